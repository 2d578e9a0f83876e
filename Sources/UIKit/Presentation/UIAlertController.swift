import Foundation

/// An alert (a centred panel of 270 points) or an action sheet (a stack of buttons at the bottom of
/// an iPhone, in a popover on an iPad), as iOS 17 draws them: a blurred translucent panel, hairline
/// separators, the cancel action bold and placed where iOS places it, destructive ones red.
/// An action's handler runs after the alert has animated away.
@preconcurrency @MainActor open class UIAlertController: UIViewController {
    /// VoiceOver's escape (the two-finger Z) cancels the alert when it has a cancel action.
    open override func accessibilityPerformEscape() -> Bool {
        guard let cancel = actions.first(where: { $0.style == .cancel }), chosen == nil else { return false }
        choose(cancel)
        return true
    }

    public enum Style: Int, Sendable {
        case actionSheet = 0, alert
    }

    public let preferredStyle: Style
    /// The message under the title.
    open var message: String? { didSet { content?.reload() } }
    open private(set) var actions: [UIAlertAction] = []
    /// The action drawn bold (and triggered by Return when there are text fields).
    open var preferredAction: UIAlertAction? { didSet { content?.reload() } }
    /// The alert's text fields, in the order added.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
    private var fields: [UITextField] = []

    /// The panel's content, made when the view loads.
    var content: AlertContentView?
    /// The action that ends it, run once the dismissal is over.
    var chosen: UIAlertAction?
    /// Makes the custom presentation (alerts, and action sheets on iPhone).
    private lazy var transitioner = AlertTransitioner()

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil, style: preferredStyle)
        self.title = title
        self.message = message
    }

    private init(nibName: String?, bundle: Bundle?, style: Style) {
        preferredStyle = style
        super.init(nibName: nibName, bundle: bundle)
        configurePresentation()
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        preferredStyle = .alert
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configurePresentation()
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        configurePresentation()
    }

    open override var title: String? { didSet { content?.reload() } }

    /// Alerts and iPhone action sheets present themselves; an iPad action sheet is a popover.
    private func configurePresentation() {
        if preferredStyle == .actionSheet && UIScreen.main.profile.idiom == .pad {
            modalPresentationStyle = .popover
        } else {
            modalPresentationStyle = .custom
            transitioningDelegate = transitioner
        }
    }

    override func missingPopoverSourceMessage(presentedFrom presenter: UIViewController?) -> String? {
        "Your application has presented a UIAlertController (\(self)) of style UIAlertControllerStyleActionSheet "
            + "from \(String(describing: presenter.map { type(of: $0) } ?? nil)) (\(presenter.map { "\($0)" } ?? "nil")). "
            + "The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. "
            + "You must provide location information for this popover through the alert controller's popoverPresentationController. "
            + "You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you "
            + "present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
    }

    /// Adds an action; a second cancel action is UIKit's exception.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIKitRuntime.fail("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actions.append(action)
        content?.reload()
    }

    /// Adds a text field to an alert (an action sheet cannot have one: UIKit's exception).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitRuntime.fail("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let f = AlertTextField()
        fields.append(f)
        configurationHandler?(f)
        content?.reload()
    }

    open override func loadView() {
        let c = AlertContentView(alert: self)
        content = c
        view = c
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        content?.reload()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The first text field takes the keyboard, as iOS does.
        fields.first?.becomeFirstResponder()
    }

    /// The size the panel wants (its presentation controller and a popover use it).
    open override var preferredContentSize: CGSize {
        get { content?.fittingSize ?? super.preferredContentSize }
        set { super.preferredContentSize = newValue }
    }

    /// An action was tapped: the alert goes, then the action's handler runs.
    package func choose(_ action: UIAlertAction) {
        guard action.isEnabled, chosen == nil else { return }
        chosen = action
        view.endEditing(true)
        presentingViewController?.dismiss(animated: true) { [weak self] in
            guard self != nil else { return }
            action.handler?(action)
        }
    }

    /// A tap outside an action sheet (or its popover) cancels it: the cancel action's handler runs.
    func cancelFromOutside() {
        guard preferredStyle == .actionSheet, chosen == nil else { return }
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            choose(cancel)
        } else {
            chosen = UIAlertAction(title: nil, style: .cancel)
            presentingViewController?.dismiss(animated: true)
        }
    }
}
