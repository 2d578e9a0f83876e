import Foundation

/// What changed between two versions of a list, as row index paths of one section.
public struct RowDiff: Equatable {
    public var deletions: [IndexPath]
    public var insertions: [IndexPath]
    public var moves: [(from: IndexPath, to: IndexPath)]

    public init<T: Hashable>(from old: [T], to new: [T], section: Int = 0) {
        let changes = new.difference(from: old).inferringMoves()
        var deletions: [IndexPath] = [], insertions: [IndexPath] = [], moves: [(IndexPath, IndexPath)] = []
        for change in changes {
            switch change {
            case let .remove(offset, _, move):
                if move == nil { deletions.append(IndexPath(row: offset, section: section)) }
            case let .insert(offset, _, move):
                if let from = move { moves.append((IndexPath(row: from, section: section), IndexPath(row: offset, section: section))) }
                else { insertions.append(IndexPath(row: offset, section: section)) }
            }
        }
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
    }

    public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty }

    public static func == (a: RowDiff, b: RowDiff) -> Bool {
        a.deletions == b.deletions && a.insertions == b.insertions
            && a.moves.map(\.from) == b.moves.map(\.from) && a.moves.map(\.to) == b.moves.map(\.to)
    }
}
