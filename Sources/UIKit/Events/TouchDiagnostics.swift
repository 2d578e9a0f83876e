/// Hooks that let tests watch the touch machinery: every recognizer state change and every delivery to a view.
@preconcurrency @MainActor package enum TouchDiagnostics {
    public static var transition: ((UIGestureRecognizer, UIGestureRecognizer.State, UIGestureRecognizer.State) -> Void)?
    public static var viewDelivery: ((UITouch, UITouch.Phase, UIView) -> Void)?
}
