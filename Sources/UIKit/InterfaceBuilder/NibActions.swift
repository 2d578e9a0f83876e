import Foundation

/// Interface Builder's action connections: a control's events, a bar button item's tap, a
/// gesture recognizer's recognition, each sent to the target's `nibAction(_:)` under the selector.
@MainActor enum NibActions {
    static func connect(_ source: AnyObject?, selector: String, target: AnyObject?, eventType: String?, document: NibDocument, element: NibElement) {
        switch source {
        case let control as UIControl:
            control.addNibAction(.nib(target, selector), for: event(eventType, control))
        case let item as UIBarButtonItem:
            item.setNibAction(.nib(target, selector))
        case let recognizer as UIGestureRecognizer:
            recognizer.addNibAction(.nib(target, selector))
        default:
            document.unsupported(element, "an action from this object")
        }
    }

    /// Xcode's event names; a control's default event when the file names none.
    static func event(_ name: String?, _ control: UIControl) -> UIControl.Event {
        let events: [String: UIControl.Event] = [
            "touchUpInside": .touchUpInside, "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat,
            "touchDragInside": .touchDragInside, "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter,
            "touchDragExit": .touchDragExit, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered, "editingDidBegin": .editingDidBegin,
            "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit]
        if let name, let e = events[name] { return e }
        return control is UIButton ? .touchUpInside : .valueChanged
    }
}

extension TargetAction {
    /// An action Interface Builder connected by selector: the target's `nibAction(selector)` runs
    /// it; a target without one gets UIKit's "unrecognized selector" report, when it is sent.
    static func nib(_ target: AnyObject?, _ selector: String) -> TargetAction {
        TargetAction(target: target, selector: Selector(selector)) { t, sender in
            guard let action = (t as? NibConnectable)?.nibAction(selector) else {
                NibValue.unrecognizedSelector(t, selector)
                return false
            }
            return action(sender)
        }
    }
}
