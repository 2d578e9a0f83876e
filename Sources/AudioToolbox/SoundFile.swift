import Foundation
@_implementationOnly import CSndFile
import UIKit

/// A sound file read whole by libsndfile (CAF, WAV, AIFF, FLAC, Ogg and MP3: what iOS apps ship
/// system sounds as), as 32-bit float samples.
package enum SoundFile {
    package enum Failure: Error, CustomStringConvertible {
        case unreadable(URL, String)
        case empty(URL)
        package var description: String {
            switch self {
            case .unreadable(let url, let reason): return "\(url.lastPathComponent): \(reason)"
            case .empty(let url): return "\(url.lastPathComponent): the file has no sound in it"
            }
        }
    }

    package static func read(_ url: URL) throws -> PCMAudio {
        var info = SF_INFO()
        guard let file = sf_open(url.path, Int32(SFM_READ), &info) else {
            throw Failure.unreadable(url, String(cString: sf_strerror(nil)))
        }
        defer { sf_close(file) }
        let channels = Int(info.channels)
        guard info.frames > 0, channels > 0 else { throw Failure.empty(url) }
        var samples = [Float](repeating: 0, count: Int(info.frames) * channels)
        let read = samples.withUnsafeMutableBufferPointer { sf_readf_float(file, $0.baseAddress, info.frames) }
        guard read > 0 else { throw Failure.unreadable(url, String(cString: sf_strerror(file))) }
        samples.removeLast(samples.count - Int(read) * channels)
        return PCMAudio(samples: samples, channels: channels, sampleRate: Int(info.samplerate))
    }

    /// Writes `audio` as 16-bit PCM in the container the file's extension names (CAF, WAV, AIFF).
    package static func write(_ audio: PCMAudio, to url: URL) throws {
        let container: Int32
        switch url.pathExtension.lowercased() {
        case "wav", "wave": container = Int32(SF_FORMAT_WAV)
        case "aif", "aiff", "aifc": container = Int32(SF_FORMAT_AIFF)
        default: container = Int32(SF_FORMAT_CAF)
        }
        var info = SF_INFO(frames: 0, samplerate: Int32(audio.sampleRate), channels: Int32(audio.channels),
                           format: container | Int32(SF_FORMAT_PCM_16), sections: 0, seekable: 0)
        guard let file = sf_open(url.path, Int32(SFM_WRITE), &info) else {
            throw Failure.unreadable(url, String(cString: sf_strerror(nil)))
        }
        defer { sf_close(file) }
        let frames = sf_count_t(audio.samples.count / audio.channels)
        let written = audio.samples.withUnsafeBufferPointer { sf_writef_float(file, $0.baseAddress, frames) }
        guard written == frames else { throw Failure.unreadable(url, String(cString: sf_strerror(file))) }
    }
}
