import Foundation
import QuartzCore

/// Minus and plus in a 94×32 capsule; holding repeats (autorepeat), values clamp or wrap.
@preconcurrency @MainActor open class UIStepper: UIControl {
    override var redrawsOnBoundsChange: Bool { true }
    /// Its two halves, as VoiceOver and UI tests reach them: "Decrement" and "Increment".
    private lazy var halves: [PartElement] = [-1, 1].map { side in
        PartElement(in: self, describe: { [unowned self] in
            let half = bounds.width / 2
            let can = wraps || (side < 0 ? value > minimumValue : value < maximumValue)
            return (CGRect(x: side < 0 ? 0 : half, y: 0, width: half, height: bounds.height), side < 0 ? "Decrement" : "Increment",
                    isEnabled && can ? .button : [.button, .notEnabled])
        }, activate: { [unowned self] in
            step(side)
            return true
        })
    }
    override var defaultAccessibilityElements: [Any]? { halves }

    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.role = .stepper
        return a
    }

    /// Its tap beats an ancestor's single-tap recognizer (iOS 6's rule for controls).
    override var takesSingleTapFromAncestors: Bool { isEnabled }
    /// Of fixed size: it hugs its content at 750, as UIKit's defaults for such controls.
    override var hugsContentByDefault: Bool { true }

    open var value: Double = 0 { didSet { value = clamped(value); setNeedsDisplay() } }
    open var minimumValue: Double = 0 { didSet { value = clamped(value) } }
    open var maximumValue: Double = 100 { didSet { value = clamped(value) } }
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true
    private var repeating: Int?
    private var pressedSide = 0
    private var images = StepperImages()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        restoreDecoded([.backgroundColor, .contentMode], from: coder) // the file wins over the set-up above
        decodeStepper(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeStepper(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodeStepper(with: coder)
    }

    private func setUp() {
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 8
        contentMode = .redraw
    }

    private func clamped(_ v: Double) -> Double { min(max(v, minimumValue), maximumValue) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 94, height: 32) }
    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let half = bounds.width / 2, mid = bounds.midY
        let halves = [CGRect(x: 0, y: 0, width: half, height: bounds.height), CGRect(x: half, y: 0, width: half, height: bounds.height)]
        let states = [halfState(-1), halfState(1)]
        if images.isSkinned {
            for i in 0..<2 { images.backgrounds.value(for: states[i])?.draw(in: halves[i]) }
        } else if pressedSide != 0 {
            ctx.setFillColor(UIColor.systemFill.cgColor)
            ctx.fill(halves[pressedSide < 0 ? 0 : 1])
        }
        if let divider = images.divider(left: states[0], right: states[1]) {
            let w = divider.size.width
            divider.draw(in: CGRect(x: half - w / 2, y: 0, width: w, height: bounds.height))
        } else if !images.isSkinned {
            ctx.setFillColor(UIColor.separator.cgColor)
            ctx.fill(CGRect(x: half - 0.5, y: mid - 9, width: 1, height: 18))
        }
        let on = UIColor.label.cgColor, off = UIColor.tertiaryLabel.cgColor
        // Minus and plus glyphs, 14 points wide and 1.5 thick, as iOS draws them, unless replaced.
        if let minus = images.decrements.value(for: states[0]) {
            drawGlyph(minus, in: halves[0], state: states[0])
        } else {
            ctx.setFillColor(states[0].contains(.disabled) ? off : on)
            ctx.fill(CGRect(x: half / 2 - 7, y: mid - 0.75, width: 14, height: 1.5))
        }
        if let plus = images.increments.value(for: states[1]) {
            drawGlyph(plus, in: halves[1], state: states[1])
        } else {
            ctx.setFillColor(states[1].contains(.disabled) ? off : on)
            ctx.fill(CGRect(x: half * 1.5 - 7, y: mid - 0.75, width: 14, height: 1.5))
            ctx.fill(CGRect(x: half * 1.5 - 0.75, y: mid - 7, width: 1.5, height: 14))
        }
    }

    /// A half's state: disabled with the control or at its limit, highlighted while pressed.
    private func halfState(_ side: Int) -> UIControl.State {
        let can = wraps || (side < 0 ? value > minimumValue : value < maximumValue)
        if !isEnabled || !can { return .disabled }
        return pressedSide == side ? .highlighted : .normal
    }

    /// A glyph image centred in its half; template images (the default for a stepper's glyphs)
    /// take the tint colour, dimmed when the half is disabled.
    private func drawGlyph(_ image: UIImage, in rect: CGRect, state: UIControl.State) {
        let size = image.size
        let frame = CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
        guard image.renderingMode != .alwaysOriginal else { return image.draw(in: frame) }
        let tint: UIColor = tintColor ?? .systemBlue
        let color = state.contains(.disabled) ? tint.withAlphaComponent(0.35) : tint
        image.withTintColor(color, renderingMode: .alwaysOriginal).draw(in: frame)
    }

    // MARK: Customizing appearance

    /// Each half's background for a state; a normal one replaces the drawn capsule.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        images.backgrounds[state.rawValue] = image
        if images.isSkinned, backgroundColor == .tertiarySystemFill {
            backgroundColor = nil
            layer.cornerRadius = 0
        }
        setNeedsDisplay()
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? { images.backgrounds[state.rawValue] }

    /// The image between the halves when the left and right halves are in these states.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        images.dividers[StepperImages.DividerKey(left: leftState.rawValue, right: rightState.rawValue)] = image
        setNeedsDisplay()
    }

    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? {
        images.dividers[StepperImages.DividerKey(left: state.rawValue, right: state2.rawValue)]
    }

    /// The plus glyph for a state (drawn as a template in the tint colour unless `.alwaysOriginal`).
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        images.increments[state.rawValue] = image
        setNeedsDisplay()
    }

    open func incrementImage(for state: UIControl.State) -> UIImage? { images.increments[state.rawValue] }

    /// The minus glyph for a state (drawn as a template in the tint colour unless `.alwaysOriginal`).
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        images.decrements[state.rawValue] = image
        setNeedsDisplay()
    }

    open func decrementImage(for state: UIControl.State) -> UIImage? { images.decrements[state.rawValue] }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    private func step(_ direction: Int) {
        var v = value + Double(direction) * stepValue
        if wraps {
            if v > maximumValue { v = minimumValue } else if v < minimumValue { v = maximumValue }
        }
        let old = value
        value = clamped(v)
        if value != old { sendActions(for: .valueChanged) }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressedSide = touch.location(in: self).x < bounds.width / 2 ? -1 : 1
        setNeedsDisplay()
        step(pressedSide)
        if autorepeat { scheduleRepeat(after: 0.5) }
        return true
    }

    /// Held down: repeat every 0.1 s after the first half second.
    private func scheduleRepeat(after delay: TimeInterval) {
        repeating = responderEnvironment.scheduler.schedule(after: delay, target: self) { [weak self] in
            guard let self, self.pressedSide != 0 else { return }
            self.step(self.pressedSide)
            self.scheduleRepeat(after: 0.1)
        }
    }

    private func stopRepeat() {
        if let id = repeating { responderEnvironment.scheduler.cancel(id: id) }
        repeating = nil
        pressedSide = 0
        setNeedsDisplay()
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { stopRepeat() }
    open override func cancelTracking(with event: UIEvent?) { stopRepeat() }
}
