import UIKit

/// The yellow content view.
public final class YellowViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .yellow
    }
}
