import Foundation
import QuartzCore

/// Turns touches into a gesture through a state machine, and tells its targets as the state changes.
/// Subclasses override the touch methods and set `state` (UIGestureRecognizerSubclass's contract).
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject, NibConnectable, NibAwakening {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    private var actualState: State = .possible
    private var targets: [TargetAction<UIGestureRecognizer>] = []
    var failureRequirements: [WeakRecognizer] = []
    /// The touches this recognizer tracks in the current sequence, in the order they began.
    var trackedTouches: [UITouch] = []
    /// A recognition held back until the recognizers this one must wait for have failed.
    var pendingState: State?

    open weak var delegate: UIGestureRecognizerDelegate?
    open internal(set) weak var view: UIView?
    /// The device the recognizer's view is on.
    var deviceEnvironment: UIKitEnvironment { view?.responderEnvironment ?? UIKitEnvironment.current }

    /// Whether this recognizer is a single tap of one finger, which a control's own tap beats (the
    /// gesture arena asks; a tap recognizer answers).
    var isSingleTapOfOneFinger: Bool { false }
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }

    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            switch actualState {
            case .began, .changed: state = .cancelled
            case .possible: if !trackedTouches.isEmpty || pendingState != nil { state = .failed }
            default: break
            }
        }
    }

    public override init() { super.init() }

    /// Its associated objects (a closure-taking DSL's handler) go with it, as on iOS.
    deinit { AssociatedObjects.release(ObjectIdentifier(self)) }

    /// Made from a nib or storyboard (UIKit then sets what the file says).
    /// Made from a nib or storyboard: every level reads what the file says (UIGestureRecognizer+Coding).
    public required init?(coder: NSCoder) {
        super.init()
        decodeAttributes(from: coder)
    }

    /// Reads every level's attributes; subclasses add their own.
    func decodeAttributes(from coder: NSCoder) { decodeRecognizer(from: coder) }

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

    /// `UITapGestureRecognizer(target: self, action: ViewController.tapped)` — the Linux form of `#selector` (PORTING.md).
    public convenience init<T: AnyObject, S: UIGestureRecognizer>(target: T, action: @escaping (T) -> (S) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// `target: nil, action: nil`, for a recognizer whose state is observed rather than acted on.
    public convenience init(target: AnyObject?, action: Never?) { self.init() }

    open func addTarget<T: AnyObject, S: UIGestureRecognizer>(_ target: T, action: @escaping (T) -> (S) -> Void) {
        targets.append(TargetAction(target, action))
    }

    open func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
        targets.append(TargetAction(target, action))
    }

    /// An action Interface Builder connected by selector.
    func addNibAction(_ action: TargetAction<UIGestureRecognizer>) { targets.append(action) }

    /// Removes the target's actions (Swift cannot compare method references, so all of that target's go),
    /// or every target when `target` is nil.
    open func removeTarget(_ target: AnyObject?, action: Never?) {
        if let target { targets.removeAll { $0.target === target || $0.target == nil } } else { targets = [] }
    }

    /// `recognizer.removeTarget(self, action: #selector(tapped(_:)))`, ported: removes the target's
    /// actions of that selector (`Selector(action)`: its type and shape, as Linux names a method reference).
    open func removeTarget<T: AnyObject, S: UIGestureRecognizer>(_ target: T, action: @escaping (T) -> (S) -> Void) {
        removeTarget(target, selector: Selector(action))
    }

    open func removeTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
        removeTarget(target, selector: Selector(action))
    }

    private func removeTarget(_ target: AnyObject, selector: Selector) {
        targets.removeAll { ($0.target === target && $0.selector == selector) || ($0.target == nil && !$0.travelsChain) }
    }

    // MARK: State

    /// Subclasses set this from their touch methods; UIKit applies failure requirements and exclusivity.
    open var state: State {
        get { actualState }
        set { deviceEnvironment.gestures.request(self, newValue) }
    }

    /// Applies a transition the arena has approved: notifies targets as UIKit does.
    func apply(_ new: State) {
        let old = actualState
        guard old != new || new == .changed else { return }
        actualState = new
        TouchDiagnostics.transition?(self, old, new)
        switch new {
        case .began, .changed, .ended, .cancelled:
            for t in targets { t.send(from: self) }
        default:
            break
        }
    }

    /// Back to `.possible` for the next gesture.
    func resetToPossible() {
        let old = actualState
        actualState = .possible
        pendingState = nil
        trackedTouches = []
        if old != .possible { TouchDiagnostics.transition?(self, old, .possible) }
        reset()
    }

    /// The state machine UIKit documents: possible → began/recognized/failed, began/changed → changed/ended/cancelled.
    package static func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        case (_, .possible): return true   // reset
        default: return false
        }
    }

    // MARK: Where the gesture is

    /// Touches not yet lifted, or all of them once every finger is up.
    var currentTouches: [UITouch] {
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        return down.isEmpty ? trackedTouches : down
    }

    open var numberOfTouches: Int { currentTouches.count }

    /// The centroid of the gesture's touches in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        let ts = currentTouches
        guard !ts.isEmpty else { return lastLocation.map { p in view.map { $0.convert(p, from: nil) } ?? p } ?? .zero }
        let pts = ts.map { $0.location(in: view) }
        return CGPoint(x: pts.map(\.x).reduce(0, +) / CGFloat(pts.count), y: pts.map(\.y).reduce(0, +) / CGFloat(pts.count))
    }

    /// Window coordinates of the last centroid, kept for after reset.
    var lastLocation: CGPoint?
    var lastButtonMask: UIEvent.ButtonMask = []
    var lastModifierFlags: UIKeyModifierFlags = []

    /// The mouse buttons of the event the recognizer is handling (iOS 13.4; empty for fingers).
    open var buttonMask: UIEvent.ButtonMask { lastButtonMask }
    /// The modifier keys held in the event the recognizer is handling (iOS 13.4).
    open var modifierFlags: UIKeyModifierFlags { lastModifierFlags }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let ts = currentTouches
        guard ts.indices.contains(touchIndex) else {
            UIKitRuntime.fail("-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(ts.count)).")
            return .zero
        }
        return ts[touchIndex].location(in: view)
    }

    // MARK: Relationships

    /// This recognizer waits until `otherGestureRecognizer` fails before it may recognize.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil }
        if !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) {
            failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
        }
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// A continuous gesture whose touches ended: ended if it was under way, else failed.
    func finishContinuous() { state = (state == .began || state == .changed) ? .ended : .failed }

    /// A continuous gesture whose touches were cancelled: cancelled if under way, else failed.
    func cancelContinuous() { state = (state == .began || state == .changed) ? .cancelled : .failed }

    // MARK: Subclass points (UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func reset() {}

    /// A mouse wheel or trackpad scrolled by `delta` (window points, as a finger would move) with the
    /// pointer at `location` (window coordinates): true when the recognizer takes it.
    func scroll(by delta: CGPoint, at location: CGPoint, type: UIScrollType) -> Bool { false }

    /// Whether the recognizer follows a pointer that hovers over its view (no button down).
    var followsHover: Bool { false }
    /// The hovering pointer entered the view, moved over it, or left it, at `location` (window coordinates).
    func hover(_ phase: HoverPhase, at location: CGPoint) {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        ignoredTouches.insert(ObjectIdentifier(touch))
    }
    var ignoredTouches: Set<ObjectIdentifier> = []
}

@MainActor struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ r: UIGestureRecognizer) { recognizer = r }
}
