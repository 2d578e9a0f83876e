import Testing
import Foundation
import UIKit
import UIKitTesting

/// A screen with two text fields, recording the keyboard notifications in order.
@MainActor final class FieldsController: UIViewController, UITextFieldDelegate {
    let first = UITextField(frame: CGRect(x: 20, y: 120, width: 353, height: 34))
    let second = UITextField(frame: CGRect(x: 20, y: 170, width: 353, height: 34))
    var notes: [(String, [AnyHashable: Any])] = []
    var log: [String] = []
    var refuse: Set<String> = []
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        view.backgroundColor = .white
        for f in [first, second] {
            f.borderStyle = .roundedRect
            f.delegate = self
            view.addSubview(f)
        }
        first.placeholder = "Name"
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide"),
            (UIResponder.keyboardWillChangeFrameNotification, "willChange"), (UIResponder.keyboardDidChangeFrameNotification, "didChange")]
        for (n, s) in names {
            observers.append(NotificationCenter.default.addObserver(forName: n, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let info = note.userInfo ?? [:]
                MainActor.assumeIsolated { self?.notes.append((s, info)) }
            })
        }
    }

    func stopObserving() { observers.forEach { NotificationCenter.default.removeObserver($0) } }

    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        !refuse.contains(string)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("return")
        textField.resignFirstResponder()
        return true
    }
}

/// A device showing `FieldsController`, settled.
@MainActor func fieldsScreen(_ device: Simulator.Device = .iPhone15) -> (Simulator, FieldsController) {
    let sim = Simulator(device: device)
    let vc = FieldsController()
    sim.rootViewController = vc
    sim.settle()
    return (sim, vc)
}

@MainActor
@Suite(.serialized) struct KeyboardTests {
    func setUp(_ device: Simulator.Device = .iPhone15) -> (Simulator, FieldsController) { fieldsScreen(device) }

    @Test func tappingAFieldBringsTheKeyboardUpWithUIKitsNotifications() throws {
        let (sim, vc) = setUp()
        sim.tap(on: vc.first)
        #expect(vc.first.isFirstResponder && vc.first.isEditing)
        #expect(vc.notes.map(\.0) == ["willChange", "willShow"], "the will notifications come at once")
        #expect(vc.log == ["didBegin"])
        sim.settle()
        #expect(vc.notes.map(\.0) == ["willChange", "willShow", "didChange", "didShow"])
        let info = vc.notes[1].1
        let begin = try #require((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue)
        let end = try #require((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
        #expect(begin == CGRect(x: 0, y: 852, width: 393, height: 291), "begins just below the screen")
        #expect(end == CGRect(x: 0, y: 561, width: 393, height: 291), "ends resting on the bottom edge")
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
        #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        #expect(sim.view(withText: "Q") != nil && sim.view(withText: "q") == nil, "the letter keys show, capitals at a sentence start")
    }

    @Test func typingByTappingKeys() {
        let (sim, vc) = setUp()
        sim.tap(on: vc.first)
        sim.settle()
        // Sentence start: shift is on by itself, so the first letter is a capital.
        for k in ["H", "i"] { sim.tap(on: sim.view(withText: k)!) }
        #expect(vc.first.text == "Hi")
        sim.tap(on: sim.view(withText: "space")!)
        sim.tap(on: sim.view(withText: "123")!)
        sim.tap(on: sim.view(withText: "4")!)
        sim.tap(on: sim.view(withText: "2")!)
        sim.tap(on: sim.view(withText: "ABC")!)
        sim.tap(on: sim.view(withText: "shift")!)
        sim.tap(on: sim.view(withText: "X")!)
        #expect(vc.first.text == "Hi 42X")
        sim.tap(on: sim.view(withText: "delete")!)
        #expect(vc.first.text == "Hi 42")
        // Return goes through the delegate, which resigns: the keyboard goes down.
        sim.tap(on: sim.view(withText: "return")!)
        sim.settle()
        #expect(vc.log == ["didBegin", "return", "didEnd"])
        #expect(vc.notes.map(\.0).suffix(4) == ["willChange", "willHide", "didChange", "didHide"])
        #expect(sim.view(withText: "q") == nil)
    }

