import Foundation

/// A stretch of TextKit 2's text, from one location up to (not including) another.
open class NSTextRange: NSObject {
    public let location: NSTextLocation
    public let endLocation: NSTextLocation

    /// Nil when `end` comes before `location`.
    public init?(location: NSTextLocation, end: NSTextLocation?) {
        let end = end ?? location
        guard location.compare(end) != .orderedDescending else { return nil }
        self.location = location
        self.endLocation = end
    }

    public convenience init(location: NSTextLocation) {
        self.init(location: location, end: nil)!
    }

    open var isEmpty: Bool { location.compare(endLocation) == .orderedSame }

    open func contains(_ location: NSTextLocation) -> Bool {
        self.location.compare(location) != .orderedDescending && location.compare(endLocation) == .orderedAscending
    }

    open func contains(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) != .orderedDescending && textRange.endLocation.compare(endLocation) != .orderedDescending
    }

    open func intersects(_ textRange: NSTextRange) -> Bool {
        location.compare(textRange.endLocation) == .orderedAscending && textRange.location.compare(endLocation) == .orderedAscending
    }

    open func intersection(_ textRange: NSTextRange) -> NSTextRange? {
        guard intersects(textRange) else { return nil }
        let start = location.compare(textRange.location) == .orderedDescending ? location : textRange.location
        let end = endLocation.compare(textRange.endLocation) == .orderedAscending ? endLocation : textRange.endLocation
        return NSTextRange(location: start, end: end)
    }

    open func union(_ textRange: NSTextRange) -> NSTextRange {
        let start = location.compare(textRange.location) == .orderedAscending ? location : textRange.location
        let end = endLocation.compare(textRange.endLocation) == .orderedDescending ? endLocation : textRange.endLocation
        return NSTextRange(location: start, end: end)!
    }

    open func isEqual(to textRange: NSTextRange) -> Bool {
        location.compare(textRange.location) == .orderedSame && endLocation.compare(textRange.endLocation) == .orderedSame
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSTextRange).map(isEqual(to:)) ?? false }
    open override var hash: Int { location.offset &* 31 &+ endLocation.offset }

    /// The UTF-16 range, for a content storage's locations.
    var nsRange: NSRange { NSRange(location: location.offset, length: endLocation.offset - location.offset) }

    convenience init(_ range: NSRange) {
        self.init(location: TextOffsetLocation(range.location), end: TextOffsetLocation(NSMaxRange(range)))!
    }
}
