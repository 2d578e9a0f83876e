import Foundation

/// One undoable text edit: at `location`, `removed` was replaced by `inserted`. Typing keeps
/// growing the same record while the caret stays at its end, so one undo takes back a run of
/// typing (or of deleting), as on iOS.
@MainActor final class TextUndoRecord {
    enum Kind { case typing, deleting, other }
    var location: Int
    var removed: String
    var inserted: String
    let kind: Kind
    var serial: Int?

    init(location: Int, removed: String, inserted: String, kind: Kind) {
        self.location = location
        self.removed = removed
        self.inserted = inserted
        self.kind = kind
    }

    /// Takes in the next edit when it continues this run; false when it starts a new one.
    func absorb(_ range: NSRange, removed gone: String, inserted string: String, kind: Kind) -> Bool {
        let end = location + inserted.utf16.count
        switch (self.kind, kind) {
        case (.typing, .typing) where range.length == 0 && range.location == end:
            inserted += string
        case (.deleting, .deleting) where range.location + range.length == location:
            location = range.location
            removed = gone + removed
        case (.typing, .deleting) where range.location + range.length == end:
            // Deleting what was just typed shortens the run; deleting on past its start takes in what was there.
            if range.location >= location {
                inserted = (inserted as NSString).substring(to: range.location - location)
            } else {
                removed = (gone as NSString).substring(to: location - range.location) + removed
                location = range.location
                inserted = ""
            }
        default:
            return false
        }
        return true
    }
}

/// A text field or view whose edits can be undone through the responder chain's undo manager.
@MainActor protocol TextUndoing: UIResponder {
    var undoRun: TextUndoRecord? { get set }
    var editorText: String { get }
    /// Makes an edit and announces it, without asking the delegate (undo and redo do this).
    func applyEdit(_ range: NSRange, with string: String)
}

extension TextUndoing {
    /// Records an edit that is about to replace `range` with `string`.
    func recordUndo(_ range: NSRange, with string: String, kind: TextUndoRecord.Kind) {
        guard let manager = undoManager, manager.isUndoRegistrationEnabled else { return }
        let gone = (editorText as NSString).substring(with: range)
        if let run = undoRun, run.serial != nil, run.serial == manager.topUndoSerial,
           run.absorb(range, removed: gone, inserted: string, kind: kind) { return }
        let record = TextUndoRecord(location: range.location, removed: gone, inserted: string, kind: kind)
        register(record, in: manager)
        undoRun = record
    }

    private func register(_ record: TextUndoRecord, in manager: UndoManager) {
        manager.registerUndo(withTarget: self) { $0.revert(record, in: manager) }
        manager.setActionName("Typing")
        record.serial = manager.topUndoSerial
    }

    /// Undoes (or redoes) a record and registers its opposite.
    private func revert(_ record: TextUndoRecord, in manager: UndoManager) {
        undoRun = nil
        let range = NSRange(location: record.location, length: record.inserted.utf16.count)
        guard range.location + range.length <= editorText.utf16.count else { return }
        applyEdit(range, with: record.removed)
        let opposite = TextUndoRecord(location: record.location, removed: record.inserted, inserted: record.removed, kind: .other)
        manager.registerUndo(withTarget: self) { $0.revert(opposite, in: manager) }
        manager.setActionName("Typing")
    }

    /// Ends the current typing run (the caret moved elsewhere, editing ended).
    func breakUndoRun() { undoRun = nil }

    /// Forgets every edit of this text (its text was set from code).
    func forgetUndo() {
        undoRun = nil
        undoManager?.removeAllActions(withTarget: self)
    }
}
