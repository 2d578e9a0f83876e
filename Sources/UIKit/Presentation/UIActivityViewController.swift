import Foundation

/// The share sheet: the items' services, the app's own activities first. On Linux the sheet itself
/// offers Copy and Save to Files. A sheet rising from the bottom on iPhone, a popover on iPad (which,
/// as on iOS, needs a source view or bar button item).
@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    /// Activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Told, once the sheet has gone, which activity ran (nil: none), whether it completed, and what it returned.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    @available(*, deprecated, message: "Use completionWithItemsHandler")
    open var completionHandler: ((UIActivity.ActivityType?, Bool) -> Void)?
    open var allowsProminentActivity = true

    let activityItems: [Any]
    let applicationActivities: [UIActivity]
    private lazy var transitioner = ActivitySheetTransitioner()
    /// What the completion handler will hear.
    private var result: (type: UIActivity.ActivityType?, completed: Bool, returned: [Any]?) = (nil, false, nil)
    private var told = false

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        if UIScreen.main.profile.idiom == .pad {
            modalPresentationStyle = .popover
        } else {
            modalPresentationStyle = .custom
            transitioningDelegate = transitioner
        }
    }

    public required init?(coder: NSCoder) { fatalError("UIActivityViewController is made in code") }

    open override func loadView() { view = ActivitySheetView(sheet: self) }

    override func missingPopoverSourceMessage(presentedFrom presenter: UIViewController?) -> String? {
        "Your application has presented a UIActivityViewController (\(self)). In its current trait environment, the "
            + "modalPresentationStyle of a UIActivityViewController with this style is UIModalPresentationPopover. "
            + "You must provide location information for this popover through the view controller's popoverPresentationController. "
            + "You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you "
            + "present the view controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
    }

    /// The size a popover gives the sheet.
    open override var preferredContentSize: CGSize {
        get { CGSize(width: 375, height: (viewIfLoaded as? ActivitySheetView)?.fittingHeight ?? 420) }
        set { super.preferredContentSize = newValue }
    }

    // MARK: Items and activities

    /// The items as they stand before a choice (item sources give their placeholders).
    var placeholderItems: [Any] {
        activityItems.map { ($0 as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
    }

    /// The items for `type` (item sources and providers make theirs now).
    func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    /// The subject an item source gives for the activity running (a saved file's name).
    func subject(for item: Any) -> String {
        for case let source as UIActivityItemSource in activityItems {
            let s = source.activityViewController(self, subjectForActivityType: result.type)
            if !s.isEmpty { return s }
        }
        return ""
    }

    /// What the sheet offers: the app's activities, then Copy and Save to Files, less those excluded
    /// and those that cannot act on the items.
    private(set) lazy var activities: [UIActivity] = {
        let excluded = Set(excludedActivityTypes ?? [])
        let placeholders = placeholderItems
        return (applicationActivities + [CopyActivity(), SaveToFilesActivity()]).filter { a in
            !(a.activityType.map(excluded.contains) ?? false) && a.canPerform(withActivityItems: placeholders)
        }
    }()

    /// The user chose `activity`.
    func choose(_ activity: UIActivity) {
        activity.sheet = self
        result.type = activity.activityType
        activity.prepare(withActivityItems: items(for: activity.activityType))
        if let vc = activity.activityViewController {
            present(vc, animated: true)
        } else {
            activity.perform()
        }
    }

    /// An activity called `activityDidFinish`: the sheet (and anything it presented) goes.
    func activityFinished(_ activity: UIActivity, completed: Bool) {
        result = (activity.activityType, completed, (activity as? SaveToFilesActivity).map { $0.written })
        activity.sheet = nil
        (presentingViewController ?? self).dismiss(animated: true)
    }

    /// The close button, or a tap outside.
    func cancel() {
        result = (nil, false, nil)
        dismiss(animated: true)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed || presentingViewController == nil, !told else { return }
        told = true
        completionWithItemsHandler?(result.type, result.completed, result.returned, nil)
    }
}