    @Test func switchingFieldsKeepsTheKeyboardUp() {
        let (sim, vc) = setUp()
        sim.tap(on: vc.first)
        sim.settle()
        vc.notes = []
        sim.tap(on: vc.second)
        sim.settle()
        #expect(vc.second.isFirstResponder && !vc.first.isEditing)
        #expect(vc.notes.isEmpty, "no hide/show pair: \(vc.notes.map(\.0))")
        #expect(vc.log == ["didBegin", "didEnd", "didBegin"])
    }
}

/// Editing a text field the way a user does, through the keyboard and the Simulator.
@MainActor
@Suite(.serialized) struct TextFieldEditingTests {
    func field(_ configure: (UITextField) -> Void = { _ in }) -> (Simulator, FieldsController, UITextField) {
        let (sim, vc) = fieldsScreen(.iPhone15)
        configure(vc.first)
        sim.tap(on: vc.first)
        sim.settle()
        return (sim, vc, vc.first)
    }

    @Test func theDelegateCanRefuseACharacter() {
        let (sim, vc, f) = field()
        vc.refuse = ["x"]
        var changes = 0
        f.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        sim.type("axb")
        #expect(f.text == "ab")
        #expect(changes == 2, "a refused edit sends no editingChanged")
    }

    @Test func editingEventsAndNotificationsInUIKitsOrder() {
        let (sim, vc) = fieldsScreen(.iPhone15)
        var events: [String] = []
        let f = vc.first
        f.addAction(UIAction { _ in events.append("editingDidBegin") }, for: .editingDidBegin)
        f.addAction(UIAction { _ in events.append("editingChanged") }, for: .editingChanged)
        f.addAction(UIAction { _ in events.append("editingDidEnd") }, for: .editingDidEnd)
        let center = NotificationCenter.default
        let names: [Notification.Name] = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification, UITextField.textDidEndEditingNotification]
        let tokens = names.map { n in
            center.addObserver(forName: n, object: f, queue: nil) { note in
                let name = note.name.rawValue
                MainActor.assumeIsolated { events.append(name) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        sim.tap(on: f)
        sim.type("a")
        f.resignFirstResponder()
        #expect(events == ["editingDidBegin", "UITextFieldTextDidBeginEditingNotification", "editingChanged",
                           "UITextFieldTextDidChangeNotification", "editingDidEnd", "UITextFieldTextDidEndEditingNotification"])
    }

    @Test func czechAndRussianAreTypedAndDeletedByGraphemes() {
        let (sim, _, f) = field()
        sim.type("Příliš žluťoučký")
        #expect(f.text == "Příliš žluťoučký")
        sim.type("\u{8}\u{8}")
        #expect(f.text == "Příliš žluťouč")
        f.text = ""
        sim.type("Привет, мир")
        #expect(f.text == "Привет, мир")
        // A letter with a combining accent is one character: one delete removes both code points.
        f.text = "e\u{301}"
        sim.type("\u{8}")
        #expect(f.text == "")
        #expect(f.selectedTextRange.map { f.offset(from: f.beginningOfDocument, to: $0.start) } == 0)
    }

    @Test func tappingPlacesTheCaretAndADoubleTapSelectsAWord() throws {
        let (sim, _, f) = field()
        sim.type("hello world")
        // Tap near the start of the text: the caret moves there.
        let start = f.convert(CGPoint(x: 8, y: f.bounds.midY), to: nil)
        sim.tap(at: start)
        let caret = try #require(f.selectedTextRange)
        #expect(f.offset(from: f.beginningOfDocument, to: caret.start) == 0 && caret.isEmpty)
        sim.advance(by: 1)
        // Double-tap on "world".
        let x = f.textOriginForTesting.x + 80
        sim.tap(at: f.convert(CGPoint(x: x, y: f.bounds.midY), to: nil), count: 2)
        let word = try #require(f.selectedTextRange)
        #expect(f.text(in: word) == "world")
        // Typing replaces the selection.
        sim.type("there")
        #expect(f.text == "hello there")
    }

