import Foundation

extension UICollectionView {
    /// A cell class (or nib) and how to configure one of its cells for an item: dequeue with
    /// `dequeueConfiguredReusableCell(using:for:item:)`, no reuse identifier needed.
    @preconcurrency @MainActor public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let identifier = "CellRegistration-\(UUID().uuidString)"
        let nib: UINib?
        let handler: Handler

        public init(handler: @escaping Handler) {
            nib = nil
            self.handler = handler
        }

        public init(cellNib: UINib, handler: @escaping Handler) {
            nib = cellNib
            self.handler = handler
        }
    }

    /// A supplementary view class (or nib) for an element kind, and how to configure one.
    @preconcurrency @MainActor public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let identifier = "SupplementaryRegistration-\(UUID().uuidString)"
        let elementKind: String
        let nib: UINib?
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            nib = nil
            self.handler = handler
        }

        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            nib = supplementaryNib
            self.handler = handler
        }
    }

    /// A cell of the registration's class for the item, configured by its handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        if !registeredCellHandlers.contains(registration.identifier) {
            registeredCellHandlers.insert(registration.identifier)
            if let nib = registration.nib { register(nib, forCellWithReuseIdentifier: registration.identifier) }
            else { register(Cell.self, forCellWithReuseIdentifier: registration.identifier) }
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let typed = cell as? Cell else {
            UIKitRuntime.fail("The cell returned by the registration is not of the registration's class \(Cell.self): \(cell)")
            return Cell(frame: .zero)
        }
        if let item { registration.handler(typed, indexPath, item) }
        return typed
    }

    /// A supplementary view of the registration's class, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        if !registeredCellHandlers.contains(registration.identifier) {
            registeredCellHandlers.insert(registration.identifier)
            if let nib = registration.nib {
                register(nib, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
            } else {
                register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
            }
        }
        let v = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        guard let typed = v as? Supplementary else {
            UIKitRuntime.fail("The view returned by the registration is not of the registration's class \(Supplementary.self): \(v)")
            return Supplementary(frame: .zero)
        }
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}
