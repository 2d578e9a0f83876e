import UIKit

/// How many crayons a box holds.
@IBConnectable
public final class CrayonFooterView: UICollectionReusableView {
    @Outlet public var countLabel: UILabel!
}
