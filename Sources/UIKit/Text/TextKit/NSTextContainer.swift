import Foundation

/// A region text is laid out in: a size (height `greatestFiniteMagnitude` for one that grows),
/// paths lines flow around, padding at each end of a line, and an optional line limit. Several
/// containers on one layout manager are filled in order — columns, pages.
@preconcurrency @MainActor open class NSTextContainer: NSObject {
    open var size: CGSize { didSet { if size != oldValue { geometryChanged() } } }
    /// Areas no text is set in (in the container's coordinates): lines break around them.
    open var exclusionPaths: [UIBezierPath] = [] { didSet { geometryChanged() } }
    /// Clear space at each end of every line (UIKit's 5 points).
    open var lineFragmentPadding: CGFloat = 5 { didSet { if lineFragmentPadding != oldValue { geometryChanged() } } }
    /// At most this many lines (0: no limit); the last one is broken as `lineBreakMode` says.
    open var maximumNumberOfLines = 0 { didSet { if maximumNumberOfLines != oldValue { geometryChanged() } } }
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { if lineBreakMode != oldValue { geometryChanged() } } }
    /// Whether a text view keeps the container as wide (tall) as itself, less its insets.
    open var widthTracksTextView = false
    open var heightTracksTextView = false
    open weak var layoutManager: NSLayoutManager?
    /// The text layout manager when the container serves TextKit 2.
    open weak var textLayoutManager: NSTextLayoutManager?
    /// The text view showing the container, which it tracks.
    weak var textView: UITextView?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public override convenience init() { self.init(size: .zero) }

    /// Whether every line is the container's full width: no exclusion paths, and
    /// `lineFragmentRect(forProposedRect:...)` not overridden.
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty && type(of: self) == NSTextContainer.self }

    /// Moves the container to another layout manager, keeping its place in the text.
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        guard let old = layoutManager, old !== newLayoutManager, let i = old.textContainers.firstIndex(of: self) else {
            newLayoutManager.addTextContainer(self)
            return
        }
        old.removeTextContainer(at: i)
        newLayoutManager.addTextContainer(self)
    }

    /// The part of `proposedRect` a line can be set in: the first stretch (from the left) that no
    /// exclusion path covers, within the container; `remainingRect` gets the rest of the proposed
    /// rectangle after it, where the line may continue. Empty when nothing is free.
    open func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int,
                               writingDirection baseWritingDirection: NSWritingDirection,
                               remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect {
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height == 0 ? .greatestFiniteMagnitude : size.height)
        let band = proposedRect.intersection(bounds)
        remainingRect?.pointee = .zero
        guard !band.isNull, band.width > 0 else { return .zero }
        let free = ExclusionBands.free(band, excluding: exclusionPaths.map { ($0.cgPath, $0.usesEvenOddFillRule) },
                                       minimumWidth: 2 * lineFragmentPadding + 1)
        guard let first = free.first else { return .zero }
        if free.count > 1 {
            remainingRect?.pointee = CGRect(x: first.maxX, y: band.minY, width: band.maxX - first.maxX, height: band.height)
        }
        return first
    }

    func geometryChanged() {
        layoutManager?.textContainerChangedGeometry(self)
    }
}
