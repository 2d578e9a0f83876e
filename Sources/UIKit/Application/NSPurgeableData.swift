import Foundation

/// Mutable data whose bytes may be thrown away while nobody is using them (Foundation's, which
/// Linux's Foundation lacks). It starts in use (as on iOS: call `endContentAccess()` after making
/// it); `discardContentIfPossible()` empties it when no access is open. Nothing here purges it on
/// its own: a Linux process has no memory pressure to answer.
open class NSPurgeableData: NSMutableData, NSDiscardableContent {
    // Linux's NSMutableData is a class cluster: a subclass supplies the storage the primitives read.
    private let backing = NSMutableData()
    private var accesses = 1
    private var discarded = false
    private let lock = NSLock()

    open override var length: Int {
        get { backing.length }
        set { backing.length = newValue }
    }
    open override var bytes: UnsafeRawPointer { backing.bytes }
    open override var mutableBytes: UnsafeMutableRawPointer { backing.mutableBytes }

    open override func replaceBytes(in range: NSRange, withBytes replacementBytes: UnsafeRawPointer?, length replacementLength: Int) {
        backing.replaceBytes(in: range, withBytes: replacementBytes, length: replacementLength)
    }

    open override func append(_ bytes: UnsafeRawPointer, length: Int) { backing.append(bytes, length: length) }

    /// Opens an access; false (and the bytes gone) once the content was discarded.
    open func beginContentAccess() -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard !discarded else { return false }
        accesses += 1
        return true
    }

    open func endContentAccess() {
        lock.lock(); defer { lock.unlock() }
        accesses = Swift.max(0, accesses - 1)
    }

    open func discardContentIfPossible() {
        lock.lock(); defer { lock.unlock() }
        guard accesses == 0, !discarded else { return }
        discarded = true
        backing.length = 0
    }

    open func isContentDiscarded() -> Bool {
        lock.lock(); defer { lock.unlock() }
        return discarded
    }
}