    @Test func textInputPositionsCountUTF16() throws {
        let (sim, _, f) = field()
        sim.type("ab😀c")
        let end = f.endOfDocument
        #expect(f.offset(from: f.beginningOfDocument, to: end) == 5)
        let p = try #require(f.position(from: f.beginningOfDocument, offset: 2))
        let r = try #require(f.textRange(from: p, to: end))
        #expect(f.text(in: r) == "😀c")
        f.selectedTextRange = r
        sim.type("\u{8}")
        #expect(f.text == "ab")
        #expect(f.position(from: end, offset: 10) == nil)
    }

    @Test func secureEntryShowsBulletsAndTheLastCharacterForAMoment() {
        let (sim, _, f) = field { $0.isSecureTextEntry = true }
        sim.type("abc")
        #expect(f.text == "abc")
        #expect(f.displayedText == "••c", "the last character typed shows")
        sim.advance(by: 2)
        #expect(f.displayedText == "•••")
    }

    @Test func clearButtonEmptiesTheField() throws {
        let (sim, _, f) = field { $0.clearButtonMode = .whileEditing }
        sim.type("some text")
        let clear = try #require(sim.view(withText: "Clear text"))
        sim.tap(on: clear)
        #expect(f.text == "")
        #expect(f.isEditing)
    }

    @Test func capsLockAndDeleteThatRepeats() throws {
        let (sim, _, f) = field { $0.autocapitalizationType = .none }
        let shift = try #require(sim.view(withText: "shift"))
        // Two quick taps on shift lock capitals.
        sim.tap(on: shift)
        sim.advance(by: 0.1)
        sim.tap(on: shift)
        for k in ["A", "B"] { sim.tap(on: try #require(sim.view(withText: k))) }
        #expect(f.text == "AB", "caps lock stays on after a letter")
        sim.type("cdefghij")
        // Delete held for a second: one at once, then repeats after half a second.
        let del = try #require(sim.view(withText: "delete"))
        let p = del.convert(CGPoint(x: del.bounds.midX, y: del.bounds.midY), to: nil)
        let finger = sim.touchDown(at: p)
        #expect(f.text == "ABcdefghi")
        sim.advance(by: 0.45)
        #expect(f.text == "ABcdefghi", "no repeat before half a second")
        sim.advance(by: 0.3)
        #expect(f.text == "ABcdef", "then every tenth of a second")
        sim.touchUp(finger, at: p)
        sim.advance(by: 0.5)
        #expect(f.text == "ABcdef")
    }

    @Test func aPressedKeyPopsUp() throws {
        let (sim, _, _) = field { $0.autocapitalizationType = .none }
        let k = try #require(sim.view(withText: "g"))
        let p = k.convert(CGPoint(x: k.bounds.midX, y: k.bounds.midY), to: nil)
        let finger = sim.touchDown(at: p)
        sim.advance(by: 0.05)
        #expect(sim.keyboardPopUp == "g")
        sim.touchUp(finger, at: p)
        #expect(sim.keyboardPopUp == nil)
    }

    @Test func returnWaitsForTextWhenAsked() throws {
        let (sim, vc, f) = field { $0.enablesReturnKeyAutomatically = true; $0.returnKeyType = .search }
        let search = try #require(sim.view(withText: "search"))
        sim.tap(on: search)
        #expect(vc.log == ["didBegin"], "return does nothing while the field is empty")
        sim.type("cats")
        sim.tap(on: search)
        #expect(vc.log == ["didBegin", "return", "didEnd"])
        _ = f
    }

    @Test func keyboardTypesAndReturnLabels() {
        let (sim, vc, f) = field { $0.keyboardType = .emailAddress; $0.returnKeyType = .go }
        #expect(sim.view(withText: "@") != nil && sim.view(withText: "go") != nil)
        f.resignFirstResponder()
        vc.second.keyboardType = .decimalPad
        sim.tap(on: vc.second)
        sim.settle()
        #expect(sim.view(withText: "5") != nil && sim.view(withText: "space") == nil, "a pad, not letters")
    }

    @Test func theKeyboardSlidesOnTheKeyboardCurveAndEndEditingHidesIt() throws {
        let (sim, vc) = fieldsScreen(.iPhone15)
        sim.tap(on: vc.first)
        let top = { sim.keyboardFrame?.minY ?? 852 }
        sim.advance(by: 0.05)
        let early = top()
        #expect(early < 852 && early > 561, "on its way: \(early)")
        sim.settle()
        #expect(top() == 561)
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 561, width: 393, height: 291))
        vc.view.endEditing(true)
        #expect(!vc.first.isFirstResponder)
        sim.settle()
        #expect(vc.notes.map(\.0).last == "didHide")
        #expect(sim.keyboardFrame == nil)
    }

