import Foundation

/// The base of everything that takes part in the responder chain.
@preconcurrency @MainActor open class UIResponder: AccessibleObject, NibConnectable, NibAwakening {
    public override init() { super.init() }

    /// Required: Linux has no Objective-C `alloc`/`init` by class name, so `UIApplicationMain`
    /// and `@main` make the app delegate through this initializer (as iOS makes objects from nibs).
    /// Subclasses that declare no initializers inherit it; UIView and UIViewController already require it on iOS.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Interface Builder connections (NibConnectable); @IBConnectable overrides these.

    /// Sets the property named `key`, as key-value coding does on iOS: UIKit's own outlets
    /// (`view`, `delegate`…) here; a class's own through `@IBConnectable`.
    open func setValue(_ value: Any?, forKey key: String) {
        if !UIKitKeyValues.set(self, key, value) { setValue(value, forUndefinedKey: key) }
    }

    /// Sent to every object a nib or storyboard made, once all of the file's outlets and actions
    /// are connected. Call super.
    open func awakeFromNib() {}

    /// Reports UIKit's NSUnknownKeyException through `UIKitRuntime.failureHandler`.
    open func setValue(_ value: Any?, forUndefinedKey key: String) { NibValue.undefinedKey(self, key) }

    /// The action named by an Objective-C selector (`"switchViews:"`); `@IBConnectable` lists a class's own.
    open func nibAction(_ selector: String) -> ((Any?) -> Bool)? { nil }

    /// The next responder: a view's view controller or superview, a controller's view's superview, and so on.
    open var next: UIResponder? { nil }

    // MARK: User activities

    /// The activity this responder keeps up to date: when UIKit saves the activity (a scene's
    /// `stateRestorationActivity(for:)` returns it), every responder sharing it is asked to
    /// `updateUserActivityState(_:)` first.
    open var userActivity: NSUserActivity?

    /// Adds this responder's state to `activity` before it is saved (`addUserInfoEntries(from:)`).
    /// Does nothing by default.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Puts back the state `activity` carries: sent to the responders an app delegate hands to the
    /// restoration handler of `application(_:continue:restorationHandler:)`. Does nothing by default.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // MARK: Pasting (UIPasteConfigurationSupporting)

    /// What the responder accepts when pasted or dropped onto it; a view with one is a drop target
    /// for those types.
    open var pasteConfiguration: UIPasteConfiguration?

    /// Items pasted or dropped onto the responder, of the types its paste configuration accepts.
    /// Does nothing by default.
    open func paste(itemProviders: [NSItemProvider]) {}

