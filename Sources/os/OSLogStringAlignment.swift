/// Padding of an interpolated value to a number of columns.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leftAligned: Bool

    public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)
    /// Pads on the right, so the value starts at the left.
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, leftAligned: true) }
    /// Pads on the left, so the value ends at the right.
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, leftAligned: false) }

    func apply(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return leftAligned ? text + padding : padding + text
    }
}
