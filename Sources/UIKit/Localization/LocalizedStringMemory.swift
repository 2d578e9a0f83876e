import Foundation
import Synchronization

/// The `.stringsdict` entries behind the strings lookups handed out. On iOS the string
/// `NSLocalizedString` returns for a plural or width-variant key is an `NSString` carrying its
/// entry, which `String.localizedStringWithFormat` and `variantFittingPresentationWidth(_:)` then
/// use; a Swift `String` carries nothing, so the entry is remembered by the text handed out, the
/// last lookup of a text winning.
enum LocalizedStringMemory {
    private static let entries = Mutex<[String: LocalizedString]>([:])

    static func remember(_ found: LocalizedString) {
        guard found.plural != nil || found.widths != nil else { return }
        entries.withLock { $0[found.text] = found }
    }

    /// The plural entry behind a format (`%#@apples@`).
    static func entry(for format: String) -> LocalizedString? {
        guard format.contains("%#@") || format.contains("$#@") else { return nil }
        return entries.withLock { $0[format] }.flatMap { $0.plural == nil ? nil : $0 }
    }

    /// The width variants behind a text.
    static func widths(for text: String) -> WidthVariants? {
        entries.withLock { $0[text]?.widths }
    }
}
