import Foundation

/// Copies a rectangle of pixels between two distinct buffers, row by row with the C library's
/// `memcpy` (several times pixman's blit here). A big copy is split in two halves done on two
/// cores at once: a screen's worth copied from memory outside the cache is bound by memory
/// bandwidth, which one core cannot draw all of.
enum RowCopier {
    /// Below this many bytes a second core costs more to wake than it saves.
    static let splitThreshold = 1 << 20

    /// Copies `rows` rows of `rowBytes` bytes from `source` to `destination` (no overlap), each
    /// buffer advancing by its own stride; true when it used two cores.
    @discardableResult
    static func copy(from source: UnsafeRawPointer, stride sourceStride: Int,
                     to destination: UnsafeMutableRawPointer, stride destinationStride: Int,
                     rowBytes: Int, rows: Int) -> Bool {
        let job = Job(source: source, sourceStride: sourceStride, destination: destination,
                      destinationStride: destinationStride, rowBytes: rowBytes)
        guard rows >= 2, rows * rowBytes >= splitThreshold else {
            job.run(0..<rows)
            return false
        }
        let mid = rows / 2
        DispatchQueue.concurrentPerform(iterations: 2) { job.run($0 == 0 ? 0..<mid : mid..<rows) }
        return true
    }

    /// One copy's buffers, shared with the second core (raw pointers into memory this frame owns).
    private struct Job: @unchecked Sendable {
        let source: UnsafeRawPointer, sourceStride: Int
        let destination: UnsafeMutableRawPointer, destinationStride: Int
        let rowBytes: Int

        func run(_ rows: Range<Int>) {
            if sourceStride == rowBytes && destinationStride == rowBytes {
                memcpy(destination + rows.lowerBound * rowBytes, source + rows.lowerBound * rowBytes, rows.count * rowBytes)
                return
            }
            for y in rows { memcpy(destination + y * destinationStride, source + y * sourceStride, rowBytes) }
        }
    }
}
