/// A stepper's custom images by control state: each half's background, the divider by the two
/// halves' states, and the minus and plus glyphs. A half is in its own state (highlighted while
/// pressed, disabled at its limit), and shows the image UIKit picks for it (`value(for:)`).
struct StepperImages {
    struct DividerKey: Hashable {
        let left: UInt, right: UInt
    }

    var backgrounds: [UInt: UIImage] = [:]
    var dividers: [DividerKey: UIImage] = [:]
    var increments: [UInt: UIImage] = [:]
    var decrements: [UInt: UIImage] = [:]

    /// A normal background replaces the drawn capsule.
    var isSkinned: Bool { backgrounds[UIControl.State.normal.rawValue] != nil }

    func divider(left: UIControl.State, right: UIControl.State) -> UIImage? {
        dividers[DividerKey(left: left.rawValue, right: right.rawValue)]
            ?? dividers[DividerKey(left: UIControl.State.normal.rawValue, right: UIControl.State.normal.rawValue)]
    }
}
