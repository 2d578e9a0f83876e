import UIKit
import Logging

/// Lesson 14 of the Czech iOS course ("Udělejme gesto"): a sketch pad whose controller, not its view,
/// handles the touches — the view asks the responder chain for its controller to draw the lines.
/// The chapter builds it in steps; `Version` picks one.
public final class SketchViewController: UIViewController {
    public enum Version: Sendable {
        /// A drag draws a line from where the finger went down to where it lifted.
        case draw
        /// A tap (the finger moved less than 8 points) deletes the last line.
        case tapDeletes
        /// Only a triple tap deletes; other taps are logged and ignored — but a quadruple tap deletes too.
        case tripleTapByCount
        /// The fix: each tap is acted on 0.3 s later unless another tap cancels it first.
        case tripleTapDelayed
    }

    public let version: Version
    public private(set) var lines: [(CGPoint, CGPoint)] = []
    /// What the chapter writes with NSLog, e.g. "Multi tap of 2 taps ignored!".
    public private(set) var messages: [String] = []
    private var start = CGPoint.zero
    private let log = Logger(label: "Sketch")

    public init(version: Version = .tripleTapDelayed) {
        self.version = version
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        version = .tripleTapDelayed
        super.init(coder: coder)
    }

    public override func loadView() {
        view = SketchView(frame: UIScreen.main.bounds)
    }

    static func dist(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if version == .tripleTapDelayed { NSObject.cancelPreviousPerformRequests(withTarget: self) }
        start = touches.first!.location(in: view)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let t = touches.first!
        let pt = t.location(in: view)
        let isTap = SketchViewController.dist(pt, start) < 8
        switch version {
        case .draw:
            addLine(to: pt)
        case .tapDeletes:
            if isTap { if !lines.isEmpty { lines.removeLast() } } else { addLine(to: pt) }
        case .tripleTapByCount:
            if isTap {
                if t.tapCount == 3 { if !lines.isEmpty { lines.removeLast() } } else { note("Multi tap of \(t.tapCount) taps ignored!") }
            } else {
                addLine(to: pt)
            }
        case .tripleTapDelayed:
            if isTap {
                let n = t.tapCount
                perform(afterDelay: 0.3) { self.performMultipleTap(n) }
            } else {
                addLine(to: pt)
            }
        }
        view.setNeedsDisplay()
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    private func performMultipleTap(_ n: Int) {
        if n == 3 {
            if !lines.isEmpty {
                lines.removeLast()
                view.setNeedsDisplay()
            }
        } else {
            note("Multi tap of \(n) taps ignored!")
        }
    }

    private func addLine(to pt: CGPoint) {
        lines.append((start, pt))
    }

    private func note(_ s: String) {
        messages.append(s)
        log.info("\(s)")
    }
}
