import Foundation

/// What storyboards add to the objects a nib describes: a controller's items and presentation,
/// a table's prototype and static cells, a cell's content view.
extension NibInstantiation {
    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "custom": .custom, "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "popover": .popover,
        "automatic": .automatic, "none": .none]
    static let transitionStyles: [String: UIModalTransitionStyle] = [
        "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve, "partialCurl": .partialCurl]

    func applyController(_ vc: UIViewController, _ e: NibElement) {
        if let t = e["title"] { vc.title = t }
        if let s = e["modalPresentationStyle"].flatMap({ Self.presentationStyles[$0] }) { vc.modalPresentationStyle = s }
        if let s = e["modalTransitionStyle"].flatMap({ Self.transitionStyles[$0] }) { vc.modalTransitionStyle = s }
        if e["definesPresentationContext"] == "YES" { vc.definesPresentationContext = true }
        if e["hidesBottomBarWhenPushed"] == "YES" { vc.hidesBottomBarWhenPushed = true }
        if e["extendedLayoutIncludesOpaqueBars"] == "YES" { vc.extendedLayoutIncludesOpaqueBars = true }
        // "Under Top Bars" and the other boxes unticked: the edges left are the attributes set.
        if let edges = e.child("extendedEdge", key: "edgesForExtendedLayout") {
            let named: [(String, UIRectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
            vc.edgesForExtendedLayout = UIRectEdge(named.filter { edges[$0.0] == "YES" }.map(\.1))
        }
        if let s = e.child("size", key: "preferredContentSize") {
            vc.preferredContentSize = CGSize(width: NibValues.number(s, "width") ?? 0, height: NibValues.number(s, "height") ?? 0)
        }
        if let t = vc as? UITableViewController, e["clearsSelectionOnViewWillAppear"] == "NO" { t.clearsSelectionOnViewWillAppear = false }
        if let n = vc as? UINavigationController {
            if let bar = e.child("navigationBar", key: "navigationBar") {
                if bar["largeTitles"] == "YES" { n.navigationBar.prefersLargeTitles = true }
                applyBar(n.navigationBar, bar)
            }
            if let bar = e.child("toolbar", key: "toolbar") { applyBar(n.toolbar, bar) }
            if e["toolbarHidden"] == "NO" { n.isToolbarHidden = false }
            if e["navigationBarHidden"] == "YES" { n.isNavigationBarHidden = true }
        }
        if let t = vc as? UITabBarController, let bar = e.child("tabBar", key: "tabBar") { applyBar(t.tabBar, bar) }
    }

    /// A controller's navigation item (its own, filled in), tab bar item and toolbar items.
    func buildController(_ vc: UIViewController, _ e: NibElement) {
        if let n = e.child("navigationItem", key: "navigationItem") { fill(vc.navigationItem, n) }
        if let t = e.child("tabBarItem", key: "tabBarItem"), let item = make(t) as? UITabBarItem { vc.tabBarItem = item }
        let items = e.children(of: "toolbarItems").compactMap { make($0) as? UIBarButtonItem }
        if !items.isEmpty { vc.toolbarItems = items }
    }

    /// A table's prototype cells (made on each dequeue) or static cells (made now).
    func buildTable(_ table: UITableView, _ e: NibElement) {
        if let n = NibValues.number(e, "rowHeight"), n > 0 { table.rowHeight = n }
        if let n = NibValues.number(e, "estimatedRowHeight"), n > 0 { table.estimatedRowHeight = n }
        for p in e.children(of: "prototypes") where p.name == "tableViewCell" {
            guard let id = p["reuseIdentifier"] else {
                document.unsupported(p, "a prototype cell without a reuse identifier")
                continue
            }
            if let scene { table.cellMakers[id] = scene.prototype(p) } else { document.unsupported(p, "prototype cells outside a storyboard") }
        }
        guard e["dataMode"] == "static" else { return }
        table.staticSections = e.children(of: "sections").filter { $0.name == "tableViewSection" }.map { s in
            let cells = s.children(of: "cells").filter { $0.name == "tableViewCell" }
            return StaticTableSection(headerTitle: s["headerTitle"], footerTitle: s["footerTitle"],
                                      cells: cells.compactMap { make($0) as? UITableViewCell },
                                      heights: cells.map { NibValues.number($0, "rowHeight").flatMap { $0 > 0 ? $0 : nil } })
        }
    }

    /// A cell's content view is the cell's own; the style's labels (which the cell names by id,
    /// `textLabel="…"`) are the cell's own.
    func decodeCell(_ cell: UITableViewCell, _ e: NibElement) {
        let accessories: [String: UITableViewCell.AccessoryType] = [
            "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
            "checkmark": .checkmark, "detailButton": .detailButton]
        if let a = e["accessoryType"].flatMap({ accessories[$0] }) { cell.accessoryType = a }
        let selections: [String: UITableViewCell.SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]
        if let s = e["selectionStyle"].flatMap({ selections[$0] }) { cell.selectionStyle = s }
        guard let content = e.child("tableViewCellContentView", key: "contentView") else { return }
        if let id = content.id { register(cell.contentView, id: id) }
        for s in content.children(of: "subviews") {
            let own: UIView?? = switch s.id {
            case e["textLabel"]?: .some(cell.textLabel)
            case e["detailTextLabel"]?: .some(cell.detailTextLabel)
            case e["imageView"]?: .some(cell.imageView)
            default: nil
            }
            if let own {
                guard let own, let id = s.id else { continue }
                register(own, id: id)
                apply(own, s)
                own.frame = .zero // the style lays its views out
            } else if let v = make(s) as? UIView {
                cell.contentView.addSubview(v)
            }
        }
        if content.child("constraints") != nil { holdConstraints(cell.contentView, content) }
    }
}
