import Foundation

/// Moves whole rows of the screen up or down within it, as a scroll shifts them. A big move is split
/// in two halves done on two cores at once: one core cannot draw all the memory bandwidth there is,
/// and a full-screen move is most of a scrolling frame.
final class RowMover {
    /// Rows the first half reads but the second half overwrites, saved before both start.
    private var scratch = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 64)
    private var scratchBytes = 1
    /// Below this many bytes a second core costs more to wake than it saves.
    static let splitThreshold = 1 << 20
    /// Moves done on two cores (for tests).
    private(set) var splitMoves = 0

    deinit { scratch.deallocate() }

    /// Moves destination rows `rows` so that row y receives what row y − `dy` held.
    func move(_ base: UnsafeMutableRawPointer, rowBytes: Int, rows: Range<Int>, dy: Int) {
        let k = abs(dy), lo = rows.lowerBound, hi = rows.upperBound
        let mid = (lo + hi) / 2
        guard rows.count * rowBytes >= RowMover.splitThreshold, k > 0, mid - k > lo, hi - k > mid else {
            memmove(base + lo * rowBytes, base + (lo - dy) * rowBytes, rows.count * rowBytes)
            return
        }
        let saved = k * rowBytes
        if scratchBytes < saved {
            scratch.deallocate()
            scratch = .allocate(byteCount: saved, alignment: 64)
            scratchBytes = saved
        }
        // The half nearer the source reads k rows the other half writes over: they are saved first,
        // and from then on neither half touches a row the other reads or writes.
        let plan: [(dst: Int, src: Int, count: Int)]
        let fromScratch: Int
        if dy < 0 {
            // Up: the top half's last k rows come from [mid, mid + k), which the bottom half overwrites.
            memcpy(scratch, base + mid * rowBytes, saved)
            plan = [(lo, lo + k, mid - k - lo), (mid, mid + k, hi - mid)]
            fromScratch = mid - k
        } else {
            // Down: the bottom half's first k rows come from [mid − k, mid), which the top half overwrites.
            memcpy(scratch, base + (mid - k) * rowBytes, saved)
            plan = [(mid + k, mid, hi - mid - k), (lo, lo - k, mid - lo)]
            fromScratch = mid
        }
        splitMoves += 1
        let job = Job(base: base, scratch: scratch, rowBytes: rowBytes, plan: plan, fromScratch: fromScratch, saved: saved)
        DispatchQueue.concurrentPerform(iterations: 2) { job.run($0) }
    }

    /// The two halves' work, shared with the second core (raw pointers into memory this frame owns).
    private struct Job: @unchecked Sendable {
        let base: UnsafeMutableRawPointer, scratch: UnsafeMutableRawPointer
        let rowBytes: Int
        let plan: [(dst: Int, src: Int, count: Int)]
        let fromScratch: Int, saved: Int

        func run(_ half: Int) {
            let p = plan[half]
            memmove(base + p.dst * rowBytes, base + p.src * rowBytes, p.count * rowBytes)
            if half == 0 { memcpy(base + fromScratch * rowBytes, scratch, saved) }
        }
    }
}