    @Test func turningTheDeviceAnnouncesTheNewFrame() throws {
        let (sim, vc) = fieldsScreen()
        sim.tap(on: vc.first)
        sim.settle()
        vc.notes = []
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        #expect(vc.notes.map(\.0) == ["willChange", "willShow", "didChange", "didShow"])
        let end = try #require((vc.notes[1].1[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
        #expect(end == CGRect(x: 0, y: 393 - 192, width: 852, height: 192))
        #expect(sim.keyboardFrame == end)
    }

    @Test func iPadAndLandscapeHeights() throws {
        let (sim, vc) = fieldsScreen(.iPadPro11)
        sim.tap(on: vc.first)
        sim.settle()
        let end = try #require((vc.notes.first { $0.0 == "willShow" }?.1[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
        #expect(end.width == 834 && end.maxY == 1194 && end.height == 313)
    }
}

/// How the keyboard and fields look, against references checked by eye with iOS 17's.
@MainActor
@Suite(.serialized) struct KeyboardLookTests {
    @Test func lettersWithAKeyPoppedUp() throws {
        let (sim, vc) = fieldsScreen(.iPhone15)
        sim.tap(on: vc.first)
        sim.type("Hello wor")
        sim.settle()
        let k = try #require(sim.view(withText: "g"))
        let p = k.convert(CGPoint(x: k.bounds.midX, y: k.bounds.midY), to: nil)
        let finger = sim.touchDown(at: p)
        sim.advance(by: 0.05)
        checkSnapshot(sim, "keyboard-letters-popup-iPhone15")
        sim.touchUp(finger, at: p)
    }

    @Test func numberPadAndAPlaceholder() {
        let (sim, vc) = fieldsScreen(.iPhone15)
        vc.second.keyboardType = .numberPad
        vc.second.placeholder = "PIN"
        sim.tap(on: vc.second)
        sim.settle()
        checkSnapshot(sim, "keyboard-numberpad-iPhone15")
    }

    @Test func aSelectionWhileEditing() {
        let (sim, vc) = fieldsScreen(.iPhone15)
        vc.first.clearButtonMode = .always
        sim.tap(on: vc.first)
        sim.type("Příliš žluťoučký kůň")
        vc.first.selectedTextRange = vc.first.textRange(from: vc.first.position(from: vc.first.beginningOfDocument, offset: 7)!,
                                                         to: vc.first.position(from: vc.first.beginningOfDocument, offset: 16)!)
        sim.settle()
        checkSnapshot(sim, "textfield-selection-iPhone15")
    }
}

/// A hardware keyboard: editing keys, Tab between fields, shortcuts with the pasteboard.
@MainActor
@Suite(.serialized) struct HardwareKeyboardTests {
    func setUp() -> (Simulator, FieldsController) {
        let (sim, vc) = fieldsScreen(.iPhone15)
        sim.tap(on: vc.first)
        sim.settle()
        return (sim, vc)
    }

