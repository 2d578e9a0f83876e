import Foundation
import CoreGraphics
import CoreMedia

/// One track of a movie: its picture or its sound.
open class AVAssetTrack: NSObject {
    public let mediaType: AVMediaType
    public let naturalSize: CGSize
    public let nominalFrameRate: Float
    public let timeRange: CMTimeRange
    public let trackID: Int32

    init(mediaType: AVMediaType, naturalSize: CGSize, nominalFrameRate: Float, timeRange: CMTimeRange, trackID: Int32) {
        self.mediaType = mediaType
        self.naturalSize = naturalSize
        self.nominalFrameRate = nominalFrameRate
        self.timeRange = timeRange
        self.trackID = trackID
        super.init()
    }
}
