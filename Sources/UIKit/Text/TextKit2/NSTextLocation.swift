import Foundation

/// A place in TextKit 2's text, ordered against other places of the same content manager.
public protocol NSTextLocation: NSObjectProtocol {
    func compare(_ location: NSTextLocation) -> ComparisonResult
}

/// A content storage's location: a UTF-16 offset into its text storage.
final class TextOffsetLocation: NSObject, NSTextLocation {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }

    func compare(_ location: NSTextLocation) -> ComparisonResult {
        let other = (location as? TextOffsetLocation)?.offset ?? 0
        return offset < other ? .orderedAscending : offset > other ? .orderedDescending : .orderedSame
    }

    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetLocation)?.offset == offset }
    override var hash: Int { offset }
    override var description: String { "\(offset)" }
}

extension NSTextLocation {
    /// The offset of a content storage's location (0 for any other kind).
    var offset: Int { (self as? TextOffsetLocation)?.offset ?? 0 }
}
