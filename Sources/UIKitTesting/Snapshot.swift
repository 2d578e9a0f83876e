import Foundation
import CoreGraphics
import UIKit

/// Compares PNG screenshots against reference files kept beside the tests, with a tolerance.
/// A missing reference is written (so it can be looked at and committed) and the check fails;
/// set `SNAPSHOT_RECORD=1` to rewrite references deliberately.
public enum Snapshot {
    public struct Tolerance: Sendable {
        /// Largest per-channel difference that still counts as the same pixel.
        public var channel: Int
        /// Fraction of pixels allowed to differ by more than that.
        public var pixelFraction: Double
        public init(channel: Int = 8, pixelFraction: Double = 0.002) {
            self.channel = channel
            self.pixelFraction = pixelFraction
        }
    }

    public static func verify(_ png: Data, reference url: URL, tolerance: Tolerance = Tolerance()) throws {
        let record = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
        if record || !FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: url)
            if record { return }
            throw SnapshotError.missingReference(path: url.path, recordedTo: url.path)
        }
        let expected: CGImage
        do { expected = try CGImage(contentsOf: url) } catch {
            throw SnapshotError.unreadable(path: url.path, reason: "\(error)")
        }
        let actual = try CGImage(data: png, name: "screenshot")
        guard expected.width == actual.width, expected.height == actual.height else {
            throw SnapshotError.sizeMismatch(expected: "\(expected.width)x\(expected.height)", actual: "\(actual.width)x\(actual.height)")
        }
        let (differing, maxDelta) = compare(expected, actual, channelTolerance: tolerance.channel)
        let total = expected.width * expected.height
        if Double(differing) > Double(total) * tolerance.pixelFraction {
            let failed = url.deletingPathExtension().appendingPathExtension("actual.png")
            let out = FileManager.default.temporaryDirectory.appendingPathComponent(failed.lastPathComponent)
            try? png.write(to: out)
            throw SnapshotError.mismatch(differingPixels: differing, total: total, maxChannelDelta: maxDelta, diffPath: out.path)
        }
    }

    /// The fraction of pixels that differ by more than `channel` between two screenshots of one
    /// size (1 when the sizes differ): for checking that two ways of building a screen agree.
    public static func difference(_ a: Data, _ b: Data, channel: Int = 8) throws -> Double {
        let ia = try CGImage(data: a, name: "first"), ib = try CGImage(data: b, name: "second")
        guard ia.width == ib.width, ia.height == ib.height else { return 1 }
        return Double(compare(ia, ib, channelTolerance: channel).0) / Double(ia.width * ia.height)
    }

    static func compare(_ a: CGImage, _ b: CGImage, channelTolerance: Int) -> (Int, Int) {
        guard let da = a.dataProvider?.data, let db = b.dataProvider?.data else { return (a.width * a.height, 255) }
        var differing = 0, maxDelta = 0
        da.withUnsafeBytes { pa in
            db.withUnsafeBytes { pb in
                for y in 0..<a.height {
                    for x in 0..<a.width {
                        let oa = y * a.bytesPerRow + x * 4, ob = y * b.bytesPerRow + x * 4
                        var worst = 0
                        for c in 0..<4 { worst = max(worst, abs(Int(pa[oa + c]) - Int(pb[ob + c]))) }
                        maxDelta = max(maxDelta, worst)
                        if worst > channelTolerance { differing += 1 }
                    }
                }
            }
        }
        return (differing, maxDelta)
    }
}
