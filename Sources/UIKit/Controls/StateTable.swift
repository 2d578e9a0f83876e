/// A control's per-state values (titles, images, colours) kept by the state's raw value, and the
/// value a state shows, as UIKit picks it: the state's own, else the highlighted, selected or
/// disabled one it contains, else the normal one.
extension Dictionary where Key == UInt {
    func value(for state: UIControl.State) -> Value? {
        self[state.rawValue] ?? (state.contains(.highlighted) ? self[UIControl.State.highlighted.rawValue] : nil)
            ?? (state.contains(.selected) ? self[UIControl.State.selected.rawValue] : nil)
            ?? (state.contains(.disabled) ? self[UIControl.State.disabled.rawValue] : nil)
            ?? self[UIControl.State.normal.rawValue]
    }
}
