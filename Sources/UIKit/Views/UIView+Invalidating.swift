import Foundation

extension UIView {
    /// What a change of an `@Invalidating` property asks the view to do again (iOS 18).
    public struct Invalidation: Sendable, Hashable {
        let kind: Int
        public static let display = Invalidation(kind: 0)
        public static let layout = Invalidation(kind: 1)
        public static let constraints = Invalidation(kind: 2)
        public static let intrinsicContentSize = Invalidation(kind: 3)

        @MainActor func apply(to view: UIView) {
            switch kind {
            case 0: view.setNeedsDisplay()
            case 1: view.setNeedsLayout()
            case 2: view.setNeedsUpdateConstraints()
            default: view.invalidateIntrinsicContentSize()
            }
        }
    }

    /// A view's property whose change (to a different value) invalidates its display, layout,
    /// constraints or intrinsic size: `@Invalidating(.display, .layout) var coolness = Coolness.cool`.
    @propertyWrapper public struct Invalidating<Value: Equatable> {
        private var value: Value
        private let invalidations: [Invalidation]

        public init(wrappedValue: Value, _ invalidations: Invalidation...) {
            value = wrappedValue
            self.invalidations = invalidations
        }

        @MainActor public static subscript<View: UIView>(_enclosingInstance view: View, wrapped wrappedKeyPath: ReferenceWritableKeyPath<View, Value>,
                                                         storage storageKeyPath: ReferenceWritableKeyPath<View, Self>) -> Value {
            get { view[keyPath: storageKeyPath].value }
            set {
                guard view[keyPath: storageKeyPath].value != newValue else { return }
                view[keyPath: storageKeyPath].value = newValue
                for i in view[keyPath: storageKeyPath].invalidations { i.apply(to: view) }
            }
        }

        @available(*, unavailable, message: "@Invalidating is for properties of UIView subclasses")
        public var wrappedValue: Value {
            get { fatalError() }
            set { fatalError() }
        }
    }
}
