import Foundation

/// How `objc_setAssociatedObject(_:_:_:_:)` keeps a value, as the Objective-C runtime's policies
/// say (the raw values are the runtime's).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// An unretained reference: kept here as a weak one, so it reads `nil` once the value is gone
    /// (on iOS it would dangle).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying`'s), made when it is set.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference, set and read atomically.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy, set and read atomically.
    case OBJC_ASSOCIATION_COPY = 771
}
