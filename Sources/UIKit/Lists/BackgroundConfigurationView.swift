import Foundation

/// Draws a `UIBackgroundConfiguration` behind a cell's or header's content: the fill inside the
/// insets with the corner radius, the custom view and image in it, and the stroke around it.
final class BackgroundConfigurationView: UIView {
    private let fill = UIView()
    private var imageView: UIImageView?
    private var stroke: UIView?
    private var customView: UIView?
    /// Margins of the host for the edges the configuration adds them to.
    var hostMargins = NSDirectionalEdgeInsets.zero { didSet { setNeedsLayout() } }

    var configuration: UIBackgroundConfiguration {
        didSet { apply() }
    }

    init(_ configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(fill)
        apply()
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    private func apply() {
        let c = configuration
        fill.backgroundColor = c.resolvedBackgroundColor(for: tintColor)
        fill.layer.cornerRadius = c.cornerRadius
        fill.clipsToBounds = c.cornerRadius > 0 || c.customView != nil || c.image != nil
        if customView !== c.customView {
            customView?.removeFromSuperview()
            customView = c.customView
            if let v = customView { fill.insertSubview(v, at: 0) }
        }
        if let image = c.image {
            let v = imageView ?? UIImageView()
            v.image = image
            v.contentMode = c.imageContentMode
            if v.superview == nil { fill.addSubview(v) }
            imageView = v
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        if c.strokeWidth > 0 {
            let s = stroke ?? UIView()
            s.backgroundColor = .clear
            s.isUserInteractionEnabled = false
            s.layer.borderWidth = c.strokeWidth
            s.layer.borderColor = c.resolvedStrokeColor(for: tintColor).cgColor
            s.layer.cornerRadius = c.cornerRadius + c.strokeOutset
            if s.superview == nil { addSubview(s) }
            stroke = s
        } else {
            stroke?.removeFromSuperview()
            stroke = nil
        }
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }

    override func updateLayerColors() {
        stroke?.layer.borderColor = configuration.resolvedStrokeColor(for: tintColor).cgColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let c = configuration, e = c.edgesAddingLayoutMarginsToBackgroundInsets, m = hostMargins
        var i = c.backgroundInsets
        if e.contains(.top) { i.top += m.top }
        if e.contains(.leading) { i.leading += m.leading }
        if e.contains(.bottom) { i.bottom += m.bottom }
        if e.contains(.trailing) { i.trailing += m.trailing }
        let b = bounds
        fill.frame = CGRect(x: i.leading, y: i.top, width: max(0, b.width - i.leading - i.trailing), height: max(0, b.height - i.top - i.bottom))
        customView?.frame = fill.bounds
        imageView?.frame = fill.bounds
        stroke?.frame = fill.frame.insetBy(dx: -c.strokeOutset, dy: -c.strokeOutset)
    }
}

extension UIView {
    /// Shows `configuration` — updated for `state` when one is given (a cell updating it automatically) —
    /// in `shown` at the back of this view (made when needed), or removes it for nil.
    func showBackground(_ configuration: UIBackgroundConfiguration?, updatedFor state: UIConfigurationState?,
                        in shown: inout BackgroundConfigurationView?) {
        guard var configuration else {
            shown?.removeFromSuperview()
            shown = nil
            return
        }
        if let state { configuration = configuration.updated(for: state) }
        if let v = shown {
            v.configuration = configuration
        } else {
            let v = BackgroundConfigurationView(configuration)
            v.frame = bounds
            insertSubview(v, at: 0)
            shown = v
        }
    }
}
