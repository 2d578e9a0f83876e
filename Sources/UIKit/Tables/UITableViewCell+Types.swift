import Foundation

extension UITableViewCell {
    /// The four classic layouts of a cell's labels.
    public enum CellStyle: Int, Sendable {
        /// One text label at the leading edge (and an optional image).
        case `default`
        /// The text at the leading edge, the detail in grey at the trailing edge (Settings).
        case value1
        /// A small tinted text label right-aligned in a column, the detail beside it (Contacts).
        case value2
        /// The text with the detail in smaller type under it.
        case subtitle
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The standard controls at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none
        /// A grey chevron: selecting the row shows more.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A tinted checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// What editing does to a row: delete it (red minus), insert one (green plus), or nothing.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The line between cells.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
        @available(*, deprecated, message: "Use singleLine")
        case singleLineEtched
    }

}
