import Foundation

/// A standard accessory of a list cell: a disclosure chevron, a checkmark, an outline disclosure
/// (that turns as its item expands), a delete or insert control, a reorder grip, a label, or a view
/// of the app's own.
public struct UICellAccessory: Sendable {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    /// How an outline disclosure toggles: a header row toggles when tapped anywhere, a cell only
    /// when its chevron is tapped (automatic: a header when the item has children).
    public struct OutlineDisclosureOptions: Sendable {
        public enum Style: Int, Sendable { case automatic, header, cell }
        public var style: Style
        public var tintColor: UIColor?
        public init(style: Style = .automatic, tintColor: UIColor? = nil) {
            self.style = style
            self.tintColor = tintColor
        }
    }

    enum Kind: Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect
        case outlineDisclosure(OutlineDisclosureOptions, (@MainActor @Sendable () -> Void)?)
        case label(String)
    }

    let kind: Kind
    public var displayed: DisplayedState
    /// A tint for the accessory (nil: its own colour).
    public var tintColor: UIColor?

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .disclosureIndicator, displayed: displayed) }
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .checkmark, displayed: displayed) }
    /// A chevron that turns down while its item is expanded; tapping it expands or collapses the item
    /// (or runs `actionHandler` instead).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (@MainActor @Sendable () -> Void)? = nil) -> UICellAccessory {
        .init(kind: .outlineDisclosure(options, actionHandler), displayed: displayed, tintColor: options.tintColor)
    }
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(kind: .delete, displayed: displayed) }
    public static func insert(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(kind: .insert, displayed: displayed) }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(kind: .reorder, displayed: displayed) }
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(kind: .multiselect, displayed: displayed) }
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .label(text), displayed: displayed) }

    init(kind: Kind, displayed: DisplayedState, tintColor: UIColor? = nil) {
        self.kind = kind
        self.displayed = displayed
        self.tintColor = tintColor
    }

    /// Whether it shows in the cell's editing state.
    func shows(editing: Bool) -> Bool {
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// Whether it sits at the leading edge (editing controls, outline disclosure) or the trailing one.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: return true
        default: return false
        }
    }
}