    func caret(_ f: UITextField) -> (Int, Int)? {
        f.selectedTextRange.map { (f.offset(from: f.beginningOfDocument, to: $0.start), f.offset(from: f.beginningOfDocument, to: $0.end)) }
    }

    @Test func arrowsMoveByCharactersAndShiftSelects() {
        let (sim, vc) = setUp()
        let f = vc.first
        sim.type("naïve😀")
        sim.press(.left)
        #expect(caret(f)! == (5, 5), "the emoji is one step")
        sim.press(.left, modifiers: .shift)
        sim.press(.left, modifiers: .shift)
        #expect(caret(f)! == (3, 5))
        #expect(f.text(in: f.selectedTextRange!) == "ve")
        sim.press(.home)
        #expect(caret(f)! == (0, 0))
        sim.press(.end)
        #expect(caret(f)! == (7, 7))
    }

    @Test func tabMovesToTheNextFieldAndBack() {
        let (sim, vc) = setUp()
        sim.press(.tab)
        #expect(vc.second.isFirstResponder)
        sim.press(.tab, modifiers: .shift)
        #expect(vc.first.isFirstResponder)
    }

    @Test func selectAllCopyCutAndPaste() {
        let (sim, vc) = setUp()
        sim.type("copied")
        sim.press(.shortcut("a"), modifiers: .command)
        sim.press(.shortcut("c"), modifiers: .command)
        #expect(sim.pasteboardString == "copied")
        sim.press(.shortcut("x"), modifiers: .control)
        #expect(vc.first.text == "")
        sim.press(.tab)
        sim.press(.shortcut("v"), modifiers: .command)
        sim.press(.shortcut("v"), modifiers: .command)
        #expect(vc.second.text == "copiedcopied")
        // A secure field does not give its text away.
        vc.second.isSecureTextEntry = true
        sim.press(.shortcut("a"), modifiers: .command)
        sim.press(.shortcut("c"), modifiers: .command)
        #expect(sim.pasteboardString == "copied")
    }

    @Test func aHardwareKeyboardTakesTheOnScreenOneDown() {
        let (sim, vc) = setUp()
        #expect(sim.keyboardFrame != nil)
        sim.environment.keyInput.text("hw", fromHardware: true)
        sim.settle()
        #expect(vc.first.text == "hw")
        #expect(sim.keyboardFrame == nil, "the on-screen keyboard stepped aside")
        #expect(vc.notes.map(\.0).suffix(2) == ["didChange", "didHide"])
        // Still editing: the field keeps the caret.
        #expect(vc.first.isFirstResponder)
    }

    @Test func anAccessoryStaysAtTheBottomAloneWhileAHardwareKeyboardTypes() throws {
        let (sim, vc) = fieldsScreen(.iPhone15)
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        bar.items = [UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)]
        vc.first.inputAccessoryView = bar
        sim.tap(on: vc.first)
        sim.settle()
        vc.notes = []
        sim.environment.keyInput.text("hw", fromHardware: true)
        sim.settle()
        // The bar rests on the home indicator's strip; the keys are gone.
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 852 - 44 - 34, width: 393, height: 44 + 34))
        #expect(bar.convert(bar.bounds, to: nil).maxY == 852 - 34 && sim.view(withText: "Done") != nil)
        #expect(sim.view(withText: "q") == nil && sim.view(withText: "space") == nil)
        #expect(vc.notes.last?.0 == "didChange")
        let end = try #require((vc.notes.first { $0.0 == "willChange" }?.1[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
        #expect(end == sim.keyboardFrame)
    }
}

