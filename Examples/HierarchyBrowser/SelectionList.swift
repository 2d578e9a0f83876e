/// The browser's mutable model, as the chapter's `NSMutableArray` of strings and nested mutable arrays:
/// a nested list is shared by reference, so deleting inside it shows in its parent's "N items".
public final class SelectionList {
    public enum Entry {
        case leaf(String)
        case list(SelectionList)

        public var title: String {
            switch self {
            case .leaf(let s): return s
            case .list(let l): return "\(l.items.count) items"
            }
        }

        public var isList: Bool { if case .list = self { return true }; return false }
    }

    public var items: [Entry]

    public init(_ items: [SelectionItem]) {
        self.items = items.map {
            switch $0 {
            case .leaf(let s): return .leaf(s)
            case .list(let inner): return .list(SelectionList(inner))
            }
        }
    }
}
