/// A segmented control's background and divider images, by state and bar metrics, and which one a
/// segment in a state shows (iOS falls back to the normal state's, then to the default metrics').
struct SegmentImages {
    struct Key: Hashable {
        let state: UInt, metrics: Int
        init(_ state: UIControl.State, _ metrics: UIBarMetrics) { self.state = state.rawValue; self.metrics = metrics.rawValue }
    }
    struct DividerKey: Hashable {
        let left: UInt, right: UInt, metrics: Int
        init(_ left: UIControl.State, _ right: UIControl.State, _ metrics: UIBarMetrics) {
            self.left = left.rawValue; self.right = right.rawValue; self.metrics = metrics.rawValue
        }
    }

    var backgrounds: [Key: UIImage] = [:]
    var dividers: [DividerKey: UIImage] = [:]

    /// Images replace the drawn capsule once the normal state has one.
    var isSkinned: Bool { backgrounds[Key(.normal, .default)] != nil }

    func background(for state: UIControl.State) -> UIImage? {
        backgrounds[Key(state, .default)] ?? backgrounds[Key(.normal, .default)]
    }

    func divider(left: UIControl.State, right: UIControl.State) -> UIImage? {
        dividers[DividerKey(left, right, .default)] ?? dividers[DividerKey(.normal, .normal, .default)]
    }
}
