import Testing
import Foundation
@_spi(Testing) import UIKit
@_spi(Testing) import UIKitTesting

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

@MainActor
@Suite(.serialized) struct KeyboardTests {
    func setUp(_ device: Simulator.Device = .iPhone15) -> (Simulator, FieldsController) {
        let sim = Simulator(device: device)
        let vc = FieldsController()
        sim.rootViewController = vc
        sim.settle()
        return (sim, vc)
    }

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