/// Input and accessory views: what the keyboard shows for a responder besides (or instead of) keys.
@MainActor
@Suite(.serialized) struct InputViewTests {
    @Test func anAccessoryRidesOnTopAndSwitchingFieldsChangesOnlyTheFrame() throws {
        let (sim, vc) = fieldsScreen()
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
        bar.items = [UIBarButtonItem(title: "Next", style: .plain, target: nil, action: nil)]
        vc.first.inputAccessoryView = bar
        sim.tap(on: vc.first)
        sim.settle()
        let end = try #require((vc.notes[1].1[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue)
        #expect(end == CGRect(x: 0, y: 852 - 335, width: 393, height: 335), "the accessory's 44 points on top of the keys")
        #expect(sim.keyboardFrame == end)
        #expect(sim.view(withText: "Next") != nil)
        vc.notes = []
        sim.tap(on: vc.second)
        sim.settle()
        #expect(vc.notes.map(\.0) == ["willChange", "didChange"], "no hide/show, only the frame: \(vc.notes.map(\.0))")
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 561, width: 393, height: 291))
        // reloadInputViews picks up an accessory set while editing.
        vc.second.inputAccessoryView = bar
        vc.notes = []
        vc.second.reloadInputViews()
        sim.settle()
        #expect(vc.notes.map(\.0) == ["willChange", "didChange"])
        #expect(sim.keyboardFrame?.height == 335)
    }

    @Test func anInputViewTakesTheKeysPlace() {
        let (sim, vc) = fieldsScreen()
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 216))
        picker.backgroundColor = .systemGray5
        let choice = UIButton(type: .system)
        choice.setTitle("Pick me", for: .normal)
        choice.frame = CGRect(x: 100, y: 80, width: 193, height: 44)
        var picked = 0
        choice.addAction(UIAction { _ in picked += 1 }, for: .touchUpInside)
        picker.addSubview(choice)
        vc.first.inputView = picker
        sim.tap(on: vc.first)
        sim.settle()
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 852 - 216, width: 393, height: 216))
        #expect(sim.view(withText: "q") == nil && sim.view(withText: "space") == nil, "no keys")
        sim.tap(on: sim.view(withText: "Pick me")!)
        #expect(picked == 1)
    }
}

/// The edit menu over a selection, and the selection's handles.
@MainActor
@Suite(.serialized) struct EditMenuTests {
    func editing(_ text: String) -> (Simulator, FieldsController, UITextField) {
        let (sim, vc) = fieldsScreen()
        sim.tap(on: vc.first)
        sim.type(text)
        sim.advance(by: 1)
        return (sim, vc, vc.first)
    }

    func point(_ f: UITextField, offset: Int) -> CGPoint {
        let c = f.caretRect(for: f.position(from: f.beginningOfDocument, offset: offset)!)
        return f.convert(CGPoint(x: c.midX, y: c.midY), to: nil)
    }

