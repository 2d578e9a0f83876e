import Foundation

/// What the device's microphone hears: silence, or a sound a test plays into it
/// (`Simulator.playIntoMicrophone`), starting at a time on the device's clock. Recorders read it.
@MainActor package final class DeviceMicrophone {
    private var input: PCMAudio?
    private var start: TimeInterval = 0

    package static func of(_ device: UIKitEnvironment) -> DeviceMicrophone {
        device.service(DeviceMicrophone.self) { _ in DeviceMicrophone() }
    }

    /// The microphone hears `sound` from `time` on (once), silence after.
    package func hear(_ sound: PCMAudio?, from time: TimeInterval) {
        input = sound
        start = time
    }

    /// What it heard from `from` to `to` (device times), as `rate` frames a second of `channels`
    /// interleaved channels (the input mixed to mono, then copied to each).
    package func samples(from: TimeInterval, to: TimeInterval, rate: Int, channels: Int) -> [Float] {
        let frames = max(0, Int(((to - from) * Double(rate)).rounded()))
        var out = [Float](repeating: 0, count: frames * channels)
        guard let input, frames > 0 else { return out }
        let inputFrames = input.samples.count / input.channels
        for frame in 0..<frames {
            let t = from + Double(frame) / Double(rate) - start
            let source = Int(t * Double(input.sampleRate))
            guard t >= 0, source < inputFrames else { continue }
            var mono: Float = 0
            for c in 0..<input.channels { mono += input.samples[source * input.channels + c] }
            mono /= Float(input.channels)
            for c in 0..<channels { out[frame * channels + c] = mono }
        }
        return out
    }
}
