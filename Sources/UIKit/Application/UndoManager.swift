import Foundation

/// Foundation's undo manager, which Foundation on Linux does not have: a stack of undo groups, each
/// a list of actions registered by closure, replayed in reverse. Actions registered while undoing
/// become the redo group, and while redoing the next undo group, as in Foundation. Each top-level
/// registration outside an explicit group is a group of its own (`groupsByEvent`: every event here
/// is handled in one call, so an event's registrations are wrapped by the code that makes them).
@preconcurrency @MainActor open class UndoManager: NSObject {
    private struct Action {
        weak var target: AnyObject?
        let run: (AnyObject) -> Void
    }
    private struct Group {
        var actions: [Action] = []
        var name = ""
        var serial = 0
    }
    private var serials = 0

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var open: [Group] = []
    private var disabled = 0

    open private(set) var isUndoing = false
    open private(set) var isRedoing = false
    /// Whether a registration outside any group opens one by itself (default true).
    open var groupsByEvent = true
    /// How many groups are kept; 0 is no limit.
    open var levelsOfUndo = 0 { didSet { trim() } }
    open var groupingLevel: Int { open.count }
    open var canUndo: Bool { !undoStack.isEmpty || open.contains { !$0.actions.isEmpty } }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }

    public override init() { super.init() }

    /// Registers `handler`, called with `target` when this change is undone (or redone).
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard disabled == 0 else { return }
        let action = Action(target: target) { handler($0 as! TargetType) }
        if open.isEmpty {
            // A registration on its own is its own group.
            beginUndoGrouping()
            open[open.count - 1].actions.append(action)
            endUndoGrouping()
        } else {
            open[open.count - 1].actions.append(action)
        }
    }

    open func beginUndoGrouping() {
        serials += 1
        open.append(Group(serial: serials))
        NotificationCenter.default.post(name: .NSUndoManagerDidOpenUndoGroup, object: self)
    }

    open func endUndoGrouping() {
        guard let group = open.popLast() else {
            UIKitRuntime.fail("-[NSUndoManager endUndoGrouping]: endUndoGrouping called with no matching begin")
            return
        }
        NotificationCenter.default.post(name: .NSUndoManagerWillCloseUndoGroup, object: self)
        guard !group.actions.isEmpty else { return }
        if !open.isEmpty {
            // A nested group becomes part of the one around it.
            open[open.count - 1].actions += group.actions
            if open[open.count - 1].name.isEmpty { open[open.count - 1].name = group.name }
        } else if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            if !isRedoing { redoStack.removeAll() }
            trim()
        }
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
    }

    /// Undoes the last group; what it registers becomes the redo.
    open func undo() {
        if !open.isEmpty {
            guard open.count == 1 else {
                UIKitRuntime.fail("-[NSUndoManager undo]: undo was called with too many nested undo groups")
                return
            }
            endUndoGrouping()
        }
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
        isUndoing = true
        replay(group)
        isUndoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    /// Redoes the last undone group; what it registers becomes the next undo.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
        isRedoing = true
        replay(group)
        isRedoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    private func replay(_ group: Group) {
        beginUndoGrouping()
        open[open.count - 1].name = group.name
        for action in group.actions.reversed() {
            if let t = action.target { action.run(t) }
        }
        endUndoGrouping()
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        open.removeAll()
    }

    /// Forgets every action aimed at `target`.
    open func removeAllActions(withTarget target: AnyObject) {
        func strip(_ groups: inout [Group]) {
            for i in groups.indices { groups[i].actions.removeAll { $0.target === target || $0.target == nil } }
            groups.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack)
        strip(&redoStack)
    }

    open func disableUndoRegistration() { disabled += 1 }
    open func enableUndoRegistration() {
        guard disabled > 0 else {
            UIKitRuntime.fail("-[NSUndoManager enableUndoRegistration]: enableUndoRegistration may only be invoked with matching call to disableUndoRegistration")
            return
        }
        disabled -= 1
    }

    /// Names the group being registered (shown as "Undo <name>").
    open func setActionName(_ actionName: String) {
        if !open.isEmpty { open[open.count - 1].name = actionName } else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }

    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }

    /// Which group is on top of the undo stack: typing goes on growing its own group while it stays there.
    var topUndoSerial: Int? { undoStack.last?.serial }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}

extension NSNotification.Name {
    public static let NSUndoManagerCheckpoint = NSNotification.Name("NSUndoManagerCheckpointNotification")
    public static let NSUndoManagerWillUndoChange = NSNotification.Name("NSUndoManagerWillUndoChangeNotification")
    public static let NSUndoManagerWillRedoChange = NSNotification.Name("NSUndoManagerWillRedoChangeNotification")
    public static let NSUndoManagerDidUndoChange = NSNotification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerDidRedoChange = NSNotification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let NSUndoManagerDidOpenUndoGroup = NSNotification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public static let NSUndoManagerWillCloseUndoGroup = NSNotification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    public static let NSUndoManagerDidCloseUndoGroup = NSNotification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
