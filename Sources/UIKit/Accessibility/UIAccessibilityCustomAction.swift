import Foundation

/// An action beyond activating an element, offered in VoiceOver's actions rotor (and performed by a
/// test): its name, and a handler that says whether it succeeded.
@preconcurrency @MainActor open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    open var image: UIImage?
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    open weak var target: AnyObject?
    /// The Linux form of the selector iOS takes: a method reference (see the porting guide).
    public private(set) var selector: ((AnyObject) -> (UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, image: UIImage? = nil, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    public init<T: AnyObject>(name: String, target: T, selector: @escaping (T) -> (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.target = target
        self.selector = { object in selector(object as! T) }
        super.init()
    }

    /// Runs the action as VoiceOver's actions rotor does: its handler, or its target's method.
    /// False when neither is there, or it failed.
    @discardableResult package func invoke() -> Bool {
        if let actionHandler { return actionHandler(self) }
        if let target, let selector { return selector(target)(self) }
        return false
    }
}
