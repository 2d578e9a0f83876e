import UIKit

/// Seed 000 from its nib, as the chapter builds it: SecondViewController.xib holds the
/// controller's view with its label and, as a second top-level object, the popover's view with
/// the two text fields wired to the outlets `xx` and `yy`.
///
/// The chapter's "trap" holds here too: a nib's top-level objects are released once it is loaded
/// unless something keeps them. The outlets keep the fields, but only weakly reach the view that
/// holds them (`superview`), so `viewDidLoad` keeps it — the chapter's `[xx.superview retain]`.
@IBConnectable
public final class SecondViewController: UIViewController, UIPopoverControllerDelegate {
    @Outlet public var label: UILabel!
    @Outlet public var xx: UITextField!
    @Outlet public var yy: UITextField!
    /// The popover's view, kept (the chapter's retain); nil when `keepsPopoverView` is false.
    public private(set) var coordinates: UIView?
    /// The popover controller while it is shown.
    public private(set) var popover: UIPopoverController?
    private let keepsPopoverView: Bool

    /// `keepsPopoverView: false` leaves out the chapter's retain, to see the trap.
    public init(keepsPopoverView: Bool = true) {
        self.keepsPopoverView = keepsPopoverView
        super.init(nibName: "SecondViewController", bundle: .module)
        title = "Second"
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        label.text = title
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SecondViewController.tapped))
        if keepsPopoverView { coordinates = xx.superview }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = CGRect(x: 20, y: view.bounds.midY - 40, width: view.bounds.width - 40, height: 80)
    }

    private func tapped(_ tgr: UITapGestureRecognizer) {
        let pt = tgr.location(in: view)
        xx.text = String(format: "x=%g", Double(pt.x))
        yy.text = String(format: "y=%g", Double(pt.y))
        guard let coordinates = xx.superview else { return }
        let vc = UIViewController()
        vc.view = coordinates
        let pc = UIPopoverController(contentViewController: vc)
        pc.delegate = self
        popover = pc
        pc.present(from: CGRect(x: pt.x, y: pt.y, width: 0, height: 0), in: view, permittedArrowDirections: .any, animated: true)
    }

    public func popoverControllerDidDismissPopover(_ poc: UIPopoverController) {
        popover = nil
    }
}
