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
}
