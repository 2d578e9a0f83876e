import Foundation

/// What a table cell reads from its coder: accessory, selection style, indentation; from a nib its
/// content view (the cell's own, so its subviews and constraints move there) and the style's labels
/// and image view, which the cell names by id (`textLabel="…"`).
extension UITableViewCell {
    static let styleNames: [String: CellStyle] = ["IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
                                                  "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle]
    private static let accessoryNames: [String: AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton]
    private static let selectionNames: [String: SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]

    func decodeCell(from coder: NSCoder) {
        if let a = coder.choice("accessoryType", Self.accessoryNames) { accessoryType = a }
        if let a = coder.choice("editingAccessoryType", Self.accessoryNames) { editingAccessoryType = a }
        if let s = coder.choice("selectionStyle", Self.selectionNames) { selectionStyle = s }
        if let i = coder.integer("indentationLevel") { indentationLevel = i }
        if let w = coder.number("indentationWidth") { indentationWidth = w }
        if let i = coder.geometry("separatorInset") { separatorInset = NSCoder.uiEdgeInsets(for: i) }
        // A static cell's height is its table's to read; a cell of its own is sized by its table.
        (coder as? any NibCoding)?.noteRead("rowHeight")
        guard let nib = coder as? any NibCoding, let content = nib.child(key: "contentView") else { return }
        var own: [String: UIView?] = [:]
        for (key, view) in [("textLabel", { self.textLabel as UIView? }), ("detailTextLabel", { self.detailTextLabel }), ("imageView", { self.imageView })] {
            if let id = nib.text(key) { own[id] = view() }
        }
        if let id = content.id { nib.register(contentView, id: id) }
        // The content view's own attributes (a background colour set on it in the file).
        if let coder = nib.nested(key: "contentView") { contentView.decodeAttributes(from: coder) }
        for s in content.children(of: "subviews") {
            guard let id = s.id, let mine = own[id] else {
                if let v = nib.make(s) as? UIView { contentView.addSubview(v) }
                continue
            }
            guard let mine else { continue }
            nib.register(mine, id: id)
            nib.decode(mine, from: s, structure: false)
            mine.frame = .zero // the style lays its views out
        }
        if content.child("constraints") != nil { nib.holdConstraints(of: contentView, content) }
    }
}
