import Foundation

/// The status bar iOS draws over every app: the time ("9:41", as Apple shows it) and the cellular, Wi-Fi
/// and battery indicators, placed as on each device — in the ears beside the Dynamic Island on iPhone 15,
/// across a 20-point bar on iPhone SE, with the date on iPad. It takes no touches.
@MainActor final class StatusBarView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    private let time = UILabel()
    private let profile: DeviceProfile
    /// The device whose key window decides the style.
    weak var environment: UIKitEnvironment?

    init(screen: UIScreen) {
        profile = screen.profile
        super.init(frame: CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.profile.statusBarHeight))
        isUserInteractionEnabled = false
        backgroundColor = .clear
        contentMode = .redraw
        layer.contentsScale = screen.scale
        time.textAlignment = .center
        switch profile.idiom {
        case .pad:
            time.text = "9:41 Mon Jun 10"
            time.font = .systemFont(ofSize: 12, weight: .semibold)
            time.textAlignment = .left
        default:
            time.text = "9:41"
            time.font = .systemFont(ofSize: profile.statusBarHeight > 40 ? 17 : 12, weight: .semibold)
        }
        time.layer.contentsScale = screen.scale
        addSubview(time)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    var hasEars: Bool { profile.hasSensorHousing }

    /// Where the indicators sit (they share the time's vertical centre).
    private var centerY: CGFloat { hasEars ? 30 : bounds.height / 2 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width
        if hasEars {
            time.frame = pixelAligned(CGRect(x: 16, y: centerY - 11, width: w / 2 - 60 - 16, height: 22))
        } else if profile.idiom == .pad {
            time.frame = CGRect(x: 20, y: 0, width: 200, height: bounds.height)
        } else {
            time.frame = CGRect(x: w / 2 - 40, y: 0, width: 80, height: bounds.height)
        }
    }

    /// The style the app asks for: its controllers' (the key window's root, the child it names,
    /// a full-screen presentation over it), or Info.plist's when controllers do not decide.
    var style: UIStatusBarStyle { environment?.drawnStatusBarStyle ?? .darkContent }
    /// The style last drawn.
    private var drawnStyle: UIStatusBarStyle?

    /// Draws again if the app now asks for another style.
    func refreshStyle() {
        if style != drawnStyle { setNeedsDisplay() }
    }

    /// Shows or hides the bar: at once, fading, or sliding up off the screen (inside the animation
    /// block that asked, which gives the timing).
    func show(_ shown: Bool, animation: UIStatusBarAnimation) {
        switch animation {
        case .none:
            UIView.performWithoutAnimation {
                alpha = shown ? 1 : 0
                transform = .identity
            }
        case .fade:
            transform = .identity
            alpha = shown ? 1 : 0
        case .slide:
            if shown && alpha == 0 {
                // Start from above the screen, then slide down.
                UIView.performWithoutAnimation {
                    transform = CGAffineTransform(translationX: 0, y: -bounds.height)
                    alpha = 1
                }
            }
            transform = shown ? .identity : CGAffineTransform(translationX: 0, y: -bounds.height)
        }
    }

    private var foreground: UIColor {
        switch style {
        case .lightContent: .white
        case .darkContent: .black
        case .default: .label
        }
    }

    override func draw(_ rect: CGRect) {
        drawnStyle = style
        let ink = foreground
        if time.textColor != ink { time.textColor = ink }
        ink.setFill()
        ink.setStroke()
        let w = bounds.width, cy = centerY
        let scale: CGFloat = hasEars ? 1 : 0.85
        // Battery: an outline with a nub, nearly full.
        let bw = 25 * scale, bh = 12 * scale
        let right = hasEars ? w - 30 : w - 10
        let battery = CGRect(x: right - bw - 2, y: cy - bh / 2, width: bw, height: bh)
        let outline = UIBezierPath(roundedRect: battery, cornerRadius: 3.5 * scale)
        outline.lineWidth = 1
        ink.withAlphaComponent(0.4).setStroke()
        outline.stroke()
        ink.setFill()
        UIBezierPath(roundedRect: battery.insetBy(dx: 2, dy: 2), cornerRadius: 2 * scale).fill()
        UIBezierPath(roundedRect: CGRect(x: battery.maxX + 1, y: cy - 2, width: 1.5, height: 4), cornerRadius: 0.7).fill()
        // Wi-Fi: three arcs and a dot.
        let wifiCenter = CGPoint(x: battery.minX - 12 * scale, y: cy + 5 * scale)
        for (i, r) in [CGFloat(3), 7, 11].enumerated() {
            if i == 0 {
                UIBezierPath(arcCenter: wifiCenter, radius: r * scale, startAngle: -.pi * 0.75, endAngle: -.pi * 0.25, clockwise: true)
                    .fillTriangle(to: wifiCenter)
            } else {
                let arc = UIBezierPath(arcCenter: wifiCenter, radius: r * scale, startAngle: -.pi * 0.75, endAngle: -.pi * 0.25, clockwise: true)
                arc.lineWidth = 2 * scale
                arc.lineCapStyle = .round
                arc.stroke()
            }
        }
        // Cellular: four bars of rising height (not on iPad Wi-Fi models).
        guard profile.idiom != .pad else { return }
        let barsRight = wifiCenter.x - 14 * scale
        for i in 0..<4 {
            let h = (4 + CGFloat(i) * 2.6) * scale
            let x = barsRight - CGFloat(3 - i) * 5 * scale - 3 * scale
            UIBezierPath(roundedRect: CGRect(x: x, y: cy + 6 * scale - h, width: 3 * scale, height: h), cornerRadius: 1).fill()
        }
    }
}

private extension UIBezierPath {
    /// Closes an arc into a wedge to `center` and fills it (the Wi-Fi dot).
    func fillTriangle(to center: CGPoint) {
        addLine(to: center)
        close()
        fill()
    }
}
