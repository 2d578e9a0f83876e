import Foundation
import QuartzCore

/// How far a task has got: a bar filling a track from the leading edge. `.default` is a 4-point
/// rounded bar on a grey track; `.bar` (for toolbars) is square-ended on a clear track.
@preconcurrency @MainActor open class UIProgressView: UIView {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.isElement = true
        a.label = "Progress"
        a.value = "\(Int(progress * 100 + 0.5))%"
        a.traits.insert(.updatesFrequently)
        a.role = .progressIndicator
        return a
    }

    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }

    private let track = UIImageView()
    private let fill = UIImageView()
    private var _progress: Float = 0
    private var polling: Int?

    open var progressViewStyle: Style = .default { didSet { restyle() } }
    open var progressTintColor: UIColor? { didSet { restyle(); appearanceDidSet(\UIProgressView.progressTintColor) } }
    open var trackTintColor: UIColor? { didSet { restyle(); appearanceDidSet(\UIProgressView.trackTintColor) } }
    /// Stretched along the filled part in place of the tint colour.
    open var progressImage: UIImage? { didSet { restyle() } }
    /// Stretched along the track in place of its colour.
    open var trackImage: UIImage? { didSet { restyle() } }

    /// From 0 to 1; values outside are pinned.
    open var progress: Float {
        get { _progress }
        set { setProgress(newValue, animated: false) }
    }

    /// A `Progress` whose `fractionCompleted` the bar follows (read each tenth of a second while
    /// unfinished and on screen, as Foundation on Linux has no key-value observing to tell it).
    open var observedProgress: Progress? {
        didSet {
            stopPolling()
            follow()
        }
    }

    /// As on iOS, the bar starts as tall as its style draws it (4 points, 2.5 for `.bar`), zero wide.
    public init(progressViewStyle style: Style) {
        super.init(frame: .zero)
        progressViewStyle = style
        frame.size.height = intrinsicContentSize.height
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        decodeProgressView(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodeProgressView(from: coder)
    }

    private func setUp() {
        for v in [track, fill] {
            v.isUserInteractionEnabled = false
            v.clipsToBounds = true
            addSubview(v)
        }
        restyle()
    }

    open func setProgress(_ progress: Float, animated: Bool) {
        _progress = min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) { self.layoutBar() }
        } else {
            UIView.performWithoutAnimation { layoutBar() }
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        restyle()
    }

    private func restyle() {
        let bar = progressViewStyle == .bar
        fill.image = progressImage
        track.image = trackImage
        fill.backgroundColor = progressImage == nil ? (progressTintColor ?? tintColor) : nil
        track.backgroundColor = trackImage == nil ? (trackTintColor ?? (bar ? .clear : .systemFill)) : nil
        setNeedsLayout()
    }

    private func layoutBar() {
        let h = bounds.height, w = bounds.width * CGFloat(_progress)
        let rounded = progressViewStyle == .default && progressImage == nil && trackImage == nil
        track.frame = bounds
        // Filled from the leading edge: the right in a right-to-left layout.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        fill.frame = CGRect(x: rtl ? bounds.width - w : 0, y: 0, width: w, height: h)
        track.layer.cornerRadius = rounded ? h / 2 : 0
        fill.layer.cornerRadius = rounded ? h / 2 : 0
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation { layoutBar() }
    }

    /// Four points tall at any width (a `.bar` is 2.5, as UIKit's).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 150, height: intrinsicContentSize.height)
    }

    // MARK: Following a Progress

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopPolling() } else { follow() }
    }

    private func follow() {
        guard let p = observedProgress else { return }
        let f = Float(p.fractionCompleted)
        if f != _progress { setProgress(f, animated: window != nil) }
        guard window != nil, polling == nil, !p.isFinished, !p.isCancelled else { return }
        // Ambient: a download the app never finishes must not keep a test's settle() waiting.
        polling = responderEnvironment.scheduler.schedule(after: 0.1, target: self, ambient: true) { [weak self] in
            self?.polling = nil
            self?.follow()
        }
    }

    private func stopPolling() {
        if let id = polling { responderEnvironment.scheduler.cancel(id: id) }
        polling = nil
    }
}
