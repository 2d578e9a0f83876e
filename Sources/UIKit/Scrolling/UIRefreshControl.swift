import Foundation
import QuartzCore

/// Pull to refresh: a spinner above a scroll view's content. Pulling the content down far enough while
/// dragging starts refreshing and sends `.valueChanged`; the spinner then stays in view (the scroll
/// view's top inset grows by the control's height) until the app calls `endRefreshing()`.
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
    /// How far the content must be pulled to start refreshing.
    static let triggerDistance: CGFloat = 100
    static let height: CGFloat = 60

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    open private(set) var isRefreshing = false

    /// Shown under the spinner as the content is pulled and while refreshing, in its own
    /// attributes (13-point secondary text where it has none).
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    open override var tintColor: UIColor! {
        didSet { spinner.color = tintColor }
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
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.alpha = 0
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    private var scrollView: UIScrollView? { superview as? UIScrollView }

    /// Shows the spinner and keeps it in view, without sending `.valueChanged` (as on iOS).
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        spinner.alpha = 1
        titleLabel.alpha = 1
        scrollView?.updateAdjustedContentInset()
    }

    /// Hides the spinner; the content glides back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        guard let sv = scrollView else { return }
        let before = sv.contentOffset
        sv.updateAdjustedContentInset()
        let top = -sv.adjustedContentInset.top
        if !sv.isDragging && before.y < top {
            sv.animate(to: CGPoint(x: before.x, y: top), duration: 0.3, completion: nil)
        }
        UIView.animate(withDuration: 0.3) { self.spinner.alpha = 0; self.titleLabel.alpha = 0 }
    }

    /// Follows the pull: the spinner fades in, and a long enough pull while dragging starts refreshing.
    func scrollViewDidScroll(_ sv: UIScrollView) {
        let top = sv.adjustedContentInset.top - (isRefreshing ? UIRefreshControl.height : 0)
        let pull = -(sv.contentOffset.y + top)
        if !isRefreshing {
            spinner.alpha = min(1, max(0, pull / UIRefreshControl.triggerDistance))
            titleLabel.alpha = spinner.alpha
            if sv.isDragging && pull >= UIRefreshControl.triggerDistance {
                beginRefreshing()
                sendActions(for: .valueChanged)
            }
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let sv = scrollView else { return }
        let h = UIRefreshControl.height
        frame = CGRect(x: 0, y: -h - sv.contentInset.top, width: sv.bounds.width, height: h)
        let hasTitle = (attributedTitle?.length ?? 0) > 0
        spinner.center = CGPoint(x: bounds.midX, y: hasTitle ? 22 : bounds.midY)
        titleLabel.frame = CGRect(x: 0, y: 38, width: bounds.width, height: 18)
        titleLabel.isHidden = !hasTitle
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        setNeedsLayout()
    }

}
