import Foundation
import QuartzCore

/// A device's on-screen keyboard, placed and dismissed: it comes up when a responder that takes
/// text becomes first responder and goes when none is, sliding in its own window above the app's
/// with iOS's duration and curve, posting the keyboard notifications with UIKit's user-info keys,
/// and following a finger that drags it down. What its keys type is `KeyboardTyping`'s.
@MainActor final class KeyboardController {
    private unowned let environment: UIKitEnvironment
    private var window: KeyboardWindow?
    /// What slides: the accessory view on top, then the keys (or the responder's input view).
    private let host = UIView()
    let view = KeyboardView()
    private weak var accessory: UIView?
    private weak var custom: UIView?
    /// Up, or on its way up.
    private(set) var isShown = false
    /// What the keys type, and the shift, plane and delete-repeat state between key presses.
    private(set) lazy var typing = KeyboardTyping(environment: environment, view: view)
    /// While a hardware keyboard types, the on-screen one stays down, as on iOS — unless asked to stay
    /// (`OPENUIKIT_ONSCREEN_KEYBOARD=1`, or Control-K in a window).
    var hardwareKeyboardInUse = false {
        didSet {
            if staysOnScreen { hardwareKeyboardInUse = false }
            if hardwareKeyboardInUse != oldValue { responderChanged() }
        }
    }
    private var staysOnScreen = ProcessInfo.processInfo.environment["OPENUIKIT_ONSCREEN_KEYBOARD"] == "1"

    /// Shows the on-screen keyboard although a hardware one types, or hides it again (⌘K).
    func toggleOnScreen() {
        staysOnScreen.toggle()
        hardwareKeyboardInUse = !staysOnScreen
    }
    /// Nesting of `becomeFirstResponder` calls: the keyboard decides once the new responder is in place.
    var switching = 0

    /// iOS's keyboard animation: a quarter second, curve 7 (the keyboard's own).
    static let animationDuration: TimeInterval = 0.25
    static let animationCurve = 7

    init(environment: UIKitEnvironment) {
        self.environment = environment
        view.controller = self
    }

    private var input: UIKeyInput? { environment.firstResponder as? UIKeyInput }

    /// The input's text or selection changed (typed by any means): shift and return follow.
    func inputChanged() { typing.inputChanged() }

    /// Whether the first responder wants the keyboard (it takes text, or has an input view of its own).
    private var wantsKeyboard: Bool {
        guard let r = environment.firstResponder else { return false }
        return r.takesKeyboardInput || r.shownInputView != nil
    }

    /// The first responder changed: bring the keyboard up, take it down, or re-key it for new traits.
    func responderChanged() {
        guard switching == 0 else { return }
        if wantsKeyboard {
            // Where it rests now (the model frame, even mid-slide), so a change of what shows is announced.
            let before = isShown ? host.frame : frame(shown: true)
            configure()
            // With a hardware keyboard the keys step aside; an input view or accessory still shows.
            guard !keysStepAside || custom != nil || accessory != nil else {
                if isShown { hide() }
                return
            }
            if !isShown { show() } else if frame(shown: true) != before { changeFrame(from: before) }
            typing.updateAutoShift()
        } else if isShown {
            hide()
        }
    }

    /// `reloadInputViews()`: the same responder with new input or accessory views.
    func reload() { responderChanged() }

    // MARK: Geometry

    /// The keys' height and the strip below them, per device and orientation (no suggestion bar).
    var heights: (keys: CGFloat, strip: CGFloat) {
        let screen = environment.screen
        let landscape = screen.bounds.width > screen.bounds.height
        if screen.profile.idiom == .pad { return landscape ? (353, 45) : (268, 45) }
        let faceID = screen.profile.portraitSafeArea.bottom > 0
        if landscape { return faceID ? (171, 21) : (162, 0) }
        return faceID ? (216, 75) : (216, 0)
    }

    /// Height of the keys with the strip below, or of the responder's input view.
    private var inputHeight: CGFloat {
        if let custom { return height(of: custom) ?? heights.keys + heights.strip }
        // An accessory shown alone rests above the home indicator.
        return keysStepAside ? environment.windows.first { !($0 is KeyboardWindow) }?.safeAreaInsets.bottom ?? 0 : heights.keys + heights.strip
    }

