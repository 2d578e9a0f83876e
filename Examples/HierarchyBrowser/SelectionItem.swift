/// What the browser is given to show: a string, or a nested list of items.
public indirect enum SelectionItem: Sendable, Equatable {
    case leaf(String)
    case list([SelectionItem])

    public var title: String {
        switch self {
        case .leaf(let s): return s
        case .list(let items): return "\(items.count) items"
        }
    }
}