    @Test func doubleTapSelectsAWordAndTheMenuCopiesAndCutsIt() throws {
        let (sim, _, f) = editing("hello world")
        sim.tap(at: point(f, offset: 8), count: 2)
        #expect(f.text(in: f.selectedTextRange!) == "world")
        sim.tap(on: try #require(sim.view(withText: "Copy")))
        #expect(sim.pasteboardString == "world")
        #expect(sim.view(withText: "Copy") == nil, "the menu went")
        sim.advance(by: 1)
        sim.tap(at: point(f, offset: 2), count: 2)
        sim.tap(on: try #require(sim.view(withText: "Cut")))
        #expect(f.text == " world" && sim.pasteboardString == "hello")
    }

    @Test func aTapOnTheCaretOffersSelectAllAndPaste() throws {
        let (sim, _, f) = editing("abc def")
        sim.pasteboardString = "XY"
        sim.tap(at: point(f, offset: 7))
        sim.tap(on: try #require(sim.view(withText: "Select All")))
        #expect(f.text(in: f.selectedTextRange!) == "abc def")
        #expect(sim.view(withText: "Copy") != nil, "the menu comes back over the selection")
        sim.tap(on: try #require(sim.view(withText: "Paste")))
        #expect(f.text == "XY")
        // Typing takes the menu away.
        sim.tap(at: point(f, offset: 2))
        #expect(sim.view(withText: "Paste") != nil)
        sim.type("!")
        #expect(sim.view(withText: "Paste") == nil)
    }

    @Test func draggingAHandleMovesThatEndOfTheSelection() throws {
        let (sim, _, f) = editing("one two three")
        sim.tap(at: point(f, offset: 5), count: 2)
        #expect(f.text(in: f.selectedTextRange!) == "two")
        let end = try #require(sim.view(withText: "Selection end"))
        let from = end.convert(CGPoint(x: end.bounds.midX, y: end.bounds.midY), to: nil)
        sim.drag(from: from, to: CGPoint(x: point(f, offset: 13).x, y: from.y), duration: 0.3)
        #expect(f.text(in: f.selectedTextRange!) == "two three")
        sim.settle()
        checkSnapshot(sim, "textfield-edit-menu-iPhone15")
    }
}

/// `keyboardDismissMode = .interactive`: the keyboard follows a finger dragging down into it.
@MainActor
@Suite(.serialized) struct InteractiveDismissTests {
    func chat() -> (Simulator, UIScrollView, UITextField) {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        sim.rootViewController = vc
        let scroll = UIScrollView(frame: vc.view.bounds)
        scroll.contentSize = CGSize(width: 393, height: 2000)
        scroll.keyboardDismissMode = .interactive
        vc.view.addSubview(scroll)
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 353, height: 34))
        field.borderStyle = .roundedRect
        scroll.addSubview(field)
        sim.settle()
        sim.tap(on: field)
        sim.settle()
        return (sim, scroll, field)
    }

    /// A finger down at y = 400, then moved down to `to` in steps, `pause` seconds apart.
    func pull(_ sim: Simulator, to: Int, step: Int, pause: TimeInterval) -> Int {
        let finger = sim.touchDown(at: CGPoint(x: 200, y: 400))
        for y in stride(from: 400 + step, through: to, by: step) {
            sim.touchMove(finger, to: CGPoint(x: 200, y: CGFloat(y)))
            sim.advance(by: pause)
        }
        return finger
    }

    @Test func aFingerPullingTheKeyboardDownFarEnoughDismissesIt() throws {
        let (sim, _, field) = chat()
        let top = try #require(sim.keyboardFrame).minY
        let finger = pull(sim, to: 760, step: 20, pause: 0.03)
        let pulled = try #require(sim.keyboardFrame).minY
        #expect(pulled > top + 150, "the keyboard followed the finger: \(pulled)")
        sim.touchUp(finger, at: CGPoint(x: 200, y: 760))
        sim.settle()
        #expect(!field.isFirstResponder && sim.keyboardFrame == nil)
    }

    @Test func aShortPullSlidesBackUp() throws {
        let (sim, _, field) = chat()
        let top = try #require(sim.keyboardFrame).minY
        let finger = pull(sim, to: 600, step: 15, pause: 0.05)
        sim.advance(by: 0.3)
        sim.touchUp(finger, at: CGPoint(x: 200, y: 600))
        sim.settle()
        #expect(field.isFirstResponder)
        #expect(sim.keyboardFrame?.minY == top, "back where it rests")
    }
}


/// A one-time-code box, as apps write it: it overrides `deleteBackward` and hides the caret.
@MainActor final class CodeField: UITextField {
    var emptyDeletes = 0
    override func deleteBackward() {
        if text?.isEmpty ?? true { emptyDeletes += 1 }
        super.deleteBackward()
    }
    override func caretRect(for position: UITextPosition) -> CGRect { .zero }
}

@MainActor
@Suite(.serialized) struct TextInputOverrideTests {
    @Test func subclassesOverrideTheKeyInputMethods() throws {
        let (sim, vc) = fieldsScreen()
        let code = CodeField(frame: CGRect(x: 20, y: 230, width: 200, height: 34))
        code.borderStyle = .roundedRect
        vc.view.addSubview(code)
        sim.tap(on: code)
        sim.settle()
        sim.type("1\u{8}")
        sim.tap(on: try #require(sim.view(withText: "delete")))
        #expect(code.text == "" && code.emptyDeletes == 1, "the override heard the delete key on an empty box")
        #expect(code.caretRect(for: code.endOfDocument) == .zero)
    }
}
