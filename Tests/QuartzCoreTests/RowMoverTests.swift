import Testing
import Foundation
@testable import QuartzCore

/// The two-core row move gives exactly what one memmove gives, both ways and at every distance.
@Suite struct RowMoverTests {
    @Test(arguments: [-700, -301, -1, 1, 64, 299, 700])
    func aSplitMoveEqualsOneMemmove(dy: Int) {
        let rowBytes = 4096, height = 1000
        let rows = max(0, dy)..<(height + min(0, dy))
        func screen() -> UnsafeMutableRawPointer {
            let p = UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 64)
            for i in 0..<(rowBytes * height / 4) { p.storeBytes(of: UInt32(truncatingIfNeeded: i &* 2654435761), toByteOffset: i * 4, as: UInt32.self) }
            return p
        }
        let expected = screen(), actual = screen()
        defer { expected.deallocate(); actual.deallocate() }
        memmove(expected + rows.lowerBound * rowBytes, expected + (rows.lowerBound - dy) * rowBytes, rows.count * rowBytes)
        let mover = RowMover()
        mover.move(actual, rowBytes: rowBytes, rows: rows, dy: dy)
        #expect(memcmp(expected, actual, rowBytes * height) == 0)
        // Split unless the halves would be shorter than the distance (then one memmove does it).
        #expect(mover.splitMoves == (abs(dy) < 500 ? 1 : 0))
    }
}
