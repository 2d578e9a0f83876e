import Foundation
import QuartzCore

/// A value between a minimum and maximum, chosen by dragging the thumb along a 4-point track.
@preconcurrency @MainActor open class UISlider: UIControl {
    /// A swipe up moves the thumb a tenth of the range, as VoiceOver moves it.
    open override func accessibilityIncrement() { nudge(by: 0.1) }
    open override func accessibilityDecrement() { nudge(by: -0.1) }

    private func nudge(by fraction: Float) {
        let old = value
        setValue(value + (maximumValue - minimumValue) * fraction, animated: false)
        if value != old { sendActions(for: .valueChanged) }
    }

    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.isElement = true
        let span = maximumValue - minimumValue
        a.value = "\(Int((span > 0 ? (value - minimumValue) / span : 0) * 100 + 0.5))%"
        a.traits.insert(.adjustable)
        a.role = .slider
        return a
    }

    private let maxTrack = UIImageView()
    private let minTrack = UIImageView()
    private let thumb = UIImageView()
    private let minImageView = UIImageView()
    private let maxImageView = UIImageView()
    private var thumbImages: [UInt: UIImage] = [:]
    private var minTrackImages: [UInt: UIImage] = [:]
    private var maxTrackImages: [UInt: UIImage] = [:]
    private var _value: Float = 0
    private var grab: CGFloat = 0

    open var minimumValue: Float = 0 { didSet { clamp() } }
    open var maximumValue: Float = 1 { didSet { clamp() } }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { restyle(); appearanceDidSet(\UISlider.minimumTrackTintColor) } }
    open var maximumTrackTintColor: UIColor? { didSet { restyle(); appearanceDidSet(\UISlider.maximumTrackTintColor) } }
    open var thumbTintColor: UIColor? { didSet { restyle(); appearanceDidSet(\UISlider.thumbTintColor) } }
    /// An image at the minimum end, left of the track.
    open var minimumValueImage: UIImage? { didSet { restyle(); setNeedsLayout() } }
    /// An image at the maximum end, right of the track.
    open var maximumValueImage: UIImage? { didSet { restyle(); setNeedsLayout() } }

    static let thumbSize: CGFloat = 28
    static let trackHeight: CGFloat = 4

    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        decodeSlider(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeSlider(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeSlider(with: coder)
    }

    private func setUp() {
        for v in [minImageView, maxImageView, maxTrack, minTrack, thumb] { v.isUserInteractionEnabled = false; addSubview(v) }
        minImageView.contentMode = .center
        maxImageView.contentMode = .center
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 4
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        restyle()
    }

    open func setValue(_ v: Float, animated: Bool) {
        _value = min(max(v, minimumValue), maximumValue)
        if animated { UIView.animate(withDuration: 0.2) { self.layoutTrack() } } else { UIView.performWithoutAnimation { layoutTrack() } }
    }

    private func clamp() { setValue(_value, animated: false) }

    open override func tintColorDidChange() { restyle() }

    override func stateDidChange() {
        super.stateDidChange()
        restyle()
    }

    private func restyle() {
        minTrack.image = currentMinimumTrackImage
        maxTrack.image = currentMaximumTrackImage
        thumb.image = currentThumbImage
        minTrack.backgroundColor = minTrack.image == nil ? (minimumTrackTintColor ?? tintColor) : nil
        maxTrack.backgroundColor = maxTrack.image == nil ? (maximumTrackTintColor ?? .systemFill) : nil
        // A thumb image replaces the white, shadowed disc.
        thumb.backgroundColor = thumb.image == nil ? (thumbTintColor ?? .white) : nil
        thumb.layer.shadowOpacity = thumb.image == nil ? 0.2 : 0
        minImageView.image = minimumValueImage
        maxImageView.image = maximumValueImage
        minImageView.tintColor = UIColor.secondaryLabel
        maxImageView.tintColor = UIColor.secondaryLabel
        setNeedsLayout()
    }

    // MARK: Images

    open func setThumbImage(_ image: UIImage?, for state: State) { thumbImages[state.rawValue] = image; restyle() }
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] }
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }
    /// Stretched along the track left of the thumb (make it resizable to keep its ends).
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) { minTrackImages[state.rawValue] = image; restyle() }
    open func minimumTrackImage(for state: State) -> UIImage? { minTrackImages[state.rawValue] }
    open var currentMinimumTrackImage: UIImage? { minTrackImages[state.rawValue] ?? minTrackImages[0] }
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) { maxTrackImages[state.rawValue] = image; restyle() }
    open func maximumTrackImage(for state: State) -> UIImage? { maxTrackImages[state.rawValue] }
    open var currentMaximumTrackImage: UIImage? { maxTrackImages[state.rawValue] ?? maxTrackImages[0] }

    /// Where the minimum value image goes: at the leading end, as wide as the image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = minimumValueImage else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
    }

    /// Where the maximum value image goes: at the trailing end.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = maximumValueImage else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - image.size.width, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
    }

    private var thumbSize: CGSize { currentThumbImage?.size ?? CGSize(width: UISlider.thumbSize, height: UISlider.thumbSize) }

    /// The thumb's centre x for a value.
    private func thumbX(_ v: Float) -> CGFloat { thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: v).midX }

    private func layoutTrack() {
        let track = trackRect(forBounds: bounds), x = thumbX(_value)
        maxTrack.frame = track
        minTrack.frame = CGRect(x: track.minX, y: track.minY, width: max(0, x - track.minX), height: track.height)
        thumb.frame = thumbRect(forBounds: bounds, trackRect: track, value: _value)
        minImageView.frame = minimumValueImageRect(forBounds: bounds)
        maxImageView.frame = maximumValueImageRect(forBounds: bounds)
        let rounded = currentMinimumTrackImage == nil && currentMaximumTrackImage == nil
        maxTrack.layer.cornerRadius = rounded ? track.height / 2 : 0
        minTrack.layer.cornerRadius = rounded ? track.height / 2 : 0
        thumb.layer.cornerRadius = currentThumbImage == nil ? thumbSize.width / 2 : 0
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTrack()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(size.width, 118), height: 34) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 34) }

    /// The thumb for `value` along `rect`: its centre travels the track less half a thumb at each end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = thumbSize, r = size.width / 2
        let span = maximumValue - minimumValue
        let f = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let x = rect.minX + r + f * max(0, rect.width - 2 * r)
        return CGRect(x: x - r, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: the bounds' width less the value images (and 8 points beside each), 4 points tall
    /// or as tall as the track images.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let lead = minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + 8
        let trail = maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - 8
        let h = max(currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0, UISlider.trackHeight)
        return CGRect(x: lead, y: bounds.midY - h / 2, width: max(0, trail - lead), height: h)
    }

    // Dragging starts on the thumb (with some room around it), as on iOS.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        guard thumb.frame.insetBy(dx: -10, dy: -10).contains(p) else { return false }
        grab = p.x - thumbX(_value)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds), r = thumbSize.width / 2
        let x = touch.location(in: self).x - grab
        let f = Float(min(1, max(0, (x - track.minX - r) / max(1, track.width - 2 * r))))
        let old = _value
        setValue(minimumValue + f * (maximumValue - minimumValue), animated: false)
        if isContinuous && old != _value { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous { sendActions(for: .valueChanged) }
    }
}