    /// A hardware keyboard types: the on-screen keys are not shown.
    private var keysStepAside: Bool { hardwareKeyboardInUse }
    private var accessoryHeight: CGFloat { accessory.map { height(of: $0) ?? 0 } ?? 0 }

    /// An input or accessory view's height: its Auto Layout height when it sizes itself (a
    /// self-sizing `UIInputView`, or one laid out by constraints with no height of its own), else
    /// its frame's; nil when it has none (an input view then takes the keyboard's).
    private func height(of v: UIView) -> CGFloat? {
        let selfSizing = (v as? UIInputView)?.allowsSelfSizing == true || (!v.translatesAutoresizingMaskIntoConstraints && v.bounds.height == 0)
        if selfSizing {
            let w = environment.screen.bounds.width
            let fitted = v.systemLayoutSizeFitting(CGSize(width: w, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
            if fitted > 0 { return fitted }
        }
        return v.bounds.height > 0 ? v.bounds.height : nil
    }

    /// The keyboard's frame in screen coordinates (accessory included), resting on the bottom edge
    /// or just below it.
    func frame(shown: Bool) -> CGRect {
        let b = environment.screen.bounds, h = inputHeight + accessoryHeight
        return CGRect(x: 0, y: shown ? b.height - h : b.height, width: b.width, height: h)
    }

    /// Lays the accessory, then the keys or the input view, in the sliding host.
    private func layoutHost() {
        let w = environment.screen.bounds.width, top = accessoryHeight
        accessory?.frame = CGRect(x: 0, y: 0, width: w, height: top)
        view.isHidden = custom != nil || keysStepAside
        view.keysHeight = heights.keys
        view.frame = CGRect(x: 0, y: top, width: w, height: heights.keys + heights.strip)
        custom?.frame = CGRect(x: 0, y: top, width: w, height: inputHeight)
    }

    // MARK: Showing and hiding

    private func makeWindow() -> KeyboardWindow {
        if let window { return window }
        let previous = UIKitEnvironment.current
        environment.makeCurrent()
        let w = KeyboardWindow(frame: environment.screen.bounds)
        previous.makeCurrent()
        host.backgroundColor = nil
        host.isOpaque = false
        w.addSubview(host)
        host.addSubview(view)
        window = w
        return w
    }

    private func show() {
        let w = makeWindow()
        w.frame = environment.screen.bounds
        let begin = frame(shown: false), end = frame(shown: true)
        isShown = true
        UIView.performWithoutAnimation { host.frame = begin; layoutHost(); host.layoutIfNeeded() }
        w.isHidden = false
        let info = userInfo(begin, end)
        post(UIResponder.keyboardWillChangeFrameNotification, info)
        post(UIResponder.keyboardWillShowNotification, info)
        animate({ self.host.frame = end }) { [weak self] in
            guard let self, self.isShown else { return }
            self.post(UIResponder.keyboardDidChangeFrameNotification, info)
            self.post(UIResponder.keyboardDidShowNotification, info)
        }
    }

    private func hide() {
        isShown = false
        typing.stopDeleteRepeat()
        // From where it is (a finger may have pulled it part of the way down).
        let begin = host.frame, end = frame(shown: false)
        let info = userInfo(begin, end)
        post(UIResponder.keyboardWillChangeFrameNotification, info)
        post(UIResponder.keyboardWillHideNotification, info)
        animate({ self.host.frame = end }) { [weak self] in
            guard let self, !self.isShown else { return }
            self.window?.isHidden = true
            self.post(UIResponder.keyboardDidChangeFrameNotification, info)
            self.post(UIResponder.keyboardDidHideNotification, info)
        }
    }

    // MARK: Interactive dismissal

    /// A scroll view's drag (`.interactive`) has a finger at `point` (screen): below the keyboard's
    /// top, the keyboard comes down with it.
    func follow(fingerAt point: CGPoint) {
        guard isShown, let window, !window.isHidden else { return }
        let rest = frame(shown: true)
        let y = min(max(rest.minY, point.y), rest.maxY)
        UIView.performWithoutAnimation { host.frame.origin.y = y; keyboardGuidesFollow() }
    }

    /// The finger lifted: a keyboard pulled down by a third of its height, or flung down, goes;
    /// otherwise it slides back up.
    func release(velocity: CGFloat) {
        guard isShown else { return }
        let rest = frame(shown: true)
        let pulled = host.frame.minY - rest.minY
        guard pulled > 0 else { return }
        if pulled > rest.height / 3 || velocity > 500 {
            // Editing ends; the keyboard leaves from where the finger left it.
            environment.keyWindow?.endEditing(true)
            if isShown { return }
        } else {
            animate({ self.host.frame = rest }) {}
        }
    }

    /// Shown already, but taller or shorter now (another accessory or input view): only the frame
    /// changes, with its pair of notifications.
    private func changeFrame(from begin: CGRect) {
        let end = frame(shown: true)
        let info = userInfo(begin, end)
        post(UIResponder.keyboardWillChangeFrameNotification, info)
        UIView.performWithoutAnimation { layoutHost() }
        animate({ self.host.frame = end }) { [weak self] in
            self?.post(UIResponder.keyboardDidChangeFrameNotification, info)
        }
    }

    /// Views' keyboard layout guides move with the keys, in the same animation.
    private func keyboardGuidesFollow() {
        for w in environment.windows where w !== window {
            guard let e = w.layoutState?.engine, e.refreshKeyboardGuides() else { continue }
            w.layoutIfNeeded()
        }
    }

    private func animate(_ changes: @escaping () -> Void, completion: @escaping () -> Void) {
        UIView.animate(withDuration: KeyboardController.animationDuration, delay: 0,
                       options: [UIView.AnimationOptions(rawValue: UInt(KeyboardController.animationCurve) << 16), .beginFromCurrentState],
                       animations: { changes(); self.keyboardGuidesFollow() }) { _ in completion() }
    }

    private func userInfo(_ begin: CGRect, _ end: CGRect) -> [AnyHashable: Any] {
        [UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
         UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
         UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: KeyboardController.animationDuration),
         UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: KeyboardController.animationCurve),
         UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true)]
    }

    private func post(_ name: Notification.Name, _ info: [AnyHashable: Any]) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: info)
    }

    /// Takes the first responder's accessory and input views, and lays the keys out for its
    /// keyboard type and return key.
    private func configure() {
        let r = environment.firstResponder
        let newAccessory = r?.shownInputAccessoryView, newCustom = r?.shownInputView
        for (old, new) in [(accessory, newAccessory), (custom, newCustom)] where old !== new {
            old?.removeFromSuperview()
            if let new { host.addSubview(new) }
        }
        accessory = newAccessory
        custom = newCustom
        if let input { typing.configure(for: input) }
        if isShown { UIView.performWithoutAnimation { layoutHost() } }
    }

    /// The app's own input view on screen (or its accessory view), for `UIDevice.playInputClick`.
    var visibleInputView: UIView? { isShown ? custom ?? accessory : nil }

    /// The keyboard's frame on screen as it appears now (mid-slide included); nil while it is down.
    var visibleFrame: CGRect? {
        guard let window, !window.isHidden else { return nil }
        return host.layer.presentation()?.frame ?? host.frame
    }

    /// Where the keyboard is going (its model frame, screen coordinates); nil when it is down or going down.
    var restingFrame: CGRect? { isShown && window?.isHidden == false ? host.frame : nil }

    /// The device turned: the keyboard follows the new bottom edge and width.
    func screenChanged() {
        guard let window else { return }
        let begin = host.frame
        window.frame = environment.screen.bounds
        host.frame = frame(shown: isShown)
        layoutHost()
        guard isShown else { return }
        // As on iOS, a keyboard that is up announces its new frame as it shows again in the new size.
        let info = userInfo(begin, host.frame)
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                     UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification] {
            post(name, info)
        }
    }
}
