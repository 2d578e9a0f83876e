import UIKit

/// Draws the controller's lines in blue on white. It finds the controller as its next responder.
public final class SketchView: UIView {
    public override func draw(_ rect: CGRect) {
        UIColor.white.set()
        UIRectFill(rect)
        guard let gc = UIGraphicsGetCurrentContext(), let vc = next as? SketchViewController else { return }
        gc.setStrokeColor(UIColor.blue.cgColor)
        for (a, b) in vc.lines {
            gc.strokeLineSegments(between: [a, b])
        }
    }
}
