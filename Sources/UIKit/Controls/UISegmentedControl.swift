import Foundation
import QuartzCore

/// Segments side by side in a 32-point capsule; the selected one is a white, shadowed plate (iOS 13+).
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
    /// Its segments, as VoiceOver and UI tests reach them: buttons named by their titles or images.
    private var segmentElements: [PartElement] = []
    override var defaultAccessibilityElements: [Any]? {
        while segmentElements.count < items.count {
            let i = segmentElements.count
            segmentElements.append(PartElement(in: self, describe: { [unowned self] in
                guard items.indices.contains(i) else { return (.zero, nil, .notEnabled) }
                var traits: UIAccessibilityTraits = .button
                if selectedSegmentIndex == i { traits.insert(.selected) }
                if !isEnabled || !items[i].enabled { traits.insert(.notEnabled) }
                return (segmentFrames()[i], items[i].title ?? items[i].image?.accessibilityName, traits)
            }, activate: { [unowned self] in
                guard items.indices.contains(i), items[i].enabled, selectedSegmentIndex != i else { return false }
                selectedSegmentIndex = i
                userSelected(i)
                return true
            }))
        }
        return Array(segmentElements.prefix(items.count))
    }

    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.role = .segmentedControl
        return a
    }

    /// Its tap beats an ancestor's single-tap recognizer (iOS 6's rule for controls).
    override var takesSingleTapFromAncestors: Bool { isEnabled }

    public static let noSegment = -1

    private var items: [(title: String?, image: UIImage?, enabled: Bool, width: CGFloat)] = []
    /// Each segment's action (iOS 14): performed when the user selects the segment.
    var segmentActions: [UIAction?] = []
    private var labels: [UILabel] = []
    private var icons: [UIImageView] = []
    private var separators: [UIImageView] = []
    /// Each segment's background image, behind its title, while background images are set.
    private var segmentBackgrounds: [UIImageView] = []
    private var images = SegmentImages()
    private let plate = UIView()
    private var _selected = UISegmentedControl.noSegment

    open var isMomentary = false
    /// Segments as wide as their content (with the spare width shared out), rather than all equal.
    open var apportionsSegmentWidthsByContent = false { didSet { setNeedsLayout() } }
    open var selectedSegmentTintColor: UIColor? { didSet { plate.backgroundColor = selectedSegmentTintColor ?? ChromePalette.segmentPlate; appearanceDidSet(\UISegmentedControl.selectedSegmentTintColor) } }
    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for (i, item) in (items ?? []).enumerated() {
            if let s = item as? String { insertSegment(withTitle: s, at: i, animated: false) }
            else if let img = item as? UIImage { insertSegment(with: img, at: i, animated: false) }
        }
        frame.size = sizeThatFits(.zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        restoreDecoded([.backgroundColor], from: coder) // the file wins over the set-up above
        decodeSegmentedControl(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeSegmentedControl(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeSegmentedControl(with: coder)
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 9
        plate.isUserInteractionEnabled = false
        plate.backgroundColor = ChromePalette.segmentPlate
        plate.layer.cornerRadius = 7
        plate.layer.shadowOpacity = 0.12
        plate.layer.shadowRadius = 4
        plate.layer.shadowOffset = CGSize(width: 0, height: 3)
        plate.isHidden = true
        addSubview(plate)
    }

    open var numberOfSegments: Int { items.count }

    open var selectedSegmentIndex: Int {
        get { _selected }
        set {
            _selected = (0..<items.count).contains(newValue) ? newValue : UISegmentedControl.noSegment
            restyle()
            setNeedsLayout()
        }
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert((title, nil, true, 0), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert((nil, image, true, 0), at: segment)
    }

    private func insert(_ item: (String?, UIImage?, Bool, CGFloat), at segment: Int) {
        let i = min(max(0, segment), items.count)
        items.insert(item, at: i)
        segmentActions.insert(nil, at: i)
        let l = UILabel()
        l.textAlignment = .center
        l.isUserInteractionEnabled = false
        labels.insert(l, at: i)
        addSubview(l)
        let icon = UIImageView()
        icon.isUserInteractionEnabled = false
        icon.contentMode = .center
        icons.insert(icon, at: i)
        addSubview(icon)
        let back = UIImageView()
        back.isUserInteractionEnabled = false
        segmentBackgrounds.insert(back, at: i)
        insertSubview(back, at: 0)
        let sep = UIImageView()
        sep.isUserInteractionEnabled = false
        sep.backgroundColor = .separator
        separators.append(sep)
        insertSubview(sep, belowSubview: plate)
        if _selected >= i { _selected += 1 }
        restyle()
        setNeedsLayout()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard items.indices.contains(segment) else { return }
        items.remove(at: segment)
        segmentActions.remove(at: segment)
        labels.remove(at: segment).removeFromSuperview()
        icons.remove(at: segment).removeFromSuperview()
        segmentBackgrounds.remove(at: segment).removeFromSuperview()
        separators.removeLast().removeFromSuperview()
        if _selected == segment { _selected = UISegmentedControl.noSegment } else if _selected > segment { _selected -= 1 }
        restyle()
        setNeedsLayout()
    }

    open func removeAllSegments() { while !items.isEmpty { removeSegment(at: 0, animated: false) } }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard items.indices.contains(segment) else { return }
        items[segment].title = title
        restyle()
    }

    open func titleForSegment(at segment: Int) -> String? { items.indices.contains(segment) ? items[segment].title : nil }

    /// Shows an image in the segment (in place of its title, as UIKit does).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard items.indices.contains(segment) else { return }
        items[segment].image = image
        if image != nil { items[segment].title = nil }
        restyle()
        setNeedsLayout()
    }

    open func imageForSegment(at segment: Int) -> UIImage? { items.indices.contains(segment) ? items[segment].image : nil }

    /// A fixed width for the segment; 0 (the default) lets the control size it.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard items.indices.contains(segment) else { return }
        items[segment].width = max(0, width)
        setNeedsLayout()
    }

    open func widthForSegment(at segment: Int) -> CGFloat { items.indices.contains(segment) ? items[segment].width : 0 }

    /// The width each segment's content asks for: its title in the selected font, or its image, plus padding.
    private func contentWidth(_ i: Int) -> CGFloat {
        if let image = items[i].image { return image.size.width + 24 }
        let t = UILabel()
        t.font = .systemFont(ofSize: 13, weight: .semibold)
        t.text = items[i].title
        return t.sizeThatFits(.zero).width + 24
    }

    /// Each segment's frame: fixed widths as set, the rest equal, or by content when apportioned.
    func segmentFrames() -> [CGRect] {
        guard !items.isEmpty else { return [] }
        let fixed = items.map(\.width)
        let free = max(0, bounds.width - fixed.reduce(0, +))
        let flexible = items.indices.filter { fixed[$0] == 0 }
        var widths = fixed
        if apportionsSegmentWidthsByContent {
            let wants = flexible.map(contentWidth)
            let extra = (free - wants.reduce(0, +)) / CGFloat(max(1, flexible.count))
            for (k, i) in flexible.enumerated() { widths[i] = max(0, wants[k] + extra) }
        } else {
            for i in flexible { widths[i] = free / CGFloat(flexible.count) }
        }
        var x: CGFloat = 0
        return widths.map { w in
            defer { x += w }
            return CGRect(x: x, y: 0, width: w, height: bounds.height)
        }
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard items.indices.contains(segment) else { return }
        items[segment].enabled = enabled
        restyle()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool { items.indices.contains(segment) ? items[segment].enabled : false }

    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        textAttributes[state.rawValue] = attributes
        appearanceDidCall("setTitleTextAttributes(_:for:) \(state.rawValue)") { ($0 as? UISegmentedControl)?.setTitleTextAttributes(attributes, for: state) }
        restyle()
    }

    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? { textAttributes[state.rawValue] }

    // MARK: Images (UIAppearance's customization, as apps skin a control or a search bar's scope bar)

    /// The image each segment is drawn on in a state; with one for `.normal`, the control draws
    /// images instead of its capsule and selection plate.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: State, barMetrics: UIBarMetrics) {
        images.backgrounds[SegmentImages.Key(state, barMetrics)] = backgroundImage
        restyle()
        setNeedsLayout()
    }

    open func backgroundImage(for state: State, barMetrics: UIBarMetrics) -> UIImage? {
        images.backgrounds[SegmentImages.Key(state, barMetrics)]
    }

    /// The image between two segments in the given states (the left one selected, the right one
    /// normal, …); it is drawn at its own width, centred on the boundary.
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: State,
                              rightSegmentState rightState: State, barMetrics: UIBarMetrics) {
        images.dividers[SegmentImages.DividerKey(leftState, rightState, barMetrics)] = dividerImage
        restyle()
        setNeedsLayout()
    }

    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State, barMetrics: UIBarMetrics) -> UIImage? {
        images.dividers[SegmentImages.DividerKey(leftState, rightState, barMetrics)]
    }

    private func segmentState(_ i: Int) -> State {
        if !isEnabled || !items[i].enabled { return .disabled }
        return i == _selected ? .selected : .normal
    }

    private func restyle() {
        let skinned = images.isSkinned
        backgroundColor = skinned ? .clear : .tertiarySystemFill
        layer.cornerRadius = skinned ? 0 : 9
        for (i, back) in segmentBackgrounds.enumerated() {
            back.image = skinned ? images.background(for: segmentState(i)) : nil
            back.isHidden = !skinned
        }
        for (i, sep) in separators.enumerated() where i + 1 < items.count {
            let divider = images.divider(left: segmentState(i), right: segmentState(i + 1))
            sep.image = divider
            sep.backgroundColor = divider == nil ? .separator : nil
        }
        for (i, l) in labels.enumerated() {
            let selected = i == _selected
            let attrs = textAttributes[selected ? State.selected.rawValue : 0] ?? textAttributes[0] ?? [:]
            l.text = items[i].title
            l.font = attrs[.font] as? UIFont ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
            l.textColor = attrs[.foregroundColor] as? UIColor ?? .label
            l.alpha = items[i].enabled && isEnabled ? 1 : 0.3
            icons[i].image = items[i].image
            icons[i].tintColor = l.textColor
            icons[i].alpha = l.alpha
        }
        plate.isHidden = _selected == UISegmentedControl.noSegment || skinned
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = segmentFrames()
        for (i, l) in labels.enumerated() {
            l.frame = frames[i].insetBy(dx: 4, dy: 0)
            icons[i].frame = frames[i]
        }
        for (i, back) in segmentBackgrounds.enumerated() {
            back.frame = frames[i]
        }
        for (i, s) in separators.enumerated() {
            // A divider between two segments, hidden next to the selected one (an image always shows).
            let between = i + 1 < items.count
            if let image = s.image, between {
                s.isHidden = false
                s.frame = CGRect(x: frames[i].maxX - image.size.width / 2, y: 0, width: image.size.width, height: bounds.height)
                continue
            }
            s.isHidden = !between || i == _selected || i + 1 == _selected
            s.frame = CGRect(x: (frames.indices.contains(i) ? frames[i].maxX : 0) - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16)
        }
        if _selected != UISegmentedControl.noSegment {
            plate.frame = frames[_selected].insetBy(dx: 2, dy: 2)
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let wants = items.indices.map { items[$0].width > 0 ? items[$0].width : contentWidth($0) }
        let width = apportionsSegmentWidthsByContent ? wants.reduce(0, +) : (wants.max() ?? 24) * CGFloat(max(1, items.count))
        return CGSize(width: width, height: 32)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    package override var displayedText: String? { nil }

    private func segment(at p: CGPoint) -> Int? {
        guard !items.isEmpty, bounds.contains(p) else { return nil }
        return segmentFrames().firstIndex { $0.minX <= p.x && p.x < $0.maxX } ?? items.count - 1
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEnabled, let t = touches.first, let i = segment(at: t.location(in: self)), items[i].enabled {
            if isMomentary {
                userSelected(i)
            } else if i != _selected {
                selectedSegmentIndex = i
                userSelected(i)
            }
        }
        super.touchesEnded(touches, with: event)
    }

}
