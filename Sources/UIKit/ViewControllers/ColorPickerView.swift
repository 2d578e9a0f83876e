import Foundation

/// The colour picker's content as iOS 14 lays it out: "Colors" with a close button, the Grid /
/// Spectrum / Sliders control, the mode's view, the opacity slider and the swatch of the colour.
@MainActor final class ColorPickerView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    unowned let picker: UIColorPickerViewController
    let modes = UISegmentedControl(items: ["Grid", "Spectrum", "Sliders"])
    let grid = ColorGridView(), spectrum = ColorSpectrumView()
    let sliders = ["RED", "GREEN", "BLUE"].map { ColorSliderRow($0, maximum: 255) }
    let opacity = ColorSliderRow("OPACITY", maximum: 100)
    let swatch = UIView()
    private let titleLabel = UILabel(), close = UIButton.sheetCloseButton()

    init(picker: UIColorPickerViewController) {
        self.picker = picker
        super.init(frame: CGRect(x: 0, y: 0, width: 375, height: 560))
        backgroundColor = .secondarySystemBackground
        titleLabel.text = picker.title
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        close.addAction(UIAction { [unowned picker] _ in picker.closeTapped() }, for: .touchUpInside)
        modes.selectedSegmentIndex = 0
        modes.addAction(UIAction { [unowned self] _ in showMode() }, for: .valueChanged)
        grid.onPick = { [unowned self] c in chose(c.withAlphaComponent(currentAlpha), continuously: false) }
        spectrum.onPick = { [unowned self] c, moving in chose(c.withAlphaComponent(currentAlpha), continuously: moving) }
        for (i, s) in sliders.enumerated() {
            s.slider.minimumTrackTintColor = [UIColor.systemRed, .systemGreen, .systemBlue][i]
            s.slider.addAction(UIAction { [unowned self] _ in slidersMoved() }, for: .valueChanged)
            for v in s.views { addSubview(v) }
        }
        opacity.slider.addAction(UIAction { [unowned self] _ in
            chose(picker.selectedColor.withAlphaComponent(CGFloat(opacity.slider.value / 100)), continuously: false)
        }, for: .valueChanged)
        swatch.layer.cornerRadius = 10
        swatch.layer.borderWidth = 1
        for v in [titleLabel, close, modes, grid, spectrum] + opacity.views + [swatch] { addSubview(v) }
        showMode()
    }

    required init?(coder: NSCoder) { fatalError("made by UIColorPickerViewController") }

    override func updateLayerColors() { swatch.layer.borderColor = UIColor.separator.cgColor }

    private var currentAlpha: CGFloat { picker.supportsAlpha ? CGFloat(opacity.slider.value / 100) : 1 }

    private func chose(_ c: UIColor, continuously: Bool) {
        picker.userChose(c, continuously: continuously)
    }

    private func slidersMoved() {
        let v = sliders.map { CGFloat($0.slider.value.rounded()) / 255 }
        chose(UIColor(red: v[0], green: v[1], blue: v[2], alpha: currentAlpha), continuously: sliders.contains { $0.slider.isTracking })
    }

    private func showMode() {
        let m = modes.selectedSegmentIndex
        grid.isHidden = m != 0
        spectrum.isHidden = m != 1
        for s in sliders { for v in s.views { v.isHidden = m != 2 } }
    }

    /// Moves every control to `color`.
    func show(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        for (s, x) in zip(sliders, [r, g, b]) {
            s.slider.value = Float(x * 255)
            s.value.text = "\(Int((x * 255).rounded()))"
        }
        opacity.slider.value = Float(a * 100)
        opacity.value.text = "\(Int((a * 100).rounded()))%"
        grid.selected = color.withAlphaComponent(1)
        spectrum.marked = color
        swatch.backgroundColor = color
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, m: CGFloat = 16
        titleLabel.frame = CGRect(x: 60, y: 14, width: w - 120, height: 24)
        close.frame = CGRect(x: w - m - 30, y: 11, width: 30, height: 30)
        modes.frame = CGRect(x: m, y: 54, width: w - 2 * m, height: 32)
        let area = CGRect(x: m, y: modes.frame.maxY + 16, width: w - 2 * m, height: (w - 2 * m) * 10 / 12)
        grid.frame = area
        spectrum.frame = area
        for (i, s) in sliders.enumerated() { s.place(atY: area.minY + CGFloat(i) * ColorSliderRow.height, across: area) }
        var y = area.maxY + 20
        let alpha = picker.supportsAlpha
        for v in opacity.views { v.isHidden = !alpha }
        if alpha {
            opacity.place(atY: y, across: area)
            y += ColorSliderRow.height
        }
        swatch.frame = CGRect(x: m, y: y, width: 76, height: 76)
    }
}

/// A named slider with its value in a box beside it: the RGB rows and opacity.
@MainActor struct ColorSliderRow {
    let name = UILabel(), slider = UISlider(), value = UILabel()
    static let height: CGFloat = 76

    init(_ title: String, maximum: Float) {
        name.text = title
        name.font = .systemFont(ofSize: 13, weight: .semibold)
        name.textColor = .secondaryLabel
        slider.minimumValue = 0
        slider.maximumValue = maximum
        value.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        value.textAlignment = .center
        value.backgroundColor = .systemBackground
        value.layer.cornerRadius = 6
        value.clipsToBounds = true
    }

