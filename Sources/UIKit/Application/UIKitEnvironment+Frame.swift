import Foundation
import QuartzCore

/// The device's frame: what its frame loop runs, in DESIGN.md's order, and what a driver asks of it.
extension UIKitEnvironment {
    /// The device's clock.
    public var clock: MediaClock { loop.clock }
    public var frameInterval: CFTimeInterval { loop.frameInterval }
    public var framesRun: Int { loop.framesRun }
    var scheduler: Scheduler { loop.scheduler }

    /// Work to do right after the next frame is on screen (e.g. viewDidAppear).
    var afterFrame: [() -> Void] {
        get { loop.afterFrame }
        set { loop.afterFrame = newValue }
    }

    /// One turn of the frame loop at the device clock's current time.
    public func runFrame() {
        let now = loop.now
        let pipeline = loop.pipeline
        if compositor.hasStalePixels && runsCodeBeforeCompositing { paintStalePixels() }
        loop.countFrame()
        TraitResolution.invalidate()
        runTimers()
        loop.runMotions(at: now)
        pipeline.fireDisplayLinks(now: now, next: now + frameInterval)
        pipeline.tickAnimations(at: now)
        let windows = visibleWindows
        if !windows.isEmpty { syncChrome() }
        for w in windows { w.runLayoutPass() }
        let roots = windows.map(\.layer) + (windows.isEmpty ? [] : chromeLayers)
        statusBar.layer.layoutIfNeeded()
        pipeline.displayPendingLayers()
        pipeline.drawVisibleTiles()
        CATransaction.flush()
        let damage = compositor.render(roots: roots, at: now)
        backend.present(compositor, damage: damage)
        if !windows.isEmpty { homeIndicator?.adapt(to: compositor) }
        let after = loop.afterFrame
        loop.afterFrame = []
        if compositor.hasStalePixels && (!after.isEmpty || pipeline.hasDeferredAppCode) { paintStalePixels() }
        for work in after { work() }
        pipeline.deliverDeferredCallbacks()
        loop.changedAfterComposite = pipeline.hasChangesSinceComposite(in: roots)
    }

    /// Draws this device's layers that need it now, outside a frame (a view snapshotted before it changes).
    func displayPendingLayers() { loop.pipeline.displayPendingLayers() }

    /// Runs `step` once per frame, from the next frame on, until it returns false or `stopMotion(of:)`.
    func startMotion(of owner: AnyObject, step: @escaping (CFTimeInterval) -> Bool) {
        loop.startMotion(of: owner, step: step)
    }

    func stopMotion(of owner: AnyObject) { loop.stopMotion(of: owner) }

    /// Whether the next frame is due at once: something animates or moves frame by frame.
    /// (A layer that just stopped moving is copied from its raster for a frame or two more: the frames
    /// that let the raster go must come.)
    package var needsNextFrame: Bool {
        loop.needsNextFrame || compositor.holdsRestingRasters || externalWork.contains { $0.isBusy }
    }

    /// Whether a frame now would find nothing to do: nothing animates, moves or waits to rest, no
    /// code is due and no observer polls, no recognizer is undecided, nothing waits for layout or
    /// drawing, and nothing outside the run loop works for the device. A device on a virtual clock
    /// leaves such frames out until a timer fires (`VirtualClockDriver.advance`).
    package var framesWouldBeIdle: Bool {
        !needsNextFrame && !runsCodeBetweenFrames && !gestures.hasUndecidedRecognizers && !loop.pipeline.hasDrawingToDo
            && !visibleWindows.contains { $0.layer.needsLayoutInSubtree } && !statusBar.layer.needsLayoutInSubtree
    }

    /// Whether this frame runs code before it composites — timers, main-queue work, tasks, motions,
    /// display links, observers, layout, drawing — that may add a transition, which copies the last
    /// frame's look from the screen: pixels a frame left unpainted are painted first (`paintStale`).
    /// Frames that only move animations run none, and leave their painting for when it is wanted.
    var runsCodeBeforeCompositing: Bool {
        let pipeline = loop.pipeline
        return runsCodeBetweenFrames || loop.hasMotions || pipeline.hasLinksRunningAppCode(at: loop.now) || pipeline.hasDrawingToDo
            || visibleWindows.contains { $0.layer.needsLayoutInSubtree }
    }

    /// Whether `runTimers` runs code now: timers, main-queue work or tasks due, observers, external work.
    var runsCodeBetweenFrames: Bool {
        loop.hasWorkDue(at: loop.now) || !keyValueObservers.isEmpty || !externalWork.isEmpty
    }

    /// Paints what frames left unpainted, and shows it in the window.
    package func paintStalePixels() {
        let painted = compositor.paintStale()
        if !painted.isEmpty { backend.present(compositor, damage: painted) }
    }

    /// Runs timers and delayed performs that are due, between frames.
    public func runTimers() {
        if compositor.hasStalePixels && runsCodeBetweenFrames { paintStalePixels() }
        loop.runTimers()
        deliverExternalWork()
        keyValueObservers.poll()
    }

    /// Whether anything will change without new input: animations, display links, timers,
    /// main-queue work, motions, or a gesture still deciding.
    public var hasPendingWork: Bool { loop.hasPendingWork || gestures.hasUndecidedRecognizers || compositor.holdsRestingRasters }

    public var nextTimerFireTime: CFTimeInterval? { loop.nextTimerFireTime }

    /// Sends the main queue's work and Foundation timers started from this thread to this device's
    /// virtual clock (a Simulator) while it is the current device.
    public func captureMainQueue() { loop.captureMainQueue() }

    /// Lets the real main queue have its work again; callable from a deinit.
    public var mainQueueRelease: @Sendable () -> Void {
        let queue = loop.mainQueue
        return { MainQueue.stopCapturing(queue) }
    }
}
