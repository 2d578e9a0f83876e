import Foundation
import CoreGraphics

/// Something on screen a person would tap when trying an app: a control, a row or cell, a field.
@MainActor struct TryOutTarget {
    /// How the report names it: its class and what it says.
    let name: String
    /// Where to tap (screen points).
    let point: CGPoint
    /// A field or text view: typed into after the tap.
    let takesText: Bool

    /// The elements VoiceOver reads, in its order, that take a tap and lie on screen.
    static func inReadingOrder(_ elements: [AccessibleObject], screen: CGRect) -> [TryOutTarget] {
        elements.compactMap { e -> TryOutTarget? in
            let view = e as? UIView
            if let control = view as? UIControl, !control.isEnabled { return nil }
            let takesText = view is UIKeyInput && (view?.canBecomeFirstResponder ?? false)
            let isRow = view is UITableViewCell || view is UICollectionViewCell
            // (The on-screen keyboard's keys are typed on, not tried.)
            guard !e.accessibilityTraits.contains(.keyboardKey) else { return nil }
            guard e.accessibilityRespondsToUserInteraction || view is UIControl || isRow || takesText else { return nil }
            let p = e.accessibilityActivationPoint
            guard screen.contains(p), !e.accessibilityFrame.isEmpty else { return nil }
            return TryOutTarget(name: describe(e), point: p, takesText: takesText)
        }
    }

    /// “UIButton “Next””: the class (the app's own, or UIKit's public one a private view is) and its label.
    static func describe(_ e: AccessibleObject) -> String {
        var cls: AnyClass = Swift.type(of: e)
        while String(reflecting: cls).hasPrefix("UIKit."), !String(describing: cls).hasPrefix("UI"), let up = _getSuperclass(cls) { cls = up }
        var type = String(describing: cls)
        // (A bar's item or back button is a private control: a person sees a button.)
        if type == "UIControl" || type == "UIView", e.accessibilityTraits.contains(.button) { type = "button" }
        guard let label = e.accessibilityLabel, !label.isEmpty else { return type }
        return "\(type) “\(label.count > 40 ? label.prefix(39) + "…" : label)”"
    }
}
