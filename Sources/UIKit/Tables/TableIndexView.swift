import Foundation

/// The section index down a table's trailing edge ("A B C … #"): touching or sliding along it jumps to
/// the section the data source names for the title under the finger.
@MainActor final class TableIndexView: UIView {
    override class var isOpaqueByDefault: Bool { false }
    weak var tableView: UITableView?
    var titles: [String] = [] { didSet { setNeedsDisplay() } }
    static let width: CGFloat = 16
    private let font = UIFont.systemFont(ofSize: 11, weight: .semibold)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentMode = .redraw
        accessibilityLabel = "Table index"
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    private var lineHeight: CGFloat { ceil(font.lineHeight) }
    private var top: CGFloat { (bounds.height - lineHeight * CGFloat(titles.count)) / 2 }

    override func draw(_ rect: CGRect) {
        let color = tableView?.sectionIndexColor ?? tintColor!
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        for (i, t) in titles.enumerated() {
            t.draw(in: CGRect(x: 0, y: top + CGFloat(i) * lineHeight, width: bounds.width, height: lineHeight),
                                 withAttributes: [.font: font, .foregroundColor: color, .paragraphStyle: style])
        }
    }

    /// The title under a point, clamped to the first and last.
    func titleIndex(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        return min(titles.count - 1, max(0, Int(((y - top) / lineHeight).rounded(.down))))
    }

    /// The table's index background: its tracking colour while a finger is down.
    func refreshBackground() {
        backgroundColor = (isTracking ? tableView?.sectionIndexTrackingBackgroundColor : nil) ?? tableView?.sectionIndexBackgroundColor ?? .clear
    }

    private var isTracking = false { didSet { refreshBackground() } }

    private func jump(_ touches: Set<UITouch>) {
        guard let t = touches.first, let i = titleIndex(at: t.location(in: self).y), let tv = tableView else { return }
        tv.jumpToSectionIndex(i, title: titles[i])
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { isTracking = true; jump(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { jump(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { isTracking = false }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { isTracking = false }
}
