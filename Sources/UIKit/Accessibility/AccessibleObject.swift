import Foundation

/// UIAccessibility's informal protocol, which iOS declares on every `NSObject`: what an element says
/// to VoiceOver and to UI tests (label, value, traits, frame …), what it contains, and what it does
/// when activated, incremented or scrolled. Swift on Linux cannot add overridable or stored members
/// to `NSObject`, so it lives here, in the base of `UIResponder` (views, controllers and
/// `UIAccessibilityElement`, a responder as on iOS) and `UIBarItem`: override these as on iOS.
@preconcurrency @MainActor open class AccessibleObject: NSObject, UIAccessibilityIdentification {
    /// The values the app set; each unset one falls back to the class's default.
    var accessibility = AccessibilityAttributes()

    public override init() { super.init() }

    /// Views', controllers' and bar items' associated objects (`objc_setAssociatedObject`) go with
    /// them, as iOS releases them in `dealloc`.
    deinit { AssociatedObjects.release(ObjectIdentifier(self)) }

    // MARK: Hooks for UIKit's classes

    /// The class's defaults (its label, value and traits) for its present state.
    var defaultAccessibility: AccessibilityDefaults { AccessibilityDefaults() }
    /// Where the element is on the screen, in the screen's coordinates, when the app set no frame.
    var defaultAccessibilityFrame: CGRect { .zero }
    /// The class's default label, apart: a cell's walks its insides, which the other properties
    /// do not need to pay for.
    var defaultAccessibilityLabel: String? { defaultAccessibility.label }
    /// The actions VoiceOver offers when the app gives none (a row's swipe actions).
    var defaultAccessibilityCustomActions: [UIAccessibilityCustomAction]? { nil }
    /// The elements a class is made of when the app lists none (a segmented control's segments).
    var defaultAccessibilityElements: [Any]? { nil }

    // MARK: The element

    /// Whether assistive technologies see this object as one element (its subviews then are not).
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? defaultAccessibility.isElement }
        set { accessibility.isElement = newValue }
    }
    /// What the element is called: a button's title, a label's text.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    /// What the element does, read after a pause.
    open var accessibilityHint: String? {
        get { accessibility.hint ?? defaultAccessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// Its present value, when it has one apart from its label: a slider's "50%", a field's text.
    open var accessibilityValue: String? {
        get { accessibility.value ?? defaultAccessibility.value }
        set { accessibility.value = newValue }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? defaultAccessibility.traits }
        set { accessibility.traits = newValue }
    }
    /// What UI tests find it by (`app.buttons["save"]`); never spoken.
    open var accessibilityIdentifier: String? {
        get { accessibility.identifier ?? defaultAccessibility.identifier }
        set { accessibility.identifier = newValue }
    }
    /// Its place on the screen, in the screen's coordinates (a view's: its bounds, converted).
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? defaultAccessibilityFrame }
        set { accessibility.frame = newValue }
    }
    /// An outline closer than the frame, in the screen's coordinates.
    open var accessibilityPath: UIBezierPath? {
        get { accessibility.path }
        set { accessibility.path = newValue }
    }
    /// Where a double tap lands: the middle of the frame unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibility.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }
    open var accessibilityLanguage: String? {
        get { accessibility.language }
        set { accessibility.language = newValue }
    }
    /// Whether the elements inside are hidden from assistive technologies (the object itself stays).
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether only this view's elements count while it is shown: its siblings' are ignored (an alert).
    open var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
    /// Whether VoiceOver reads the elements inside together, before moving on.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility.groupsChildren }
        set { accessibility.groupsChildren = newValue }
    }
    /// Whether Voice Control offers it: elements with the button, link, adjustable or similar traits do.
    open var accessibilityRespondsToUserInteraction: Bool {
        get {
            accessibility.respondsToUserInteraction
                ?? !accessibilityTraits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey, .searchField, .toggleButton])
        }
        set { accessibility.respondsToUserInteraction = newValue }
    }
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibility.customActions ?? defaultAccessibilityCustomActions }
        set { accessibility.customActions = newValue }
    }

    // MARK: The container (UIAccessibilityContainer)

    /// The elements inside, in reading order; nil: a view's subviews, ordered top to bottom and
    /// leading to trailing.
    open var accessibilityElements: [Any]? {
        get { accessibility.elements ?? defaultAccessibilityElements }
        set { accessibility.elements = newValue }
    }
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibility.containerType ?? defaultAccessibility.containerType }
        set { accessibility.containerType = newValue }
    }
    /// How many elements are inside (a container that makes them on demand overrides this trio).
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // MARK: Actions

    /// A double tap on the element: true when it handled it; false, and the system taps its
    /// activation point instead.
    open func accessibilityActivate() -> Bool { false }
    /// A swipe up on an adjustable element.
    open func accessibilityIncrement() {}
    /// A swipe down on an adjustable element.
    open func accessibilityDecrement() {}
    /// A three-finger swipe: true when the element scrolled.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }
    /// The two-finger Z: dismiss what is shown. True when something was dismissed.
    open func accessibilityPerformEscape() -> Bool { false }
    /// The two-finger double tap: the app's main action. True when it was handled.
    open func accessibilityPerformMagicTap() -> Bool { false }
}

extension AccessibleObject {
    /// The label the app (or UIKit for one of its own views) set, not the class's default: what
    /// `Simulator.view(withText:)` finds a view by beside the text it shows.
    package var assignedAccessibilityLabel: String? { accessibility.label }
}
