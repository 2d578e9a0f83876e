import Foundation

/// Registering cell and supplementary view classes or nibs, and dequeueing views from the reuse pools.
extension UICollectionView {
    static func poolKey(_ category: ElementCategory, _ kind: String, _ identifier: String) -> String {
        "\(category.rawValue)|\(kind)|\(identifier)"
    }

    func registerCell(_ cellClass: AnyClass?, _ identifier: String) {
        let key = UICollectionView.poolKey(.cell, "", identifier)
        viewMakers[key] = nil
        cellClasses[key] = cellClass as? UICollectionViewCell.Type
    }

    func registerCell(_ nib: UINib?, _ identifier: String) {
        let key = UICollectionView.poolKey(.cell, "", identifier)
        cellClasses[key] = nil
        viewMakers[key] = nib.map { nib in { UICollectionView.instantiate(nib, identifier: identifier, cell: true) } }
    }

    func registerSupplementary(_ viewClass: AnyClass?, _ elementKind: String, _ identifier: String) {
        let key = UICollectionView.poolKey(.supplementaryView, elementKind, identifier)
        viewMakers[key] = nil
        supplementaryClasses[key] = viewClass as? UICollectionReusableView.Type
    }

    func registerSupplementary(_ nib: UINib?, _ kind: String, _ identifier: String) {
        let key = UICollectionView.poolKey(.supplementaryView, kind, identifier)
        supplementaryClasses[key] = nil
        viewMakers[key] = nib.map { nib in { UICollectionView.instantiate(nib, identifier: identifier, cell: false) } }
    }

    private static func instantiate(_ nib: UINib, identifier: String, cell: Bool) -> UICollectionReusableView? {
        let top = nib.instantiate(withOwner: nil)
        guard top.count == 1, let view = top.first as? UICollectionReusableView, !cell || view is UICollectionViewCell else {
            UIKitRuntime.fail("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(cell ? "UICollectionViewCell" : "UICollectionReusableView") instance")
            return nil
        }
        return view
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`'s work (the cell a reconfiguration hands back first).
    func dequeueCell(_ identifier: String) -> UICollectionViewCell {
        if let cell = reconfiguring, cell.reuseIdentifier == identifier {
            reconfiguring = nil
            return cell
        }
        let key = UICollectionView.poolKey(.cell, "", identifier)
        if let v = dequeue(key, identifier: identifier) as? UICollectionViewCell { return v }
        UIKitRuntime.fail("could not dequeue a view of kind: \(UICollectionView.cellKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    func dequeueSupplementary(_ elementKind: String, _ identifier: String) -> UICollectionReusableView {
        let key = UICollectionView.poolKey(.supplementaryView, elementKind, identifier)
        if let v = dequeue(key, identifier: identifier) { return v }
        UIKitRuntime.fail("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        let v = UICollectionReusableView(frame: .zero)
        v.reuseIdentifier = identifier
        return v
    }

    private func dequeue(_ key: String, identifier: String) -> UICollectionReusableView? {
        guard let v = pooledOrNew(key, identifier: identifier) else { return nil }
        if let a = attributesBeingDequeued {
            v.collectionView = self
            // The view has its size before the data source configures it (code sizes subviews to
            // `cell.bounds`); where it goes is set as it is placed.
            v.bounds.size = a.size
            v.apply(a)
        }
        return v
    }

    private func pooledOrNew(_ key: String, identifier: String) -> UICollectionReusableView? {
        if var pool = pools[key], let v = pool.popLast() {
            pools[key] = pool
            v.prepareForReuse()
            return v
        }
        let made: UICollectionReusableView?
        if let make = viewMakers[key] {
            made = make()
        } else if let type = cellClasses[key] {
            made = type.init(frame: .zero)
        } else if let type = supplementaryClasses[key] {
            made = type.init(frame: .zero)
        } else {
            return nil
        }
        made?.reuseIdentifier = identifier
        made?.poolKey = key
        return made
    }

    /// A decoration view the layout registered for `kind`.
    func dequeueDecorationView(ofKind kind: String) -> UICollectionReusableView {
        let key = UICollectionView.poolKey(.decorationView, kind, kind)
        if var pool = pools[key], let v = pool.popLast() {
            pools[key] = pool
            v.prepareForReuse()
            return v
        }
        let layout = collectionViewLayout
        let v: UICollectionReusableView
        if let nib = layout.decorationNibs[kind], let made = nib.instantiate(withOwner: nil).first as? UICollectionReusableView {
            v = made
        } else if let type = layout.decorationClasses[kind] {
            v = type.init(frame: .zero)
        } else {
            UIKitRuntime.fail("could not dequeue a decoration view of kind: \(kind) - must register a nib or a class for the kind with the layout")
            v = UICollectionReusableView(frame: .zero)
        }
        v.reuseIdentifier = kind
        v.poolKey = key
        return v
    }

    /// What the data source's default gives for a supplementary element it does not provide.
    func missingSupplementaryView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        UIKitRuntime.fail("the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), \(indexPath)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil")
        return UICollectionReusableView(frame: .zero)
    }
}
