import Testing
import Foundation
import UIKit
import UIKitTesting

/// A counter whose changes register their own undo, as app model code does.
@MainActor final class Counter {
    var value = 0
    func set(_ v: Int, in manager: UndoManager) {
        let old = value
        manager.registerUndo(withTarget: self) { $0.set(old, in: manager) }
        value = v
    }
}

@MainActor
@Suite(.serialized) struct UndoManagerTests {
    @Test func undoAndRedoReplayInReverse() {
        let um = UndoManager(), c = Counter()
        #expect(!um.canUndo && !um.canRedo)
        c.set(1, in: um)
        c.set(2, in: um)
        um.undo()
        #expect(c.value == 1 && um.canRedo)
        um.undo()
        #expect(c.value == 0 && !um.canUndo)
        um.redo()
        um.redo()
        #expect(c.value == 2 && !um.canRedo && um.canUndo)
        // A new change after an undo drops what could be redone.
        um.undo()
        c.set(5, in: um)
        #expect(!um.canRedo)
    }

    @Test func aGroupUndoesAsOneAndNamesItself() {
        let um = UndoManager(), c = Counter()
        um.beginUndoGrouping()
        c.set(1, in: um)
        c.set(2, in: um)
        um.setActionName("Count")
        um.endUndoGrouping()
        #expect(um.undoMenuItemTitle == "Undo Count")
        um.undo()
        #expect(c.value == 0 && um.redoMenuItemTitle == "Redo Count")
    }

    @Test func registrationCanBeSuspendedAndTargetsForgotten() {
        let um = UndoManager(), c = Counter(), d = Counter()
        um.disableUndoRegistration()
        c.set(1, in: um)
        um.enableUndoRegistration()
        #expect(!um.canUndo)
        c.set(2, in: um)
        d.set(3, in: um)
        um.removeAllActions(withTarget: d)
        um.undo()
        #expect(c.value == 1 && d.value == 3 && !um.canUndo)
        um.levelsOfUndo = 2
        for i in 10..<15 { c.set(i, in: um) }
        um.undo(); um.undo(); um.undo()
        #expect(c.value == 12, "only two levels kept")
    }

    @Test func unbalancedCallsReportFoundationsMessages() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let um = UndoManager()
        um.endUndoGrouping()
        um.enableUndoRegistration()
        #expect(failures == ["-[NSUndoManager endUndoGrouping]: endUndoGrouping called with no matching begin",
                             "-[NSUndoManager enableUndoRegistration]: enableUndoRegistration may only be invoked with matching call to disableUndoRegistration"])
    }
}

@MainActor
@Suite(.serialized) struct TextUndoTests {
    @Test func commandZTakesBackARunOfTypingAndShiftCommandZBringsItBack() throws {
        let (sim, vc) = fieldsScreen()
        var changes = 0
        vc.first.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        sim.tap(on: vc.first)
        sim.type("Hello world")
        changes = 0
        #expect(vc.first.undoManager === vc.view.window?.undoManager && vc.first.undoManager?.canUndo == true)
        sim.press(.shortcut("z"), modifiers: .command)
        #expect(vc.first.text == "", "one run of typing is one undo")
        sim.press(.shortcut("z"), modifiers: [.command, .shift])
        #expect(vc.first.text == "Hello world")
        #expect(changes == 2, "undo and redo announce the change")
    }

    @Test func movingTheCaretStartsANewRunAndDeletesUndoTogether() throws {
        let (sim, vc) = fieldsScreen()
        sim.tap(on: vc.first)
        sim.type("abc")
        sim.press(.left)
        sim.type("X")
        #expect(vc.first.text == "abXc")
        sim.press(.shortcut("z"), modifiers: .command)
        #expect(vc.first.text == "abc")
        sim.press(.end)
        sim.type("def")
        sim.press(.backspace)
        sim.press(.backspace)
        sim.press(.backspace)
        sim.press(.backspace)
        #expect(vc.first.text == "ab")
        // Deleting the fresh typing and on past it is one run: one undo brings back what was there.
        sim.press(.shortcut("z"), modifiers: .command)
        #expect(vc.first.text == "abc")
        sim.press(.shortcut("z"), modifiers: .command)
        #expect(vc.first.text == "", "then the first run of typing")
    }

    @Test func pasteAndTheClearButtonUndoOnTheirOwn() throws {
        let (sim, vc) = fieldsScreen()
        vc.first.clearButtonMode = .whileEditing
        sim.tap(on: vc.first)
        sim.type("one ")
        sim.pasteboardString = "two"
        sim.press(.shortcut("v"), modifiers: .command)
        #expect(vc.first.text == "one two")
        sim.press(.shortcut("z"), modifiers: .command)
        #expect(vc.first.text == "one ")
        sim.press(.shortcut("z"), modifiers: .command)
        #expect(vc.first.text == "")
        sim.press(.shortcut("z"), modifiers: [.command, .shift])
        sim.press(.shortcut("z"), modifiers: [.command, .shift])
        #expect(vc.first.text == "one two")
    }

    @Test func textSetFromCodeForgetsItsUndo() throws {
        let (sim, vc) = fieldsScreen()
        sim.tap(on: vc.first)
        sim.type("draft")
        vc.first.text = "final"
        #expect(vc.first.undoManager?.canUndo == false)
        sim.press(.shortcut("z"), modifiers: .command)
        #expect(vc.first.text == "final")
    }

    @Test func aTextViewUndoesTypingAcrossLinesAndTellsItsDelegate() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = CanvasController()
        sim.rootViewController = vc
        let tv = UITextView(frame: CGRect(x: 20, y: 120, width: 353, height: 200))
        let spy = TextViewSpy()
        tv.delegate = spy
        vc.view.addSubview(tv)
        sim.settle()
        sim.tap(on: tv)
        sim.type("Dobrý den\nПривет")
        spy.changes = 0
        sim.press(.shortcut("z"), modifiers: .command)
        #expect(tv.text == "" && spy.changes == 1)
        sim.press(.shortcut("z"), modifiers: [.command, .shift])
        #expect(tv.text == "Dobrý den\nПривет")
    }
}

@MainActor final class TextViewSpy: NSObject, UITextViewDelegate {
    var changes = 0
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}
