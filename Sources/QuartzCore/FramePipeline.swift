import Foundation

/// One device's frame pipeline, as Flutter's `PipelineOwner` owns its dirty lists: its clock, the
/// layers that need display, the layers with running animations, its tiled layers and display
/// links, and the animation callbacks its frames deliver. A layer reaches its device's pipeline
/// through the root of its tree (a window's layer); one marked or animated while in no tree waits
/// in the pipeline of the device the code runs for, and joins its own when it is attached.
@preconcurrency @MainActor package final class FramePipeline {
    /// The device's clock: animations on its layers are timed by it.
    public let clock: MediaClock

    var needingDisplay: [ObjectIdentifier: CALayer.WeakLayer] = [:]
    var animating: [ObjectIdentifier: CALayer.WeakLayer] = [:]
    var tiledLayers: [ObjectIdentifier: CALayer.WeakLayer] = [:]
    var displayLinks: [CADisplayLink] = []
    /// Layers the compositor drew that have left this device's trees (or moved among their siblings)
    /// since its last frame: it forgets them, and damages where they were, before the next.
    var departures: [LayerDeparture] = []
    /// Animation delegate calls and transaction completions, delivered at the end of a frame
    /// (never re-entrantly).
    var deferredCallbacks: [() -> Void] = []
    /// How many of them may run the app's code (the rest are the library's own bookkeeping).
    private var deferredAppCalls = 0

    public init(clock: MediaClock) { self.clock = clock }

    // MARK: The device the code runs for

    /// The pipeline of the device the code runs for: where display links are scheduled, and where
    /// layers in no tree wait. Process-wide because there is one main thread; set only by a
    /// device becoming current (a live app has one device).
    public private(set) static var current = FramePipeline(clock: MediaClock.current)

    /// This device's pipeline and clock become the ones code without a layer to go by uses.
    public func makeCurrent() {
        FramePipeline.current = self
        MediaClock.current = clock
    }

    // MARK: Queries

    /// Whether a layer on this device has an animation still running (not merely filling).
    public var hasRunningAnimations: Bool { animating.values.contains { $0.layer != nil } }

    /// Whether the next frame draws: layers that asked for display, or tiled layers that may draw tiles.
    public var hasDrawingToDo: Bool { !needingDisplay.isEmpty || !tiledLayers.isEmpty }

    /// Whether delegate calls or completions wait for the end of the frame.
    public var hasDeferredCallbacks: Bool { !deferredCallbacks.isEmpty }

    /// Whether a delegate call or completion waiting for the end of the frame may run the app's code
    /// (which may begin a transition, copying the frame's look).
    public var hasDeferredAppCode: Bool { deferredAppCalls > 0 }

    /// Queues `block` for the end of the frame; `runsAppCode` false for the library's own bookkeeping.
    func deferToFrameEnd(runsAppCode: Bool = true, _ block: @escaping () -> Void) {
        deferredCallbacks.append(block)
        if runsAppCode { deferredAppCalls += 1 }
    }

    /// Whether a display link on this device runs code of the app's in the frame at `now`.
    public func hasLinksRunningAppCode(at now: CFTimeInterval) -> Bool {
        displayLinks.contains { !$0.isPaused && ($0.runsAppCode?(now) ?? true) }
    }

    /// Whether a display link on this device waits for frames.
    public var hasActiveLinks: Bool { displayLinks.contains { !$0.isPaused } }

    /// Whether the trees of `roots` changed after they were composited: work at a frame's end (a
    /// controller's `viewDidAppear`, a transition's completion removing the screen it covered) changes
    /// what is shown, and as Core Animation commits such changes at the end of the run loop's turn, the
    /// next frame must come to show them.
    public func hasChangesSinceComposite(in roots: [CALayer]) -> Bool {
        !departures.isEmpty || needingDisplay.values.contains { $0.layer != nil }
            || roots.contains { $0.compositeDirty || $0.subtreeCompositeDirty }
    }

    // MARK: The frame's steps

    /// Fires every unpaused display link for the frame at `now`, whose next frame is at `next`.
    public func fireDisplayLinks(now: CFTimeInterval, next: CFTimeInterval) {
        for link in displayLinks where !link.isPaused { link.fire(now: now, next: next) }
    }

    /// Advances this device's animations to `media` time: marks animated layers for compositing,
    /// retires finished animations and queues their delegate calls.
    public func tickAnimations(at media: CFTimeInterval) {
        var owners: [ObjectIdentifier: FramePipeline?] = [:]
        for (id, ref) in animating {
            // A layer that moved to another device's tree is ticked there.
            guard let layer = ref.layer, case let owner = layer.owningPipeline(memo: &owners), owner === self || owner == nil else {
                animating[id] = nil
                continue
            }
            if !layer.tickAnimations(at: media) { animating[id] = nil }
        }
    }

    /// Displays every layer of this device that asked for it (the frame's display pass).
    public func displayPendingLayers() {
        guard !needingDisplay.isEmpty else { return }
        let pending = needingDisplay.values.compactMap(\.layer)
        needingDisplay = [:]
        var owners: [ObjectIdentifier: FramePipeline?] = [:]
        for l in pending where l.needsDisplay() {
            let owner = l.owningPipeline(memo: &owners)
            if owner === self { l.display() }
            else if owner == nil {
                // In a tree no device shows (a view about to be shown, rendered by hand): drawn if it
                // is in a tree at all; a lone layer waits until it is.
                if l.superlayer != nil || l.maskOwner != nil || l.isRenderRoot { l.display() }
                else { needingDisplay[ObjectIdentifier(l)] = CALayer.WeakLayer(l) }
            }
            // (A layer now in another device's tree was queued there when it was attached.)
        }
    }

    /// Each frame, before compositing: the tiled layers draw the tiles that have come into view.
    public func drawVisibleTiles() {
        guard !tiledLayers.isEmpty else { return }
        tiledLayers = tiledLayers.filter { $0.value.layer?.owningPipeline === self }
        for entry in tiledLayers.values { entry.layer?.drawVisibleTiles() }
    }

    /// Runs queued delegate calls and completion blocks (once per frame, at its end).
    public func deliverDeferredCallbacks() {
        var rounds = 0
        while !deferredCallbacks.isEmpty && rounds < 100 {
            let pending = deferredCallbacks
            deferredCallbacks = []
            deferredAppCalls = 0
            for cb in pending { cb() }
            rounds += 1
        }
    }

    // MARK: Registration

    func schedule(_ link: CADisplayLink) { displayLinks.append(link) }
    func unschedule(_ link: CADisplayLink) { displayLinks.removeAll { $0 === link } }
}