    var views: [UIView] { [name, slider, value] }

    /// The name above, the slider and its value box below it, at `y` across `area`.
    func place(atY y: CGFloat, across area: CGRect) {
        name.frame = CGRect(x: area.minX, y: y, width: 200, height: 18)
        slider.frame = CGRect(x: area.minX, y: y + 24, width: area.width - 90, height: 34)
        value.frame = CGRect(x: area.maxX - 76, y: y + 24, width: 76, height: 34)
    }
}

/// The ground the grid and the spectrum are drawn on: redrawn at every size, rounded at its corners.
@MainActor class ColorPickerSurface: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        layer.cornerRadius = 8
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("made by the colour picker") }
}

/// The grid of colours: greys from white to black on top, then twelve hues, deep to pale.
@MainActor final class ColorGridView: ColorPickerSurface {
    var onPick: (UIColor) -> Void = { _ in }
    var selected: UIColor? { didSet { setNeedsDisplay() } }
    static let columns = 12, rows = 10

    /// The colour of a cell.
    static func color(row: Int, column: Int) -> UIColor {
        if row == 0 { return UIColor(white: 1 - CGFloat(column) / CGFloat(columns - 1), alpha: 1) }
        let hue = (0.53 + CGFloat(column) / CGFloat(columns)).truncatingRemainder(dividingBy: 1)
        let depth = CGFloat(row - 1) / CGFloat(rows - 2)   // 0 deep … 1 pale
        let brightness = depth < 0.5 ? 0.35 + 1.3 * depth : 1
        let saturation = depth < 0.5 ? 1 : 1 - 1.5 * (depth - 0.5)
        return UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
    }

    func cell(row: Int, column: Int) -> CGRect {
        let w = bounds.width / CGFloat(ColorGridView.columns), h = bounds.height / CGFloat(ColorGridView.rows)
        return CGRect(x: CGFloat(column) * w, y: CGFloat(row) * h, width: w, height: h)
    }

    override func draw(_ rect: CGRect) {
        var mark: CGRect?
        for r in 0..<ColorGridView.rows {
            for c in 0..<ColorGridView.columns {
                let color = ColorGridView.color(row: r, column: c)
                color.setFill()
                UIRectFill(cell(row: r, column: c))
                if let s = selected, s.isEqual(color) { mark = cell(row: r, column: c) }
            }
        }
        if let mark {
            UIColor.white.setStroke()
            let p = UIBezierPath(rect: mark.insetBy(dx: 1.5, dy: 1.5))
            p.lineWidth = 3
            p.stroke()
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let p = touches.first?.location(in: self), bounds.contains(p) else { return }
        let c = min(ColorGridView.columns - 1, Int(p.x / bounds.width * CGFloat(ColorGridView.columns)))
        let r = min(ColorGridView.rows - 1, Int(p.y / bounds.height * CGFloat(ColorGridView.rows)))
        onPick(ColorGridView.color(row: r, column: c))
    }
}

/// The spectrum: hue across, pale at the top to deep at the bottom; a touch or a drag picks the colour under it.
@MainActor final class ColorSpectrumView: ColorPickerSurface {
    var onPick: (UIColor, Bool) -> Void = { _, _ in }
    var marked: UIColor? { didSet { setNeedsDisplay() } }
    private var image: CGImage?

    /// The colour at a point of the spectrum (unit coordinates).
    static func color(x: CGFloat, y: CGFloat) -> UIColor {
        let hue = min(max(x, 0), 1), v = min(max(y, 0), 1)
        // Top half: from white into full colour; bottom half: from full colour into black.
        return v < 0.5 ? UIColor(hue: hue, saturation: v * 2, brightness: 1, alpha: 1)
                       : UIColor(hue: hue, saturation: 1, brightness: 1 - (v - 0.5) * 1.6, alpha: 1)
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let w = 96, h = 80
        if image == nil {
            var px = [UInt32](repeating: 0, count: w * h)
            for j in 0..<h {
                for i in 0..<w {
                    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                    ColorSpectrumView.color(x: (CGFloat(i) + 0.5) / CGFloat(w), y: (CGFloat(j) + 0.5) / CGFloat(h)).getRed(&r, green: &g, blue: &b, alpha: &a)
                    px[j * w + i] = 0xFF00_0000 | UInt32(r * 255) << 16 | UInt32(g * 255) << 8 | UInt32(b * 255)
                }
            }
            image = px.withUnsafeMutableBytes { raw in
                CGContext(data: raw.baseAddress, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)?.makeImage()
            }
        }
        if let image {
            ctx.saveGState()
            ctx.interpolationQuality = .high
            ctx.translateBy(x: 0, y: bounds.height)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: bounds)
            ctx.restoreGState()
        }
    }

    private func pick(_ touches: Set<UITouch>, moving: Bool) {
        guard let p = touches.first?.location(in: self) else { return }
        onPick(ColorSpectrumView.color(x: p.x / bounds.width, y: p.y / bounds.height), moving)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { pick(touches, moving: true) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { pick(touches, moving: true) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { pick(touches, moving: false) }
}
