import UIKit

/// A box's name over its crayons.
@IBConnectable
public final class CrayonHeaderView: UICollectionReusableView {
    @Outlet public var titleLabel: UILabel!
}
