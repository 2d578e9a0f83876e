import Foundation
import Synchronization

/// The `.stringsdict` entries behind the format strings lookups handed out. On iOS the string
/// `NSLocalizedString` returns for a plural key is an `NSString` carrying its entry, which
/// `String.localizedStringWithFormat` then applies; a Swift `String` carries nothing, so the entry
/// is remembered by the format's text, the last lookup of a text winning.
enum PluralFormatMemory {
    private static let entries = Mutex<[String: LocalizedString]>([:])

    static func remember(_ found: LocalizedString) {
        guard found.plural != nil else { return }
        entries.withLock { $0[found.text] = found }
    }

    static func entry(for format: String) -> LocalizedString? {
        guard format.contains("%#@") || format.contains("$#@") else { return nil }
        return entries.withLock { $0[format] }
    }
}
