import Foundation

/// A pan that must start at an edge of the screen (within 20 points) and move away from it.
@preconcurrency @MainActor open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeScreenEdgePan(from: coder)
    }

    open var edges: UIRectEdge = []
    static let edgeWidth: CGFloat = 20
    private var startedAtEdge = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let t = touches.first, let w = t.window else { return }
        let p = w.convert(t.location(in: nil), to: nil)
        let screen = UIScreen.main.bounds
        let e = UIScreenEdgePanGestureRecognizer.edgeWidth
        startedAtEdge = (edges.contains(.left) && p.x <= e) || (edges.contains(.right) && p.x >= screen.maxX - e)
            || (edges.contains(.top) && p.y <= e) || (edges.contains(.bottom) && p.y >= screen.maxY - e)
        if !startedAtEdge && state == .possible { state = .failed }
    }

    override func shouldBegin(at p: CGPoint) -> Bool {
        guard startedAtEdge, super.shouldBegin(at: p) else { return false }
        let t = translation(in: nil)
        // Away from the edge it started at, more than along it.
        if edges.contains(.left) && t.x > abs(t.y) { return true }
        if edges.contains(.right) && -t.x > abs(t.y) { return true }
        if edges.contains(.top) && t.y > abs(t.x) { return true }
        if edges.contains(.bottom) && -t.y > abs(t.x) { return true }
        state = .failed
        return false
    }

    open override func reset() {
        super.reset()
        startedAtEdge = false
    }
}
