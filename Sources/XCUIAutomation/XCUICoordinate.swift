import Foundation
import UIKit
import UIKitTesting

/// A point relative to an element (a fraction of its size, then points), for touches anywhere on
/// or around it: `cell.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5)).tap()`.
@preconcurrency @MainActor public final class XCUICoordinate: NSObject {
    public let referencedElement: XCUIElement
    private let normalizedOffset: CGVector
    private let pointsOffset: CGVector

    init(element: XCUIElement, normalizedOffset: CGVector, pointsOffset: CGVector = .zero) {
        referencedElement = element
        self.normalizedOffset = normalizedOffset
        self.pointsOffset = pointsOffset
    }

    /// The same point moved by `offsetVector` points.
    public func withOffset(_ offsetVector: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: referencedElement, normalizedOffset: normalizedOffset,
                       pointsOffset: CGVector(dx: pointsOffset.dx + offsetVector.dx, dy: pointsOffset.dy + offsetVector.dy))
    }

    /// Where it is on the screen now.
    public var screenPoint: CGPoint {
        let f = referencedElement.frame
        return CGPoint(x: f.minX + f.width * normalizedOffset.dx + pointsOffset.dx, y: f.minY + f.height * normalizedOffset.dy + pointsOffset.dy)
    }

    private var app: XCUIApplication { referencedElement.application }

    private func act(_ body: (Simulator, CGPoint) -> Void) {
        app.waitForIdle()
        guard referencedElement.require("find the element of a coordinate") != nil else { return }
        // The action's frames are painted once the app is idle.
        let device = app.device
        device.leavingPaintingUntilDone {
            body(device, screenPoint)
            app.waitForIdle()
        }
    }

    public func tap() { act { sim, p in sim.tap(at: p) } }
    public func doubleTap() { act { sim, p in sim.tap(at: p, count: 2) } }

    public func press(forDuration duration: TimeInterval) {
        act { sim, p in
            let f = sim.touchDown(at: p)
            sim.advance(by: duration)
            sim.touchUp(f, at: p)
        }
    }

    /// Held for `duration`, then dragged to `otherCoordinate` and lifted.
    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {
        let to = otherCoordinate.screenPoint
        act { sim, p in
            let f = sim.touchDown(at: p)
            sim.advance(by: duration)
            let steps = 10
            for i in 1...steps {
                sim.advance(by: 0.02)
                sim.touchMove(f, to: CGPoint(x: p.x + (to.x - p.x) * CGFloat(i) / CGFloat(steps), y: p.y + (to.y - p.y) * CGFloat(i) / CGFloat(steps)))
            }
            sim.touchUp(f, at: to)
        }
    }
}
