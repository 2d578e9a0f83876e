import UIKit

/// One crayon: a large swatch, its name and its hex code.
@IBConnectable
public final class CrayonDetailViewController: UIViewController {
    @Outlet public var swatchView: UIView!
    @Outlet public var nameLabel: UILabel!
    @Outlet public var hexLabel: UILabel!
    public var crayon: CrayonBoxViewController.Crayon?

    public override func viewDidLoad() {
        super.viewDidLoad()
        guard let crayon else { return }
        title = crayon.name
        nameLabel.text = crayon.name
        hexLabel.text = String(format: "#%06X", crayon.hex)
        swatchView.backgroundColor = crayon.color
    }
}
