import Foundation
import QuartzCore

/// An item of an orthogonally scrolling section as its `visibleItemsInvalidationHandler` sees it: the
/// handler may change its transform and alpha (a carousel that scales the middle item).
@preconcurrency @MainActor public protocol NSCollectionLayoutVisibleItem: UIDynamicItem {
    var frame: CGRect { get }
    var transform3D: CATransform3D { get set }
    var center: CGPoint { get set }
    var alpha: CGFloat { get set }
    var transform: CGAffineTransform { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var indexPath: IndexPath { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {}
