import Foundation

/// A button in a navigation bar or toolbar: a title, an image, a system item or a custom view.
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use UIBarButtonItem.Style.plain")
        case bordered = 1
        case done = 2
    }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    open var style: Style = .plain { didSet { changed() } }
    open var width: CGFloat = 0 { didSet { changed() } }
    open var customView: UIView? { didSet { changed() } }
    /// The view showing this item in a bar (a popover's arrow points at it).
    weak var shownView: UIView?
    open var tintColor: UIColor? { didSet { changed(); appearanceDidSet(\UIBarButtonItem.tintColor) } }
    open var primaryAction: UIAction?
    /// A menu shown when the item is tapped (and has no primary action), as since iOS 14.
    open var menu: UIMenu?
    open var possibleTitles: Set<String>?
    /// Background images by state, style and bar metrics ("state/style/metrics"; style -1 for any).
    private var backgroundImages: [String: UIImage] = [:]
    public private(set) var systemItem: SystemItem?
    private var targetAction: TargetAction<UIBarButtonItem>?
    /// A target set before its action (iOS apps set `target`, then `action`).
    private weak var pendingTarget: AnyObject?

    /// The object the action is sent to (nil: up the responder chain), as iOS exposes it.
    open var target: AnyObject? {
        get { targetAction?.target ?? pendingTarget }
        set {
            pendingTarget = newValue
            if let selector = targetAction?.selector { targetAction = Self.targetAction(newValue, selector) }
        }
    }

    /// The action sent: a selector made from a method reference (`Selector(Controller.tap)`) or an
    /// `@IBAction`'s Objective-C name.
    open var action: Selector? {
        get { targetAction?.selector }
        set { targetAction = newValue.map { Self.targetAction(target, $0) } }
    }

    private static func targetAction(_ target: AnyObject?, _ selector: Selector) -> TargetAction<UIBarButtonItem> {
        TargetAction(target: target, selector: selector) { receiver, sender in
            if let invoke = selector.invoke, selector.isImplemented?(receiver) == true {
                invoke(receiver, sender)
                return true
            }
            return (receiver as? NibConnectable)?.nibAction(selector.name)?(sender) ?? false
        }
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        decodeBarButtonItem(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeBarButtonItem(from: coder)
    }

    /// `UIBarButtonItem(title: "Switch Views", style: .plain, target: self, action: Controller.switchViews)`.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T?,
                                          action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init(); self.title = title; self.style = style; self.targetAction = TargetAction(target, action)
    }

    public convenience init<T: AnyObject>(title: String?, style: Style, target: T?, action: @escaping (T) -> () -> Void) {
        self.init(); self.title = title; self.style = style; self.targetAction = TargetAction(target, action)
    }

    public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.init(); self.title = title; self.style = style
    }

    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: T?,
                                          action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init(); self.image = image; self.style = style; self.targetAction = TargetAction(target, action)
    }

    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: T?, action: @escaping (T) -> () -> Void) {
        self.init(); self.image = image; self.style = style; self.targetAction = TargetAction(target, action)
    }

    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Never?) {
        self.init(); self.image = image; self.style = style
    }

    /// A system item; `.flexibleSpace` and `.fixedSpace` take `target: nil, action: nil`.
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T?,
                                          action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init(); setSystem(systemItem); self.targetAction = TargetAction(target, action)
    }

    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T?,
                                          action: @escaping (T) -> () -> Void) {
        self.init(); setSystem(systemItem); self.targetAction = TargetAction(target, action)
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.init(); setSystem(systemItem)
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(); setSystem(systemItem); self.primaryAction = primaryAction
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(); self.title = title ?? primaryAction?.title; self.image = image; self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu?) {
        self.init(systemItem: systemItem, primaryAction: primaryAction)
        self.menu = menu
    }

    public convenience init(customView: UIView) {
        self.init(); self.customView = customView
    }

    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }

    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// iOS shows these system items as words; the others as glyphs.
    /// An action Interface Builder connected (by selector, or a segue it triggers).
    func setNibAction(_ action: TargetAction<UIBarButtonItem>) { targetAction = action }

    /// The system item a nib names (its title or glyph).
    func adoptSystemItem(_ item: SystemItem) { setSystem(item) }

    private func setSystem(_ item: SystemItem) {
        systemItem = item
        switch item {
        case .done: title = "Done"; style = .done
        case .cancel: title = "Cancel"
        case .edit: title = "Edit"
        case .save: title = "Save"; style = .done
        case .undo: title = "Undo"
        case .redo: title = "Redo"
        default: break
        }
        accessibilityLabel = BarGlyph.accessibilityLabel(for: item)
    }

    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
    var hasGlyph: Bool { systemItem.map { BarGlyph.draws($0) } ?? false }

    /// What a tap does: the target's action, then the primary action — or, with neither, the menu.
    func trigger(from view: UIView) {
        guard isEnabled else { return }
        if let menu, targetAction == nil, primaryAction == nil {
            MenuView.present(menu, from: view, sender: self)
            return
        }
        targetAction?.send(from: self, in: view)
        primaryAction?.perform(sender: self)
    }

    // MARK: Background images

    /// An image stretched behind the item (a resizable image keeps its caps), for the state and metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages["\(state.rawValue)/-1/\(barMetrics.rawValue)"] = backgroundImage
        changed()
    }

    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue)/-1/\(barMetrics.rawValue)"]
    }

    /// The same for items of one style only (`.done` items may look different).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        backgroundImages["\(state.rawValue)/\(style.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
        changed()
    }

    open func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue)/\(style.rawValue)/\(barMetrics.rawValue)"]
    }

    /// The background shown for a state: the style's own, else any style's, else the normal state's.
    func shownBackgroundImage(for state: UIControl.State) -> UIImage? {
        for st in [state, .normal] {
            if let i = backgroundImage(for: st, style: style, barMetrics: .default) ?? backgroundImage(for: st, barMetrics: .default) { return i }
        }
        return nil
    }
}
