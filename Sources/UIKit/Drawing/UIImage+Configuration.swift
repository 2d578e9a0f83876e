import Foundation

extension UIImage {
    /// What an image is drawn for: the traits it resolves against (its display scale, text size and
    /// appearance). `SymbolConfiguration` adds a symbol's size, weight, scale and colours.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// The traits the image resolves against; nil: the environment's.
        open internal(set) var traitCollection: UITraitCollection?

        public override init() { super.init() }

        /// A copy of `other` (each subclass copies what it adds).
        public required init(copying other: Configuration) {
            traitCollection = other.traitCollection
            super.init()
        }

        /// A copy with `traitCollection` in place of this configuration's traits.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = cloned()
            copy.traitCollection = traitCollection
            return copy
        }

        /// This configuration with `otherConfiguration`'s specified values in place of its own;
        /// their traits are merged, the other's winning.
        open func applying(_ otherConfiguration: Configuration?) -> Self {
            let copy = cloned()
            guard let other = otherConfiguration else { return copy }
            copy.merge(other)
            return copy
        }

        /// Takes `other`'s specified values (subclasses add theirs).
        func merge(_ other: Configuration) {
            switch (traitCollection, other.traitCollection) {
            case (let mine?, let theirs?): traitCollection = UITraitCollection(traitsFrom: [mine, theirs])
            case (nil, let theirs?): traitCollection = theirs
            default: break
            }
        }

        func cloned() -> Self { type(of: self).init(copying: self) }

        open func copy(with zone: NSZone? = nil) -> Any { cloned() }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? Configuration, type(of: other) == type(of: self) else { return false }
            return traitCollection == other.traitCollection
        }

        open override var hash: Int { traitCollection?.hash ?? 0 }
    }
}
