import Testing
import Foundation
@testable import QuartzCore

/// A rectangle copied between buffers of different strides, on one core or two, lands exactly where
/// row-by-row copying puts it and touches nothing else.
@Suite struct RowCopierTests {
    @Test(arguments: [(rows: 7, width: 33), (rows: 600, width: 700), (rows: 1200, width: 1024)])
    func aCopyEqualsRowByRow(rows: Int, width: Int) {
        let srcStride = 4 * 1100, dstStride = 4 * 1200, height = 1300
        let src = UnsafeMutableRawPointer.allocate(byteCount: srcStride * height, alignment: 64)
        let expected = UnsafeMutableRawPointer.allocate(byteCount: dstStride * height, alignment: 64)
        let actual = UnsafeMutableRawPointer.allocate(byteCount: dstStride * height, alignment: 64)
        defer { src.deallocate(); expected.deallocate(); actual.deallocate() }
        for i in 0..<(srcStride * height / 4) { src.storeBytes(of: UInt32(truncatingIfNeeded: i &* 2654435761), toByteOffset: i * 4, as: UInt32.self) }
        memset(expected, 0x5A, dstStride * height)
        memset(actual, 0x5A, dstStride * height)
        // From (5, 9) of the source to (40, 17) of the destination.
        let from = src + 9 * srcStride + 5 * 4
        for y in 0..<rows { memcpy(expected + (17 + y) * dstStride + 40 * 4, from + y * srcStride, width * 4) }
        let split = RowCopier.copy(from: from, stride: srcStride, to: actual + 17 * dstStride + 40 * 4, stride: dstStride,
                                   rowBytes: width * 4, rows: rows)
        #expect(memcmp(expected, actual, dstStride * height) == 0)
        #expect(split == (rows * width * 4 >= RowCopier.splitThreshold), "two cores for a big copy only")
    }
}
