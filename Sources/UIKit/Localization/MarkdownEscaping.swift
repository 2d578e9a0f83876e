import Foundation

/// Backslash escapes that keep a value's text from being read as Markdown: an interpolated value
/// is text, never markup, in a localized attributed string.
enum MarkdownEscaping {
    static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "~", "^", "&", "!", "(", ")"]

    static func escape(_ text: String) -> String {
        guard text.contains(where: special.contains) else { return text }
        var out = ""
        for c in text {
            if special.contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }
}
