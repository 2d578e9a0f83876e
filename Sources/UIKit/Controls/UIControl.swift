import Foundation
import QuartzCore

/// A view that tracks touches and sends actions for control events.
@preconcurrency @MainActor open class UIControl: UIView {
    override class var isOpaqueByDefault: Bool { false }
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        if !isEnabled { a.traits.insert(.notEnabled) }
        if isSelected { a.traits.insert(.selected) }
        return a
    }

    /// How far outside its bounds a touch still counts as inside while tracking (iOS's 70 points).
    public static let touchSlop: CGFloat = 70

    private struct Registration {
        let events: Event
        let target: TargetAction<UIControl>?
        let action: UIAction?
    }
    private var registrations: [Registration] = []

    open var isEnabled = true {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }
    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
    open private(set) var isTracking = false
    open private(set) var isTouchInside = false

    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called when enabled, selected or highlighted changes: subclasses restyle here.
    func stateDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeControl(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeControl(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeControl(with: coder)
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: Targets and actions (PORTING.md: method references instead of selectors)

    open func addTarget<T: AnyObject, S>(_ target: T?, action: @escaping (T) -> (S) -> Void, for controlEvents: Event) {
        registrations.append(Registration(events: controlEvents, target: TargetAction(target, action), action: nil))
    }

    /// An action Interface Builder connected (by selector, or a segue it triggers).
    func addNibAction(_ action: TargetAction<UIControl>, for controlEvents: Event) {
        registrations.append(Registration(events: controlEvents, target: action, action: nil))
    }

    open func addTarget<T: AnyObject>(_ target: T?, action: @escaping (T) -> () -> Void, for controlEvents: Event) {
        registrations.append(Registration(events: controlEvents, target: TargetAction(target, action), action: nil))
    }

    /// A nil-targeted action named by a protocol's method (`Dimmer.dim`, from an `@objc protocol`):
    /// the nearest responder up the chain that adopts the protocol performs it.
    public func addTarget<P, S>(_ target: P?, action: @escaping (P) -> (S) -> Void, for controlEvents: Event) {
        registrations.append(Registration(events: controlEvents, target: TargetAction(target, action), action: nil))
    }

    /// A protocol's method that takes no sender, as above.
    public func addTarget<P>(_ target: P?, action: @escaping (P) -> () -> Void, for controlEvents: Event) {
        registrations.append(Registration(events: controlEvents, target: TargetAction(target, action), action: nil))
    }

    /// Removes `target`'s registrations for these events (all of its actions: Swift cannot compare
    /// method references); a nil target removes every target-action for them.
    open func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: Event) {
        registrations.removeAll { r in
            guard r.target != nil, !r.events.isDisjoint(with: controlEvents) else { return false }
            return target == nil || r.target?.target === target
        }
    }

    open func removeTarget<T: AnyObject, S>(_ target: T, action: @escaping (T) -> (S) -> Void, for controlEvents: Event) {
        removeTarget(target, action: nil, for: controlEvents)
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.append(Registration(events: controlEvents, target: nil, action: action))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        registrations.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        registrations.removeAll { $0.action?.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    open var allTargets: Set<AnyHashable> {
        // A nil target (the responder chain) is NSNull, as on iOS.
        Set(registrations.compactMap { r in
            r.target.flatMap { $0.travelsChain ? AnyHashable(NSNull()) : $0.target.map { AnyHashable(ObjectIdentifier($0)) } }
        })
    }

    open var allControlEvents: Event { registrations.reduce(Event()) { $0.union($1.events) } }

    /// The names of the actions `target` has for `controlEvent` (target-action only, not `UIAction`s),
    /// as selector names: the Objective-C name of an `@IBAction`, or `Type.action(_:)` for a method reference.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let wanted = target as AnyObject?
        let names = registrations.compactMap { r -> String? in
            guard let t = r.target, !r.events.isDisjoint(with: controlEvent) else { return nil }
            let matches = wanted == nil || wanted is NSNull ? t.travelsChain : t.target === wanted
            return matches ? t.selector.name : nil
        }
        return names.isEmpty ? nil : names
    }

    /// Every handler, in the order added, once per event it is registered for (iOS 14): a
    /// `UIAction`, or a target and its action's selector (the target nil for the responder chain).
    /// Setting `stop` to true ends the walk.
    open func enumerateEventHandlers(_ iterator: (_ actionHandler: UIAction?, _ targetAction: (Any?, Selector)?,
                                                  _ controlEvent: Event, _ stop: inout Bool) -> Void) {
        var stop = false
        for r in registrations {
            let pair = r.target.map { t -> (Any?, Selector) in (t.travelsChain ? nil : t.target, t.selector) }
            for bit in 0..<32 where r.events.contains(Event(rawValue: 1 << bit)) {
                iterator(r.action, pair, Event(rawValue: 1 << bit), &stop)
                if stop { return }
            }
        }
    }

    /// Sends the actions registered for `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for r in registrations where !r.events.isDisjoint(with: controlEvents) {
            if let a = r.action { sendAction(a) } else { r.target?.send(from: self) }
        }
    }

    open func sendAction(_ action: UIAction) { action.perform(sender: self) }

    // MARK: Tracking

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// Inside the bounds grown by the slop.
    func isInside(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let t = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(t, with: event)
        isHighlighted = true
        sendActions(for: t.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let t = touches.first else { return }
        let inside = isInside(t)
        if isTracking { isTracking = continueTracking(t, with: event) }
        if inside != isTouchInside {
            isTouchInside = inside
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let t = touches.first else { return }
        let inside = isInside(t)
        isHighlighted = false
        if isTracking { endTracking(t, with: event) }
        isTracking = false
        isTouchInside = inside
        if inside {
            sendActions(for: .touchUpInside)
            sendPrimaryAction()
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        sendActions(for: .touchCancel)
    }

    /// Buttons trigger their primary action on touch up inside; value controls send it with .valueChanged.
    func sendPrimaryAction() {}
}
