import Foundation
import QuartzCore

/// An on/off switch, 51×31 points, as iOS 17 draws it: a green track when on, a white knob with a shadow.
@preconcurrency @MainActor open class UISwitch: UIControl {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.isElement = true
        a.value = isOn ? "1" : "0"
        a.traits.formUnion([.button, .toggleButton])
        a.role = .switch
        return a
    }

    /// Its tap beats an ancestor's single-tap recognizer (iOS 6's rule for controls).
    override var takesSingleTapFromAncestors: Bool { isEnabled }
    /// Of fixed size: it hugs its content at 750, as UIKit's defaults for such controls.
    override var hugsContentByDefault: Bool { true }

    // As on iOS, one container holds the parts, the off track first (`subviews[0].subviews[0]`,
    // which books colour to tint the off state), then the on fill that fades in over it, then the knob.
    private let container = UIView()
    private let track = UIView()
    private let onFill = UIView()
    private let knob = UIView()
    private var _isOn = false

    /// The on track color (the system green by default).
    open var onTintColor: UIColor? { didSet { restyle(); appearanceDidSet(\UISwitch.onTintColor) } }
    open var thumbTintColor: UIColor? { didSet { restyle(); appearanceDidSet(\UISwitch.thumbTintColor) } }
    /// Images for the track (iOS 6). Since iOS 7 a switch does not draw them, as UIKit documents; kept.
    open var onImage: UIImage?
    open var offImage: UIImage?
    /// The off track color iOS uses.
    /// The off track: secondary system fill over white, as iOS draws it (dark grey in dark mode).
    static let offTrack = ChromePalette.pair(UIColor(r: 233, g: 233, b: 234), UIColor(r: 57, g: 57, b: 61))

    open var isOn: Bool {
        get { _isOn }
        set { setOn(newValue, animated: false) }
    }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        decodeSwitch(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeSwitch(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeSwitch(with: coder)
    }

    private func setUp() {
        container.isUserInteractionEnabled = false
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = 15.5
        track.backgroundColor = UISwitch.offTrack
        onFill.isUserInteractionEnabled = false
        onFill.layer.cornerRadius = 15.5
        knob.isUserInteractionEnabled = false
        knob.layer.cornerRadius = 13.5
        knob.layer.shadowOpacity = 0.15
        knob.layer.shadowRadius = 4
        knob.layer.shadowOffset = CGSize(width: 0, height: 3)
        addSubview(container)
        container.addSubview(track)
        container.addSubview(onFill)
        container.addSubview(knob)
        restyle()
    }

    open func setOn(_ on: Bool, animated: Bool) {
        _isOn = on
        if animated {
            UIView.animate(withDuration: 0.25) { self.restyle(); self.layoutKnob() }
        } else {
            UIView.performWithoutAnimation { restyle(); layoutKnob() }
        }
    }

    private func restyle() {
        onFill.backgroundColor = onTintColor ?? .systemGreen
        onFill.alpha = _isOn ? 1 : 0
        knob.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
    }

    override func stateDidChange() {
        super.stateDidChange()
        UIView.performWithoutAnimation { restyle() }
    }

    private func layoutKnob() {
        let x: CGFloat = _isOn ? 51 - 2 - 27 : 2
        knob.frame = CGRect(x: x, y: 2, width: 27, height: 27)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        container.frame = CGRect(x: 0, y: 0, width: 51, height: 31)
        track.frame = container.bounds
        onFill.frame = container.bounds
        if layer.animationKeys() == nil && knob.layer.animationKeys() == nil { layoutKnob() }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasInside = touches.first.map(isInside) ?? false
        if isEnabled && wasInside {
            setOn(!_isOn, animated: true)
            sendActions(for: .valueChanged)
        }
        super.touchesEnded(touches, with: event)
    }

    override func sendPrimaryAction() { sendActions(for: .primaryActionTriggered) }
}
