import Foundation

/// Where sound comes in and goes out: the device's microphone, and its speaker (the receiver for
/// the play-and-record category, as on an iPhone).
@preconcurrency @MainActor open class AVAudioSessionRouteDescription: NSObject {
    public let inputs: [AVAudioSessionPortDescription]
    public let outputs: [AVAudioSessionPortDescription]

    init(inputs: [AVAudioSessionPortDescription], outputs: [AVAudioSessionPortDescription]) {
        self.inputs = inputs
        self.outputs = outputs
        super.init()
    }
}
