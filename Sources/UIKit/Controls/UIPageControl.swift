import Foundation
import QuartzCore

/// A row of dots, one per page, the current one solid. A tap on either side of the current dot
/// moves one page that way; dragging along the row scrubs through the pages. Both send
/// `.valueChanged`.
@preconcurrency @MainActor open class UIPageControl: UIControl {
    open override func accessibilityIncrement() { move(to: currentPage + 1) }
    open override func accessibilityDecrement() { move(to: currentPage - 1) }

    override var defaultAccessibility: AccessibilityDefaults {
        var a = super.defaultAccessibility
        a.isElement = true
        a.value = numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
        a.traits.insert(.adjustable)
        a.role = .pageIndicator
        return a
    }

    /// How the control is being used at the moment.
    public enum InteractionState: Int, Sendable {
        case none = 0
        case discrete = 1
        case continuous = 2
    }

    /// Whether a rounded platter is drawn behind the dots.
    public enum BackgroundStyle: Int, Sendable {
        /// Only while the user is touching it.
        case automatic = 0
        case prominent = 1
        case minimal = 2
    }

    override var takesSingleTapFromAncestors: Bool { isEnabled }

    /// Each indicator's slot, the dot in it, the space at either end, and the control's height.
    static let slot: CGFloat = 16
    static let dot: CGFloat = 8
    static let endSpace: CGFloat = 12
    static let height: CGFloat = 28

    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            updateVisibility()
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    open var currentPage = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            if !defersCurrentPageDisplay || interactionState == .none { displayedPage = currentPage }
        }
    }

    open var hidesForSinglePage = false { didSet { updateVisibility() } }
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay(); appearanceDidSet(\UIPageControl.pageIndicatorTintColor) } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsDisplay(); appearanceDidSet(\UIPageControl.currentPageIndicatorTintColor) } }
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }
    /// Whether dragging along the dots scrubs through pages.
    open var allowsContinuousInteraction = true
    open private(set) var interactionState: InteractionState = .none
    /// The image every indicator shows (tinted), in place of the dot.
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    /// The current page's image, when it differs from the others'.
    open var preferredCurrentPageIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    private var pageImages: [Int: UIImage] = [:]

    /// With this set, a tap changes `currentPage` but the dots show the old page until
    /// `updateCurrentPageDisplay()`.
    @available(iOS, deprecated: 14.0, message: "The page control shows the current page at once")
    open var defersCurrentPageDisplay = false

    /// The page the dots show.
    private var displayedPage = 0 { didSet { setNeedsDisplay() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
        restoreDecoded([.contentMode], from: coder) // the file wins over the set-up above
        decodePageControl(from: coder)
    }

    override func decodeAttributes(from coder: NSCoder) {
        super.decodeAttributes(from: coder)
        decodePageControl(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encodePageControl(with: coder)
    }

    private func setUp() {
        contentMode = .redraw
    }

    @available(iOS, deprecated: 14.0, message: "The page control shows the current page at once")
    open func updateCurrentPageDisplay() { displayedPage = currentPage }

    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        pageImages[page] = image
        setNeedsDisplay()
    }

    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }

    /// Whether it shows nothing, being asked to hide for a single page. As on iOS, `isHidden` stays the
    /// app's: the control draws nothing and takes no touch, and shows again when either changes.
    private var hidesItsPage: Bool { hidesForSinglePage && numberOfPages <= 1 }

    private func updateVisibility() { setNeedsDisplay() }

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        !hidesItsPage && super.point(inside: point, with: event)
    }

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * UIPageControl.slot + 2 * UIPageControl.endSpace, height: UIPageControl.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// Where the dots start: centred in the bounds.
    private var dotsOrigin: CGFloat { (bounds.width - CGFloat(numberOfPages) * UIPageControl.slot) / 2 }

    /// The centre of page `i`'s indicator, leading to trailing.
    private func indicatorCentre(_ i: Int) -> CGPoint {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let slot = rtl ? numberOfPages - 1 - i : i
        return CGPoint(x: dotsOrigin + (CGFloat(slot) + 0.5) * UIPageControl.slot, y: bounds.midY)
    }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), numberOfPages > 0, !hidesItsPage else { return }
        let showsPlatter = backgroundStyle == .prominent || (backgroundStyle == .automatic && interactionState != .none)
        if showsPlatter {
            let w = CGFloat(numberOfPages) * UIPageControl.slot + 2 * UIPageControl.endSpace
            let platter = CGRect(x: (bounds.width - w) / 2, y: bounds.midY - UIPageControl.height / 2, width: w, height: UIPageControl.height)
            ctx.setFillColor(UIColor(white: 0, alpha: 0.25).cgColor)
            ctx.addPath(UIBezierPath(roundedRect: platter, cornerRadius: UIPageControl.height / 2).cgPath)
            ctx.fillPath()
        }
        let on = currentPageIndicatorTintColor ?? .white
        let off = pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
        for i in 0..<numberOfPages {
            let c = indicatorCentre(i), current = i == displayedPage
            let color = current ? on : off
            let image = (current ? preferredCurrentPageIndicatorImage : nil) ?? pageImages[i] ?? preferredIndicatorImage
            if let image {
                let s = image.size
                image.withTintColor(color).draw(in: CGRect(x: c.x - s.width / 2, y: c.y - s.height / 2, width: s.width, height: s.height))
            } else {
                let d = UIPageControl.dot
                ctx.setFillColor(color.cgColor)
                ctx.fillEllipse(in: CGRect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d))
            }
        }
    }

    // MARK: Touches

    private var scrubbing = false
    private var touchStartX: CGFloat = 0

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard numberOfPages > 0 else { return false }
        scrubbing = false
        touchStartX = touch.location(in: self).x
        interactionState = .discrete
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard allowsContinuousInteraction else { return true }
        let p = touch.location(in: self)
        // Half a slot's movement makes a tap a scrub.
        if !scrubbing {
            guard abs(p.x - touchStartX) > UIPageControl.slot / 2 else { return true }
            scrubbing = true
            interactionState = .continuous
        }
        // The page under the finger; past either end, the first or last.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var slot = Int(((p.x - dotsOrigin) / UIPageControl.slot).rounded(.down))
        slot = min(max(slot, 0), numberOfPages - 1)
        move(to: rtl ? numberOfPages - 1 - slot : slot)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            interactionState = .none
            setNeedsDisplay()
        }
        guard !scrubbing, let touch else { return }
        // A tap: one page toward the side tapped.
        let x = touch.location(in: self).x, current = indicatorCentre(displayedPage).x
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let forward = rtl ? x < current : x > current
        move(to: currentPage + (forward ? 1 : -1))
    }

    open override func cancelTracking(with event: UIEvent?) {
        interactionState = .none
        setNeedsDisplay()
    }

    private func move(to page: Int) {
        let p = min(max(page, 0), numberOfPages - 1)
        guard p != currentPage else { return }
        currentPage = p
        sendActions(for: .valueChanged)
    }
}
