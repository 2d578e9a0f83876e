import Foundation

extension UICollectionView {
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
