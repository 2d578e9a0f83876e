import Foundation

extension NSDiffableDataSourceSectionSnapshot {
    /// The snapshot as an indented outline, one item a line (for debugging, as iOS prints it):
    /// `+` before an expanded parent, `-` before a collapsed one.
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: \(items.count) items>"]
        for item in items {
            let hasChildren = items.contains { parent(of: $0) == item }
            let mark = hasChildren ? (isExpanded(item) ? "+ " : "- ") : "  "
            lines.append(String(repeating: "  ", count: level(of: item)) + mark + String(describing: item))
        }
        return lines.joined(separator: "\n")
    }
}
