import Foundation
@_spi(Testing) import UIKit
@_spi(OpenUIKit) import QuartzCore

/// A headless device for tests: its own window, screen, clock, first responder and pending
/// performs. Everything between calls happens as in a live app — the same event path and
/// frame loop — driven by a virtual clock that moves only when told.
@MainActor public final class Simulator {
    /// A device model: screen size in points, scale, safe areas.
    public struct Device: Sendable, Hashable {
        @_spi(Testing) public let profile: DeviceProfile
        public var name: String { profile.name }
        public static let iPhone15 = Device(profile: .iPhone15)
        public static let iPhoneSE = Device(profile: .iPhoneSE)
        public static let iPadPro11 = Device(profile: .iPadPro11)
    }

    public let device: Device
    public let window: UIWindow
    public var screen: UIScreen { environment.screen }
    @_spi(Testing) public let environment: UIKitEnvironment
    private let startTime: CFTimeInterval = 1000
    private var framesScheduled = 0

    public init(device: Device = .iPhone15) {
        self.device = device
        MediaClock.useVirtualTime(startingAt: startTime)
        environment = UIKitEnvironment(profile: device.profile, backend: HeadlessBackend())
        environment.activate()
        let app = UIApplication.shared
        if app.applicationState != .active { app.becomeActive() }
        window = UIWindow(frame: environment.screen.bounds)
        environment.retain(window)
        runFrame()
    }

    /// Installs the controller in the key window, makes it visible, lays out and draws a frame.
    public var rootViewController: UIViewController? {
        get { window.rootViewController }
        set {
            window.rootViewController = newValue
            window.makeKeyAndVisible()
            runFrame()
        }
    }

    /// The current time on the simulator's clock.
    public var now: CFTimeInterval { MediaClock.now }

    // MARK: Time

    /// Moves the clock forward, running every timer and delayed perform at its time and a frame every 1/60 s.
    public func advance(by seconds: TimeInterval) {
        let end = MediaClock.now + max(0, seconds)
        let interval = environment.frameInterval
        while true {
            let nextFrame = startTime + Double(framesScheduled + 1) * interval
            let nextTimer = environment.nextTimerFireTime ?? .infinity
            let t = min(nextFrame, nextTimer)
            guard t <= end + 1e-9 else { break }
            MediaClock.setVirtualTime(t)
            if nextFrame <= nextTimer {
                framesScheduled += 1
                environment.runFrame()
            } else {
                environment.runTimers()
            }
        }
        MediaClock.setVirtualTime(end)
    }

    /// Advances until nothing is animating and no timer or perform is pending, at most `limit` seconds.
    public func settle(limit: TimeInterval = 30) {
        let deadline = MediaClock.now + limit
        runFrame()
        while environment.hasPendingWork && MediaClock.now < deadline {
            advance(by: environment.frameInterval)
        }
    }

    /// Runs one frame at the current time, so changes just made are laid out, drawn and composited.
    public func runFrame() {
        environment.runFrame()
        framesScheduled = max(framesScheduled, Int(((MediaClock.now - startTime) / environment.frameInterval).rounded(.down)))
    }

    // MARK: Device events

    public func rotate(to orientation: UIDeviceOrientation) {
        environment.rotate(to: orientation)
        runFrame()
    }

    public func simulateMemoryWarning() {
        UIApplication.shared.receiveMemoryWarning()
        runFrame()
    }

    // MARK: Looking at the screen

    /// The composited screen as PNG, at device scale.
    public func screenshot() -> Data {
        runFrame()
        return environment.compositor.makeImage().pngData() ?? Data()
    }

    /// The composited screen as an image (scale = the screen's).
    public func screenshotImage() -> UIImage {
        runFrame()
        return UIImage(cgImage: environment.compositor.makeImage(), scale: screen.scale, orientation: .up)
    }

    /// The color of the screen pixel under `point` (window coordinates, points).
    public func color(at point: CGPoint) -> RGBA {
        runFrame()
        let c = environment.compositor
        let x = min(c.pixelWidth - 1, max(0, Int(point.x * screen.scale)))
        let y = min(c.pixelHeight - 1, max(0, Int(point.y * screen.scale)))
        let px = c.pixels.load(fromByteOffset: y * c.bytesPerRow + x * 4, as: UInt32.self)
        return RGBA(argb32: px)
    }

    /// The frontmost visible view that shows exactly `text` (or whose accessibility label is it).
    public func view(withText text: String) -> UIView? {
        runFrame()
        for w in environment.windows.reversed() where !w.isHidden {
            if let v = Simulator.find(text, in: w, window: w) { return v }
        }
        return nil
    }

    private static func find(_ text: String, in view: UIView, window: UIWindow) -> UIView? {
        guard !view.isHidden, view.alpha > 0.01 else { return nil }
        for s in view.subviews.reversed() {
            if let hit = find(text, in: s, window: window) { return hit }
        }
        guard view.displayedText == text || view.accessibilityLabel == text else { return nil }
        let r = view.convert(view.bounds, to: window)
        return r.intersects(window.bounds) ? view : nil
    }

    /// An indented tree of the visible views, frames in their superview's coordinates.
    public func viewHierarchy() -> String {
        runFrame()
        var out = ""
        func dump(_ v: UIView, _ depth: Int) {
            guard !v.isHidden, v.alpha > 0.01 else { return }
            let f = v.frame
            var line = String(repeating: "  ", count: depth) + "\(type(of: v)) frame=(\(fmt(f.minX)) \(fmt(f.minY)); \(fmt(f.width)) \(fmt(f.height)))"
            if let t = v.displayedText { line += " text=\"\(t)\"" }
            if let a = v.accessibilityLabel { line += " label=\"\(a)\"" }
            out += line + "\n"
            for s in v.subviews { dump(s, depth + 1) }
        }
        for w in environment.windows where !w.isHidden { dump(w, 0) }
        return out
    }

    private func fmt(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.2f", Double(v))
    }
}
