import Foundation

/// The base of everything that takes part in the responder chain.
@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    /// Required: Linux has no Objective-C `alloc`/`init` by class name, so `UIApplicationMain`
    /// and `@main` make the app delegate through this initializer (as iOS makes objects from nibs).
    /// Subclasses that declare no initializers inherit it; UIView and UIViewController already require it on iOS.
    public required init?(coder: NSCoder) { super.init() }

    /// The next responder: a view's view controller or superview, a controller's view's superview, and so on.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIKitEnvironment.current.firstResponder === self }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        let env = UIKitEnvironment.current
        if env.firstResponder === self { return true }
        if let current = env.firstResponder, !current.resignFirstResponder() { return false }
        env.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        let env = UIKitEnvironment.current
        if env.firstResponder === self { env.firstResponder = nil }
        return true
    }
}
