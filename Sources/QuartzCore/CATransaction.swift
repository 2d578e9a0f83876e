import Foundation

/// Batches layer changes. Changes outside an explicit `begin`/`commit` join an implicit
/// transaction that the frame loop commits once per frame.
@preconcurrency @MainActor open class CATransaction {
    /// Counts the animations added during a transaction; its completion block runs when they are done.
    @MainActor final class CompletionGroup {
        var pending = 0
        var committed = false
        var block: (() -> Void)?
        /// False for a block of the library's own that runs none of the app's code.
        var runsAppCode = true

        func animationEnded() {
            pending -= 1
            fireIfDone()
        }

        func fireIfDone() {
            guard committed, pending <= 0, let b = block else { return }
            block = nil
            FramePipeline.current.deferToFrameEnd(runsAppCode: runsAppCode, b)
        }
    }

    @MainActor struct Frame {
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction? = nil
        var disableActions = false
        var values: [String: Any] = [:]
        let group = CompletionGroup()
    }

    private static var explicit: [Frame] = []
    private static var implicit: Frame? = nil
    // The open transactions: the main thread's call stack, not a device's (one main thread).

    private static var current: Frame {
        get {
            if let f = explicit.last { return f }
            if implicit == nil { implicit = Frame() }
            return implicit!
        }
        set {
            if explicit.isEmpty { implicit = newValue } else { explicit[explicit.count - 1] = newValue }
        }
    }

    open class func begin() { explicit.append(Frame()) }

    open class func commit() {
        guard let f = explicit.popLast() else { return }
        f.group.committed = true
        f.group.fireIfDone()
    }

    /// Commits the implicit transaction, as the run loop does at the end of each frame.
    open class func flush() {
        guard let f = implicit else { return }
        implicit = nil
        f.group.committed = true
        f.group.fireIfDone()
    }

    open class func animationDuration() -> CFTimeInterval { current.duration }
    open class func setAnimationDuration(_ d: CFTimeInterval) { current.duration = d }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    open class func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) { current.timingFunction = f }
    open class func disableActions() -> Bool { current.disableActions }
    open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    open class func completionBlock() -> (() -> Void)? { current.group.block }
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        current.group.block = block
        current.group.runsAppCode = true
    }

    /// A completion of the library's own that runs none of the app's code (it tidies up): the frame
    /// that runs it need not paint what frames left before it.
    package class func setLibraryCompletionBlock(_ block: @escaping () -> Void) {
        current.group.block = block
        current.group.runsAppCode = false
    }
    open class func value(forKey key: String) -> Any? { current.values[key] }
    open class func setValue(_ anObject: Any?, forKey key: String) { current.values[key] = anObject }
    open class func lock() {}
    open class func unlock() {}

    /// Registers an animation with every open transaction (nested ones wait for their inner animations too).
    static func track(_ animation: CAAnimation) {
        _ = current // make sure an implicit transaction exists when none is open
        var groups = explicit.map(\.group)
        if let implicit { groups.append(implicit.group) }
        for g in groups { g.pending += 1 }
        animation.completionGroups = groups
    }

    /// Forgets transactions a test left open (begun and never committed): call-stack state, which
    /// belongs to no device. The implicit transaction stays; a frame commits it.
    package static func reset() {
        explicit = []
    }
}
