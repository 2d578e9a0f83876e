/// A search bar's customized images and icon positions, by bar position, state and icon, with
/// iOS's fallbacks (a state without its own image takes the normal state's; a bar position without
/// its own background takes `.any`'s).
struct SearchBarImages {
    private struct BarKey: Hashable { let position: Int, metrics: Int }
    private var backgrounds: [BarKey: UIImage] = [:]
    private var fieldBackgrounds: [UInt: UIImage] = [:]
    private(set) var icons: [UISearchBar.Icon: [UInt: UIImage]] = [:]
    private var adjustments: [UISearchBar.Icon: UIOffset] = [:]

    mutating func setBackground(_ image: UIImage?, _ position: UIBarPosition, _ metrics: UIBarMetrics) {
        backgrounds[BarKey(position: position.rawValue, metrics: metrics.rawValue)] = image
    }

    func background(_ position: UIBarPosition, _ metrics: UIBarMetrics, exact: Bool = false) -> UIImage? {
        let own = backgrounds[BarKey(position: position.rawValue, metrics: metrics.rawValue)]
        if exact { return own }
        return own ?? backgrounds[BarKey(position: UIBarPosition.any.rawValue, metrics: metrics.rawValue)]
            ?? backgrounds[BarKey(position: UIBarPosition.any.rawValue, metrics: UIBarMetrics.default.rawValue)]
    }

    mutating func setFieldBackground(_ image: UIImage?, _ state: UIControl.State) { fieldBackgrounds[state.rawValue] = image }
    func fieldBackground(_ state: UIControl.State, exact: Bool = false) -> UIImage? {
        exact ? fieldBackgrounds[state.rawValue] : fieldBackgrounds.value(for: state)
    }

    mutating func setIcon(_ image: UIImage?, _ icon: UISearchBar.Icon, _ state: UIControl.State) { icons[icon, default: [:]][state.rawValue] = image }
    func icon(_ icon: UISearchBar.Icon, _ state: UIControl.State, exact: Bool = false) -> UIImage? {
        exact ? icons[icon]?[state.rawValue] : icons[icon]?.value(for: state)
    }

    mutating func setAdjustment(_ offset: UIOffset, _ icon: UISearchBar.Icon) { adjustments[icon] = offset }
    func adjustment(_ icon: UISearchBar.Icon) -> UIOffset { adjustments[icon] ?? .zero }
}