    /// Whether these items may be pasted or dropped here: by default, whether one of them offers a
    /// type the paste configuration accepts.
    open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        guard let configuration = pasteConfiguration else { return false }
        return itemProviders.contains(where: configuration.accepts)
    }

    /// The shortcuts-bar items this responder shows above the keyboard while it is first responder.
    public private(set) lazy var inputAssistantItem = UITextInputAssistantItem()

    /// The keyboard this responder wants while it is first responder: overridden to pick one of
    /// `UITextInputMode.activeInputModes`; by default the current keyboard for a text input, else nil.
    open var textInputMode: UITextInputMode? {
        self is UIKeyInput ? UITextInputMode.activeInputModes.first : nil
    }

    /// The nearest undo manager up the responder chain (every window has one).
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Touches: unhandled ones travel up the responder chain, as on iOS.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// A hardware key went down, changed, came up, or was cancelled; by default the next responder hears it.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }

    // MARK: Actions up the chain

    /// Whether this responder performs `action`: by default, whether it implements it (with method
    /// references, whether it is of the method's type). Override to refuse an action for now.
    /// Whether this object implements the method `aSelector` names: an action of its type (a
    /// selector made from a method reference) or, by its Objective-C name, an `@IBAction` of an
    /// `@IBConnectable` class. Unwind segues ask it, as iOS does.
    open func responds(to aSelector: Selector) -> Bool {
        aSelector.isImplemented?(self) ?? (nibAction(aSelector.name) != nil)
    }

    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.isImplemented?(self) ?? (nibAction(action.name) != nil)
    }

    /// The responder that performs `action`: this one if it can, otherwise the next one's answer.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: Standard edit actions (Command-C, -X, -V, -A and the edit menu); they travel up the chain
    // until a responder that edits text takes them.

    open func copy(_ sender: Any?) { next?.copy(sender) }
    open func cut(_ sender: Any?) { next?.cut(sender) }
    open func paste(_ sender: Any?) { next?.paste(sender) }
    open func selectAll(_ sender: Any?) { next?.selectAll(sender) }
    open func toggleBoldface(_ sender: Any?) { next?.toggleBoldface(sender) }
    open func toggleItalics(_ sender: Any?) { next?.toggleItalics(sender) }
    open func toggleUnderline(_ sender: Any?) { next?.toggleUnderline(sender) }
    open func select(_ sender: Any?) { next?.select(sender) }
    open func delete(_ sender: Any?) { next?.delete(sender) }
    open func increaseSize(_ sender: Any?) { next?.increaseSize(sender) }
    open func decreaseSize(_ sender: Any?) { next?.decreaseSize(sender) }

    /// Keyboard shortcuts this responder offers while it is in the first responder's chain.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// A view shown in the keyboard's place while this responder is first (nil: the keyboard).
    open var inputView: UIView? { nil }
    /// A view shown above the keyboard (or the input view) while this responder is first.
    open var inputAccessoryView: UIView? { nil }
    /// A controller whose view is shown in the keyboard's place (when `inputView` is nil).
    open var inputViewController: UIInputViewController? { nil }
    /// A controller whose view is shown above the keyboard (when `inputAccessoryView` is nil).
    open var inputAccessoryViewController: UIInputViewController? { nil }
    /// What the keyboard shows for this responder: its input view, or its controller's.
    var shownInputView: UIView? { inputView ?? inputViewController?.inputView }
    var shownInputAccessoryView: UIView? { inputAccessoryView ?? inputAccessoryViewController?.inputView }

    /// Shows this responder's current input and accessory views, if it is first responder.
    open func reloadInputViews() {
        guard isFirstResponder else { return }
        responderEnvironment.keyboard.reload()
    }

    open var canBecomeFirstResponder: Bool { false }

    /// Whether, as first responder, it takes typed text, so the keyboard comes up: a key-input
    /// responder does; a read-only text view, first responder for its selection, does not.
    var takesKeyboardInput: Bool { self is UIKeyInput }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { responderEnvironment.firstResponder === self }

    /// The device this responder is on: its window's (views, controllers), else the current one.
    var responderEnvironment: UIKitEnvironment { UIKitEnvironment.current }

    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        let env = responderEnvironment
        if env.firstResponder === self { return true }
        return deferringKeyboard {
            if let current = env.firstResponder, !current.resignFirstResponder() { return false }
            env.firstResponder = self
            return true
        }
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        let env = responderEnvironment
        return deferringKeyboard {
            if env.firstResponder === self { env.firstResponder = nil }
            return true
        }
    }

    /// A text input's become/resign: its delegate is asked, then the responder changes, then editing
    /// begins or ends — with the keyboard deciding once, after all of it.
    func changeEditing(asked: () -> Bool, change: () -> Bool, then done: () -> Void) -> Bool {
        guard asked() else { return false }
        return deferringKeyboard {
            guard change() else { return false }
            done()
            return true
        }
    }

    /// Runs a change of first responder; the keyboard comes up or goes down once the outermost change
    /// is over (switching between two fields keeps it up; a field's did-begin comes before will-show).
    func deferringKeyboard<T>(_ change: () -> T) -> T {
        let keyboard = responderEnvironment.keyboard
        keyboard.switching += 1
        let result = change()
        keyboard.switching -= 1
        keyboard.responderChanged()
        return result
    }
}
