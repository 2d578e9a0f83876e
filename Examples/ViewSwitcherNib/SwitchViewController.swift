import UIKit

/// Seed 002 ("Beginning iOS 5 Development", chapter 6) as the chapter builds it: the screens are in
/// SwitchView.xib, BlueView.xib and YellowView.xib; the toolbar's "Switch Views" button is wired
/// in the nib to `switchViews:` on File's Owner, and the content controllers are made with
/// `init(nibName:bundle:)`. The code version is `ViewSwitcher`; both behave the same.
@IBConnectable
public final class SwitchViewController: UIViewController {
    @Outlet public var toolbar: UIToolbar!
    public private(set) var blueViewController: BlueViewController?
    public private(set) var yellowViewController: YellowViewController?

    public init() { super.init(nibName: "SwitchView", bundle: .module) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override func viewDidLoad() {
        blueViewController = BlueViewController(nibName: "BlueView", bundle: .module)
        view.insertSubview(blueViewController!.view, at: 0)
        super.viewDidLoad()
    }

    @IBAction func switchViews(_ sender: Any) {
        UIView.beginAnimations("View Flip", context: nil)
        UIView.setAnimationDuration(1.25)
        UIView.setAnimationCurve(.easeInOut)
        if yellowViewController?.view.superview == nil {
            if yellowViewController == nil {
                yellowViewController = YellowViewController(nibName: "YellowView", bundle: .module)
            }
            UIView.setAnimationTransition(.flipFromRight, for: view, cache: true)
            blueViewController?.view.removeFromSuperview()
            view.insertSubview(yellowViewController!.view, at: 0)
        } else {
            if blueViewController == nil {
                blueViewController = BlueViewController(nibName: "BlueView", bundle: .module)
            }
            UIView.setAnimationTransition(.flipFromLeft, for: view, cache: true)
            yellowViewController?.view.removeFromSuperview()
            view.insertSubview(blueViewController!.view, at: 0)
        }
        UIView.commitAnimations()
    }

    @available(*, deprecated)
    public override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        if blueViewController?.view.superview == nil {
            blueViewController = nil
        } else {
            yellowViewController = nil
        }
    }
}

/// BlueView.xib's File's Owner: everything it shows is in the nib.
public final class BlueViewController: UIViewController {}

/// YellowView.xib's File's Owner.
public final class YellowViewController: UIViewController {}
