import Foundation
import QuartzCore

/// Where a layout puts one element of a collection view — a cell, a supplementary view or a
/// decoration view — and how it shows: frame, transform, alpha, z order, hidden. Layouts make them
/// (subclasses add their own properties; override `isEqual(_:)` and `copy(with:)` for those) and the
/// collection view applies them to the element's view.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    open var indexPath = IndexPath(item: 0, section: 0)
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; nil for a cell.
    public private(set) var representedElementKind: String?

    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    /// Which dimensions the layout leaves to the element (estimated sizes): the cell measures those.
    var selfSizing: (horizontal: Bool, vertical: Bool) = (false, false)
    /// For a list section's item: the list's look, and whether the item starts or ends its section.
    var listPlacement: ListPlacement?

    /// The element's frame: its size around its centre (before the transform).
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    public required override init() { super.init() }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values (subclasses add theirs, calling super).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes = MainActor.assumeIsolated {
            let c = type(of: self).init()
            c.indexPath = indexPath
            c.representedElementCategory = representedElementCategory
            c.representedElementKind = representedElementKind
            c.center = center
            c.size = size
            c.transform3D = transform3D
            c.alpha = alpha
            c.zIndex = zIndex
            c.isHidden = isHidden
            c.selfSizing = selfSizing
            c.listPlacement = listPlacement
            return c
        }
        return copy
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes, type(of: o) == type(of: self) else { return false }
        return MainActor.assumeIsolated {
            return o.indexPath == indexPath && o.representedElementCategory == representedElementCategory
                && o.representedElementKind == representedElementKind && o.center == center && o.size == size
                && CATransform3DEqualToTransform(o.transform3D, transform3D) && o.alpha == alpha && o.zIndex == zIndex
                && o.isHidden == isHidden && o.listPlacement == listPlacement
        }
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            let f = frame
            let what = representedElementCategory == .cell ? "cell" : "\(representedElementKind ?? "")"
            return "<\(type(of: self)): index path: (\(indexPath)); element kind: (\(what)); frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))>"
        }
    }

    /// Makes the attributes those of a supplementary or decoration view (for attributes made through
    /// a layout's `layoutAttributesClass`, which can only use `init()`).
    func setElement(_ category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
    }

    /// Which element the attributes are for.
    var elementKey: CollectionElementKey {
        CollectionElementKey(category: representedElementCategory, kind: representedElementKind ?? "", indexPath: indexPath)
    }
}

/// Where an item sits in a list section, for its list cell's background, corners and separator.
struct ListPlacement: Equatable {
    /// What a list cell stands for: a row, or (a list cell registered as a supplementary view, as
    /// Apple advises) its section's header or footer.
    enum Element: Equatable { case item, header, footer }
    let appearance: UICollectionLayoutListConfiguration.Appearance
    let showsSeparators: Bool
    let first: Bool
    let last: Bool
    var element = Element.item
}

/// An element of a collection view, as the tiling knows it.
struct CollectionElementKey: Hashable {
    let category: UICollectionView.ElementCategory
    let kind: String
    let indexPath: IndexPath
}
