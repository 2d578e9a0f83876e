import Foundation

/// What a table view reads from its coder: separators, selection, row heights, index colours; from
/// a storyboard also its prototype cells (made on each dequeue) or static cells (made now).
extension UITableView {
    static let styleNames: [String: Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]
    private static let separatorNames: [String: UITableViewCell.SeparatorStyle] = [
        "default": .singleLine, "singleLine": .singleLine, "none": .none, "singleLineEtched": .singleLine]

    func decodeTableView(from coder: NSCoder) {
        if let s = coder.choice("separatorStyle", Self.separatorNames) { separatorStyle = s }
        if let c = coder.color("separatorColor") { separatorColor = c }
        if let i = coder.geometry("separatorInset") { separatorInset = NSCoder.uiEdgeInsets(for: i) }
        if let v = coder.flag("allowsSelection") { allowsSelection = v }
        if let v = coder.flag("allowsMultipleSelection") { allowsMultipleSelection = v }
        if let v = coder.flag("allowsSelectionDuringEditing") { allowsSelectionDuringEditing = v }
        if let v = coder.flag("allowsMultipleSelectionDuringEditing") { allowsMultipleSelectionDuringEditing = v }
        // -1 is Interface Builder's "Automatic".
        if let n = coder.number("rowHeight"), n > 0 { rowHeight = n }
        if let n = coder.number("estimatedRowHeight"), n > 0 { estimatedRowHeight = n }
        // A plain table's section heights from Interface Builder (22 points in older files) are the
        // table's, as iOS reads them; a delegate's heights win over them. Grouped styles keep their
        // automatic heights: Xcode writes its default there whether or not Automatic is ticked.
        if style == .plain {
            if let n = coder.number("sectionHeaderHeight"), n >= 0 { sectionHeaderHeight = n }
            if let n = coder.number("sectionFooterHeight"), n >= 0 { sectionFooterHeight = n }
        } else if let nib = coder as? any NibCoding {
            nib.noteRead("sectionHeaderHeight")
            nib.noteRead("sectionFooterHeight")
        }
        if let c = coder.color("sectionIndexColor") { sectionIndexColor = c }
        if let c = coder.color("sectionIndexBackgroundColor") { sectionIndexBackgroundColor = c }
        if let c = coder.color("sectionIndexTrackingBackgroundColor") { sectionIndexTrackingBackgroundColor = c }
        if let f = coder.flag("cellLayoutMarginsFollowReadableWidth") { cellLayoutMarginsFollowReadableWidth = f }
        if let nib = coder as? any NibCoding { decodeCells(from: nib) }
    }

    private func decodeCells(from nib: any NibCoding) {
        for p in nib.children(of: "prototypes") where p.name == "tableViewCell" {
            guard let id = p["reuseIdentifier"] else {
                nib.reportUnsupported(p, "a prototype cell without a reuse identifier")
                continue
            }
            if let make = nib.prototype(p) { cellMakers[id] = { make() as? UITableViewCell } } else {
                nib.reportUnsupported(p, "prototype cells outside a storyboard")
            }
        }
        guard nib.text("dataMode") == "static" else { return }
        staticSections = nib.children(of: "sections").filter { $0.name == "tableViewSection" }.map { s in
            let cells = s.children(of: "cells").filter { $0.name == "tableViewCell" }
            return StaticTableSection(headerTitle: s["headerTitle"], footerTitle: s["footerTitle"],
                                      cells: cells.compactMap { nib.make($0) as? UITableViewCell },
                                      heights: cells.map { $0.number("rowHeight").flatMap { $0 > 0 ? $0 : nil } })
        }
    }

    func encodeTableView(with coder: NSCoder) {
        coder.encode(style, in: Self.styleNames, forKey: "style")
        coder.encode(Double(rowHeight), forKey: "rowHeight")
        coder.encode(Double(estimatedRowHeight), forKey: "estimatedRowHeight")
        coder.encode(allowsSelection, forKey: "allowsSelection")
        coder.encode(allowsMultipleSelection, forKey: "allowsMultipleSelection")
    }
}
