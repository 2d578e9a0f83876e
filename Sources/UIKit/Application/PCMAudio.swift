import Foundation

/// Decoded sound: interleaved 32-bit float samples, as a device's backend plays them.
package struct PCMAudio: Sendable, Equatable {
    /// Samples, channel by channel within each frame.
    public let samples: [Float]
    public let channels: Int
    /// Frames per second.
    public let sampleRate: Int

    public init(samples: [Float], channels: Int, sampleRate: Int) {
        self.samples = samples
        self.channels = max(1, channels)
        self.sampleRate = max(1, sampleRate)
    }

    /// How long the sound plays, in seconds.
    public var duration: TimeInterval { Double(samples.count / channels) / Double(sampleRate) }
}
