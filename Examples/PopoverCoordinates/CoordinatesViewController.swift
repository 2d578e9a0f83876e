import UIKit

/// Seed 000 ("Programování pro iOS – 39. UIPopoverController"): a tap anywhere shows the tapped
/// point's coordinates in a popover whose arrow points at the tap. The popover's view is a second
/// view with two text fields, `xx` and `yy`, as the chapter keeps it in SecondViewController.xib.
///
/// The chapter's first attempt lets the popover controller go as soon as it is shown, and the app
/// stops with "-[UIPopoverController dealloc] reached while popover is still visible."; the fix
/// keeps it and releases it in `popoverControllerDidDismissPopover(_:)`. Both are here.
public final class CoordinatesViewController: UIViewController, UIPopoverControllerDelegate {
    public enum Version: Sendable {
        /// The fixed version: the popover controller is kept until it is dismissed.
        case keepsPopover
        /// The first attempt: nothing keeps the popover controller.
        case forgetsPopover
    }

    public let version: Version
    public let label = UILabel()
    /// The popover's view and its two fields (the chapter's outlets).
    public let coordinates = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    public let xx = UITextField(frame: CGRect(x: 20, y: 14, width: 160, height: 31))
    public let yy = UITextField(frame: CGRect(x: 20, y: 55, width: 160, height: 31))
    /// The popover controller while it is shown (the fixed version's "retain").
    public private(set) var popover: UIPopoverController?
    /// The exception's message, when the first attempt meets it.
    public private(set) var failure: String?
    private var previousHandler: ((String) -> Void)?

    public init(version: Version = .keepsPopover) {
        self.version = version
        super.init(nibName: nil, bundle: nil)
        title = version == .keepsPopover ? "Second" : "Second (forgets the popover)"
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = title
        label.textAlignment = .center
        label.numberOfLines = 0
        view.addSubview(label)
        for f in [xx, yy] {
            f.borderStyle = .roundedRect
            coordinates.addSubview(f)
        }
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CoordinatesViewController.tapped))
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = CGRect(x: 20, y: view.bounds.midY - 40, width: view.bounds.width - 40, height: 80)
    }

    // The first attempt ends in UIKit's exception; here it is shown instead of stopping the app.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard version == .forgetsPopover else { return }
        previousHandler = UIKitRuntime.failureHandler
        UIKitRuntime.failureHandler = { [weak self] message in
            self?.failure = message
            self?.label.text = message
            self?.label.textColor = .systemRed
        }
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if version == .forgetsPopover { UIKitRuntime.failureHandler = previousHandler }
    }

    private func tapped(_ tgr: UITapGestureRecognizer) {
        let pt = tgr.location(in: view)
        xx.text = String(format: "x=%g", Double(pt.x))
        yy.text = String(format: "y=%g", Double(pt.y))
        let vc = UIViewController()
        vc.view = coordinates
        let pc = UIPopoverController(contentViewController: vc)
        if version == .keepsPopover {
            pc.delegate = self
            popover = pc
        }
        pc.present(from: CGRect(x: pt.x, y: pt.y, width: 0, height: 0), in: view, permittedArrowDirections: .any, animated: true)
    }

    public func popoverControllerDidDismissPopover(_ poc: UIPopoverController) {
        popover = nil
    }
}
