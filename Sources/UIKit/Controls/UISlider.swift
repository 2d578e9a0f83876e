import Foundation
@_spi(OpenUIKit) import QuartzCore

/// A value between a minimum and maximum, chosen by dragging the thumb along a 4-point track.
@preconcurrency @MainActor open class UISlider: UIControl {
    private let maxTrack = UIView()
    private let minTrack = UIView()
    private let thumb = UIView()
    private var _value: Float = 0
    private var grab: CGFloat = 0

    open var minimumValue: Float = 0 { didSet { clamp() } }
    open var maximumValue: Float = 1 { didSet { clamp() } }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { restyle() } }
    open var maximumTrackTintColor: UIColor? { didSet { restyle() } }
    open var thumbTintColor: UIColor? { didSet { restyle() } }

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
    }

    private func setUp() {
        for v in [maxTrack, minTrack, thumb] { v.isUserInteractionEnabled = false; addSubview(v) }
        maxTrack.layer.cornerRadius = UISlider.trackHeight / 2
        minTrack.layer.cornerRadius = UISlider.trackHeight / 2
        thumb.layer.cornerRadius = UISlider.thumbSize / 2
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

    private func restyle() {
        minTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        maxTrack.backgroundColor = maximumTrackTintColor ?? UIColor(r: 120, g: 120, b: 128, a: 0.2)
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    /// The thumb's centre x for a value.
    private func thumbX(_ v: Float) -> CGFloat {
        let r = UISlider.thumbSize / 2
        let span = maximumValue - minimumValue
        let f = span > 0 ? CGFloat((v - minimumValue) / span) : 0
        return r + f * max(0, bounds.width - 2 * r)
    }

    private func layoutTrack() {
        let mid = bounds.midY, h = UISlider.trackHeight, x = thumbX(_value)
        maxTrack.frame = CGRect(x: 0, y: mid - h / 2, width: bounds.width, height: h)
        minTrack.frame = CGRect(x: 0, y: mid - h / 2, width: x, height: h)
        thumb.frame = CGRect(x: x - UISlider.thumbSize / 2, y: mid - UISlider.thumbSize / 2, width: UISlider.thumbSize, height: UISlider.thumbSize)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTrack()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(size.width, 118), height: 34) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 34) }

    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect { thumb.frame }
    open func trackRect(forBounds bounds: CGRect) -> CGRect { maxTrack.frame }

    // Dragging starts on the thumb (with some room around it), as on iOS.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        guard thumb.frame.insetBy(dx: -10, dy: -10).contains(p) else { return false }
        grab = p.x - thumbX(_value)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let r = UISlider.thumbSize / 2
        let x = touch.location(in: self).x - grab
        let f = Float(min(1, max(0, (x - r) / max(1, bounds.width - 2 * r))))
        let old = _value
        setValue(minimumValue + f * (maximumValue - minimumValue), animated: false)
        if isContinuous && old != _value { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous { sendActions(for: .valueChanged) }
    }
}
