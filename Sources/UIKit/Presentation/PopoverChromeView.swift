import Foundation

/// What a popover presents: its background (outline, arrow, shadow) and, inside it, the presented
/// controller's view clipped to the rounded body.
@MainActor final class PopoverChromeView: UIView {
    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.role = .popover
        return a
    }

    var background: UIPopoverBackgroundView
    let clip = UIView()
    var backgroundClass: UIPopoverBackgroundView.Type

    init(content: UIView, backgroundClass: UIPopoverBackgroundView.Type) {
        self.backgroundClass = backgroundClass
        background = backgroundClass.init(frame: .zero)
        super.init(frame: .zero)
        clip.clipsToBounds = true
        addSubview(background)
        addSubview(clip)
        clip.addSubview(content)
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// Lays out the background with its arrow, and the content in the body.
    func layout(direction: UIPopoverArrowDirection, arrowOffset: CGFloat) {
        background.frame = bounds
        background.arrowDirection = direction
        background.arrowOffset = arrowOffset
        let h = backgroundClass.arrowHeight()
        var body = bounds
        switch direction {
        case .up: body = CGRect(x: 0, y: h, width: bounds.width, height: bounds.height - h)
        case .down: body.size.height -= h
        case .left: body = CGRect(x: h, y: 0, width: bounds.width - h, height: bounds.height)
        case .right: body.size.width -= h
        default: break
        }
        clip.frame = body.inset(by: backgroundClass.contentViewInsets())
        clip.layer.cornerRadius = backgroundClass.wantsDefaultContentAppearance ? SystemPopoverBackgroundView.cornerRadius : 0
        for v in clip.subviews { v.frame = clip.bounds }
    }
}

/// Fills a popover's container behind it: a touch here (outside the popover) dismisses it, unless
/// it lands on a passthrough view, which then receives it.
@MainActor final class PopoverDismissalView: UIView {
    weak var popover: UIPopoverPresentationController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let popover, bounds.contains(point) else { return nil }
        for v in popover.passthroughViews ?? [] where v.window != nil && !v.isHidden {
            if v.bounds.contains(convert(point, to: v)) { return nil }
        }
        return self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        popover?.outsideTouched()
    }
}
