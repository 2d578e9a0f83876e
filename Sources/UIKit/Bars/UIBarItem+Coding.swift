import Foundation

/// What bar items read from their coder: title, image, tag, enabled and accessibility; a bar button
/// item its style, width and system item; a tab bar item its selected image, badge and system item.
extension UIBarItem {
    func decodeBarItem(from coder: NSCoder) {
        if let t = coder.text("title") { title = t }
        decodeAccessibility(from: coder)
        if let e = coder.flag("enabled") { isEnabled = e }
        if let t = coder.integer("tag") { tag = t }
        if let nib = coder as? any NibCoding {
            if let name = nib.text("image") { image = nib.image(named: name) ?? UIImage(systemName: name) }
            if let name = nib.text("landscapeImage") { landscapeImagePhone = nib.image(named: name) }
        }
    }
}

extension UIBarButtonItem {
    private static let systemItems: [String: SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
        "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
        "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
        "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo]

    func decodeBarButtonItem(from coder: NSCoder) {
        if let s = coder.choice("style", ["plain": Style.plain, "done": .done, "bordered": .plain]) { style = s }
        if let w = coder.number("width") { width = w }
        if let s = coder.choice("systemItem", Self.systemItems) { adoptSystemItem(s) }
        if let c = coder.color("tintColor") { tintColor = c }
    }
}

extension UITabBarItem {
    private static let systemItems: [String: SystemItem] = [
        "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated, "recents": .recents,
        "contacts": .contacts, "history": .history, "bookmarks": .bookmarks, "search": .search, "downloads": .downloads,
        "mostRecent": .mostRecent, "mostViewed": .mostViewed]

    func decodeTabBarItem(from coder: NSCoder) {
        if let nib = coder as? any NibCoding, let name = nib.text("selectedImage") {
            selectedImage = nib.image(named: name) ?? UIImage(systemName: name)
        }
        if let b = coder.text("badgeValue") { badgeValue = b }
        if let s = coder.choice("systemItem", Self.systemItems) { adoptSystemItem(s) }
    }
}
extension UIBarItem: NibDecodable {}
