import Foundation

/// One line of a menu panel, flattened from the menu's tree: inline groups become runs of rows
/// between separators, a nested menu is one row that opens it, a deferred element still loading
/// is a loading row.
@MainActor enum MenuRow {
    case action(UIAction)
    case submenu(UIMenu)
    case loading(UIDeferredMenuElement)
    case separator

    /// The rows of `menu`'s children, starting any deferred elements' loading (`loaded` is called
    /// when one's items arrive).
    static func rows(of elements: [UIMenuElement], loaded: @escaping @MainActor () -> Void) -> [MenuRow] {
        var out: [MenuRow] = []
        func separate() { if let last = out.last, !last.isSeparator { out.append(.separator) } }
        for e in elements {
            switch e {
            case let a as UIAction:
                if !a.attributes.contains(.hidden) { out.append(.action(a)) }
            case let m as UIMenu where m.options.contains(.displayInline):
                separate()
                out += rows(of: m.children, loaded: loaded)
                separate()
            case let m as UIMenu:
                out.append(.submenu(m))
            case let d as UIDeferredMenuElement:
                if let items = d.loaded {
                    out += rows(of: items, loaded: loaded)
                } else {
                    out.append(.loading(d))
                    d.load(then: loaded)
                    if let items = d.loaded { out.removeLast(); out += rows(of: items, loaded: loaded) }
                }
            default: break
            }
        }
        if out.last?.isSeparator == true { out.removeLast() }
        return out
    }

    var isSeparator: Bool { if case .separator = self { return true } else { return false } }
}
