import UIKit

/// The prototype cell: a rounded swatch and the crayon's name.
@IBConnectable
public final class CrayonCell: UICollectionViewCell {
    @Outlet public var swatchView: UIView!
    @Outlet public var nameLabel: UILabel!

    /// A pressed crayon dims, as the cell's highlight.
    public override var isHighlighted: Bool {
        didSet { swatchView?.alpha = isHighlighted ? 0.5 : 1 }
    }
}
