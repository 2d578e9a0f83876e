import Foundation
@_implementationOnly import CSDL2

/// A live window's sound: SDL's audio device, opened the first time something plays. Each sound
/// is resampled to the device's format by SDL's audio stream and queued, so sounds play one after
/// another, as iOS plays system sounds (short, and never mixed with the app's own audio).
@MainActor final class SDLAudioOutput {
    // SDL's device id and the format it was opened with, in Swift's types: no C type may be
    // stored (Package.swift).
    private var device: UInt32 = 0
    private var format: (sampleFormat: UInt16, channels: UInt8, rate: Int32) = (0, 0, 0)
    private var failed = false

    /// Plays `audio`, or logs once why this machine cannot (no sound card, no audio server).
    func play(_ audio: PCMAudio) {
        guard open() else { return }
        guard let stream = SDL_NewAudioStream(SDL_AudioFormat(AUDIO_F32SYS), UInt8(audio.channels), Int32(audio.sampleRate),
                                              format.sampleFormat, format.channels, format.rate) else {
            uikitLog.warning("SDL could not convert a sound: \(String(cString: SDL_GetError()))")
            return
        }
        defer { SDL_FreeAudioStream(stream) }
        audio.samples.withUnsafeBytes { bytes in
            _ = SDL_AudioStreamPut(stream, bytes.baseAddress, Int32(bytes.count))
        }
        SDL_AudioStreamFlush(stream)
        var converted = [UInt8](repeating: 0, count: Int(SDL_AudioStreamAvailable(stream)))
        let got = converted.withUnsafeMutableBytes { SDL_AudioStreamGet(stream, $0.baseAddress, Int32($0.count)) }
        guard got > 0 else { return }
        _ = converted.withUnsafeBytes { SDL_QueueAudio(device, $0.baseAddress, UInt32(got)) }
        SDL_PauseAudioDevice(device, 0)
    }

    /// Plays `audio` from `offset` seconds on an audio device of its own, so that it can be stopped
    /// alone and the sound server mixes it with the others; the device's id is the voice.
    func startVoice(_ audio: PCMAudio, from offset: TimeInterval, volume: Float) -> Int? {
        guard open() else { return nil }
        var want = SDL_AudioSpec()
        want.freq = Int32(audio.sampleRate)
        want.format = SDL_AudioFormat(AUDIO_F32SYS)
        want.channels = UInt8(min(audio.channels, 8))
        want.samples = 1024
        var got = SDL_AudioSpec()
        // No changes allowed: SDL converts to the device's format itself.
        let voice = SDL_OpenAudioDevice(nil, 0, &want, &got, 0)
        guard voice != 0 else {
            uikitLog.warning("SDL could not open a voice: \(String(cString: SDL_GetError()))")
            return nil
        }
        let start = min(audio.samples.count, max(0, Int(offset * Double(audio.sampleRate))) * audio.channels)
        var samples = Array(audio.samples[start...])
        if volume != 1 { for i in samples.indices { samples[i] *= volume } }
        _ = samples.withUnsafeBytes { SDL_QueueAudio(voice, $0.baseAddress, UInt32($0.count)) }
        SDL_PauseAudioDevice(voice, 0)
        return Int(voice)
    }

    func stopVoice(_ voice: Int) {
        SDL_CloseAudioDevice(UInt32(voice))
    }

    private func open() -> Bool {
        if device != 0 { return true }
        if failed { return false }
        var want = SDL_AudioSpec()
        want.freq = 48_000
        want.format = SDL_AudioFormat(AUDIO_F32SYS)
        want.channels = 2
        want.samples = 1024
        if SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) == 0 {
            var spec = SDL_AudioSpec()
            device = SDL_OpenAudioDevice(nil, 0, &want, &spec, 0)
            format = (spec.format, spec.channels, spec.freq)
        }
        if device == 0 {
            failed = true
            uikitLog.warning("no sound: SDL could not open an audio device (\(String(cString: SDL_GetError())))")
            return false
        }
        return true
    }

    isolated deinit {
        if device != 0 { SDL_CloseAudioDevice(device) }
    }
}
