import UIKit

/// "Beginning iOS 5 Development", chapter 6: a root controller with a toolbar at the bottom whose
/// "Switch Views" button swaps a blue and a yellow content view. The yellow controller is made only
/// when first needed, and a memory warning releases whichever controller is hidden.
public final class SwitchViewController: UIViewController {
    public private(set) var blueViewController: BlueViewController?
    public private(set) var yellowViewController: YellowViewController?
    public let toolbar = UIToolbar()

    public override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .white
        toolbar.setItems([UIBarButtonItem(title: "Switch Views", style: .plain, target: self,
                                          action: SwitchViewController.switchViews)], animated: false)
        view.addSubview(toolbar)
    }

    // The chapter's initWithNibName:@"BlueView" loads BlueView.xib; this version's controllers make
    // their views in code, so they are made with no nib (ViewSwitcherNib is the version with nibs).
    public override func viewDidLoad() {
        blueViewController = BlueViewController()
        view.insertSubview(blueViewController!.view, at: 0)
        super.viewDidLoad()
    }

    public override func viewDidLayoutSubviews() {
        let bottom = view.safeAreaInsets.bottom
        toolbar.frame = CGRect(x: 0, y: view.bounds.height - bottom - UIToolbar.height,
                               width: view.bounds.width, height: UIToolbar.height)
        for content in [blueViewController?.viewIfLoaded, yellowViewController?.viewIfLoaded] {
            content?.frame = view.bounds
        }
    }

    /// The toolbar button's action. As the book's later editions do, the switch flips the whole
    /// screen over in 1.25 s: from the right to the yellow view, from the left back to the blue.
    public func switchViews(_ sender: UIBarButtonItem) {
        UIView.beginAnimations("View Flip", context: nil)
        UIView.setAnimationDuration(1.25)
        UIView.setAnimationCurve(.easeInOut)
        if yellowViewController?.view.superview == nil {
            if yellowViewController == nil {
                yellowViewController = YellowViewController()
            }
            UIView.setAnimationTransition(.flipFromRight, for: view, cache: true)
            blueViewController?.view.removeFromSuperview()
            view.insertSubview(yellowViewController!.view, at: 0)
        } else {
            if blueViewController == nil {
                blueViewController = BlueViewController()
            }
            UIView.setAnimationTransition(.flipFromLeft, for: view, cache: true)
            yellowViewController?.view.removeFromSuperview()
            view.insertSubview(blueViewController!.view, at: 0)
        }
        UIView.commitAnimations()
        view.setNeedsLayout()
    }

    @available(*, deprecated)
    public override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Release whichever controller is not being shown; it is made again when needed.
        if blueViewController?.view.superview == nil {
            blueViewController = nil
        } else {
            yellowViewController = nil
        }
    }
}
