import Foundation
import QuartzCore

/// The on-screen keyboard's typing state machine: which plane of keys shows, shift (tapped, locked
/// by a double tap, engaged by itself where the input's capitalization wants a capital), delete
/// repeating while held, the return key enabled as the input asks. Keys type into the first
/// responder through `UIKeyInput`, as a hardware keyboard does.
@MainActor final class KeyboardTyping {
    enum ShiftState { case off, on, locked }

    private unowned let environment: UIKitEnvironment
    private let view: KeyboardView
    private(set) var plane: KeyboardPlane = .letters
    private(set) var shift: ShiftState = .off
    private var lastShiftTap: CFTimeInterval = -10
    private var deleteRepeat: Int?
    /// The traits the keys were laid out for.
    private var traits: (type: UIKeyboardType, ret: UIReturnKeyType)?

    /// How long delete is held before it repeats, and how fast it then repeats.
    static let repeatDelay: TimeInterval = 0.5, repeatInterval: TimeInterval = 0.1
    /// Two taps on shift within this lock capitals.
    static let capsLockInterval: TimeInterval = 0.35

    init(environment: UIKitEnvironment, view: KeyboardView) {
        self.environment = environment
        self.view = view
    }

    private var input: UIKeyInput? { environment.firstResponder as? UIKeyInput }

    /// Lays the keys out for `input`'s keyboard type and return key (a new type starts on its first plane).
    func configure(for input: UIKeyInput) {
        let t = (input.keyboardType, input.returnKeyType)
        if traits.map({ $0.type != t.0 || $0.ret != t.1 }) ?? true {
            traits = t
            plane = KeyboardLayout.firstPlane(for: t.0, tablet: isTablet)
        }
        relayKeys()
    }

    private func relayKeys() {
        let (type, ret) = traits ?? (.default, .default)
        view.isTablet = isTablet
        view.show(isTablet ? KeyboardLayout.tabletRows(plane, returnTitle: ret.title, keyboardType: type)
                           : KeyboardLayout.rows(plane, returnTitle: ret.title, keyboardType: type))
        let pad = [.numberPad, .phonePad, .decimalPad].contains(plane)
        for k in view.keyViews {
            k.isCapless = pad && (k.key.action == .delete || k.key.title.isEmpty)
            k.shiftState = shift
            k.returnIsProminent = ret != .default
            k.isDisabled = k.key.action == .return && returnDisabled
            if case .character(let c) = k.key.action, c.count == 1, c.first!.isLetter {
                k.label.text = shift == .off ? c : c.uppercased()
            }
        }
    }

    // MARK: Keys

    func keyTapped(_ key: KeyboardKey) {
        switch key.action {
        case .character(let c):
            guard !c.isEmpty else { return }
            type(shift == .off ? c : c.uppercased())
            if shift == .on { setShift(.off) }
        case .space:
            type(" ")
            if plane != .letters { plane = .letters; relayKeys() }
        case .return:
            guard !returnDisabled else { return }
            type("\n")
        case .shift:
            let now = environment.clock.now
            if shift == .off {
                setShift(.on)
            } else if shift == .on && now - lastShiftTap < KeyboardTyping.capsLockInterval {
                setShift(.locked)
            } else {
                setShift(.off)
            }
            lastShiftTap = now
            return
        case .plane(let p):
            plane = p
            relayKeys()
            return
        case .delete:
            break
        case .dismiss:
            // The iPad's dismiss key ends editing, as iOS's does.
            _ = environment.firstResponder?.resignFirstResponder()
            return
        case .emoji, .dictation, .spacer:
            return
        case .undo, .redo:
            guard let manager = environment.firstResponder?.undoManager else { return }
            if key.action == .undo { if manager.canUndo { manager.undo() } } else if manager.canRedo { manager.redo() }
        case .paste:
            environment.firstResponder?.paste(nil)
        }
        updateAutoShift()
    }

    /// An iPad key pulled down: its small character above the letter is typed.
    func keyFlicked(_ key: KeyboardKey) {
        guard let f = key.flick else { return }
        type(f)
        if shift == .on { setShift(.off) }
        updateAutoShift()
    }

    /// The iPad has its own keys (and no number or phone pads).
    private var isTablet: Bool { environment.screen.profile.idiom == .pad }

    func deletePressed() {
        input?.deleteBackward()
        updateAutoShift()
        deleteRepeat = environment.scheduler.schedule(after: KeyboardTyping.repeatDelay, target: self) { [weak self] in
            self?.repeatDelete()
        }
    }

    private func repeatDelete() {
        input?.deleteBackward()
        updateAutoShift()
        deleteRepeat = environment.scheduler.schedule(after: KeyboardTyping.repeatInterval, target: self) { [weak self] in
            self?.repeatDelete()
        }
    }

    func deleteReleased() { stopDeleteRepeat() }

    func stopDeleteRepeat() {
        if let t = deleteRepeat { environment.scheduler.cancel(id: t) }
        deleteRepeat = nil
    }

    private func type(_ text: String) { input?.insertText(text) }

    private func setShift(_ s: ShiftState) {
        shift = s
        relayKeys()
    }

    /// The input's text or selection changed (typed by any means): shift and return follow.
    func inputChanged() {
        updateAutoShift()
        updateReturnKey()
    }

    private var returnDisabled: Bool { (input.map { $0.enablesReturnKeyAutomatically && !$0.hasText }) ?? false }

    private func updateReturnKey() {
        let off = returnDisabled
        for k in view.keyViews where k.key.action == .return { k.isDisabled = off }
    }

    /// Shift engages by itself where the input's capitalization wants a capital next.
    func updateAutoShift() {
        guard let input, shift != .locked, plane == .letters else { return }
        let before: String
        // The few characters before the caret decide (reading the whole text cost a long document dearly).
        if let ti = input as? UITextInput, let r = ti.selectedTextRange,
           let range = ti.textRange(from: ti.position(from: r.start, offset: -64) ?? ti.beginningOfDocument, to: r.start) {
            before = ti.text(in: range) ?? ""
        } else {
            before = input.hasText ? "x" : ""
        }
        let wants: Bool
        switch input.autocapitalizationType {
        case .none: wants = false
        case .allCharacters: wants = true
        case .words: wants = before.isEmpty || before.last!.isWhitespace
        case .sentences:
            let trimmed = before.trimmingCharacters(in: .whitespaces)
            wants = trimmed.isEmpty || (before.last!.isWhitespace && [".", "!", "?"].contains(trimmed.last!)) || before.last == "\n"
        }
        if (shift == .on) != wants { setShift(wants ? .on : .off) }
    }
}
