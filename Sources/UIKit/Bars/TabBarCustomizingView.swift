import Foundation

/// The Configure sheet of a tab bar being customized (`beginCustomizingItems`): a navigation bar
/// titled Configure with Done, over a grid of the items to choose from, four to a row, each its
/// icon over its title. Dragging an item onto a tab of the bar puts it there (an item already on
/// the bar swaps places with the one it lands on), the tab under the finger highlighted.
@MainActor final class TabBarCustomizingView: UIView {
    weak var bar: UITabBar?
    private let items: [UITabBarItem]
    private let navigationBar = UINavigationBar()
    private var cells: [(item: UITabBarItem, view: UIView)] = []
    private var dragged: (item: UITabBarItem, float: UIView)?
    private var changed = false
    static let rowHeight: CGFloat = 80

    init(bar: UITabBar, items: [UITabBarItem], in window: UIWindow) {
        self.bar = bar
        self.items = items
        let top = bar.convert(bar.bounds, to: window).minY
        super.init(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: top))
        backgroundColor = .systemGroupedBackground
        clipsToBounds = true
        let safeTop = window.safeAreaInsets.top
        navigationBar.frame = CGRect(x: 0, y: safeTop, width: bounds.width, height: 44)
        let title = UINavigationItem(title: "Configure")
        title.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: TabBarCustomizingView.done)
        navigationBar.items = [title]
        // The bar's material runs up under the status bar.
        navigationBar.delegate = self
        addSubview(navigationBar)
        let width = bounds.width / 4
        for (i, item) in items.enumerated() {
            let cell = UIView(frame: CGRect(x: CGFloat(i % 4) * width, y: navigationBar.frame.maxY + 24 + CGFloat(i / 4) * Self.rowHeight,
                                            width: width, height: Self.rowHeight))
            Self.fill(cell, with: item)
            addSubview(cell)
            cells.append((item, cell))
        }
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: TabBarCustomizingView.panned)
        addGestureRecognizer(pan)
        window.addSubview(self)
    }

    required init?(coder: NSCoder) { nil }

    /// An item as the sheet shows it: as its tab shows it (a system item's glyph included), a
    /// third larger.
    static func fill(_ cell: UIView, with item: UITabBarItem) {
        let tab = TabButton(item: item)
        tab.isUserInteractionEnabled = false
        tab.refresh()
        tab.bounds = CGRect(x: 0, y: 0, width: cell.bounds.width / 1.3, height: UITabBar.height)
        tab.center = CGPoint(x: cell.bounds.midX, y: cell.bounds.midY)
        tab.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
        cell.addSubview(tab)
    }

    /// Slides up from the bar, then says it is up.
    func slideUp(then: @escaping () -> Void) {
        transform = CGAffineTransform(translationX: 0, y: bounds.height)
        UIView.animate(withDuration: 0.3, animations: { self.transform = .identity }, completion: { _ in then() })
    }

    private func done() { finish(animated: true) }

    /// Done: the delegate hears `willEnd`, the sheet slides down, then `didEnd`.
    func finish(animated: Bool) {
        guard let bar else { removeFromSuperview(); return }
        let shown = bar.items ?? []
        bar.delegate?.tabBar(bar, willEndCustomizing: shown, changed: changed)
        let end = { [changed] in
            self.removeFromSuperview()
            bar.delegate?.tabBar(bar, didEndCustomizing: shown, changed: changed)
        }
        guard animated else { end(); return }
        UIView.animate(withDuration: 0.3, animations: { self.transform = CGAffineTransform(translationX: 0, y: self.bounds.height) },
                       completion: { _ in end() })
    }

    private func panned(_ g: UIPanGestureRecognizer) {
        guard let window, let bar else { return }
        let point = g.location(in: window)
        switch g.state {
        case .began:
            let local = g.location(in: self)
            guard let cell = cells.first(where: { $0.view.frame.contains(local) }) else { return }
            let float = UIView(frame: CGRect(origin: .zero, size: cell.view.bounds.size))
            Self.fill(float, with: cell.item)
            float.alpha = 0.8
            float.center = point
            window.addSubview(float)
            dragged = (cell.item, float)
        case .changed:
            dragged?.float.center = point
            highlight(bar.itemIndex(at: bar.convert(point, from: window)))
        case .ended:
            defer { drop() }
            guard let item = dragged?.item, let index = bar.itemIndex(at: bar.convert(point, from: window)) else { return }
            var shown = bar.items ?? []
            guard shown[index] !== item else { return }
            if let already = shown.firstIndex(where: { $0 === item }) { shown.swapAt(already, index) } else { shown[index] = item }
            let selected = bar.selectedItem
            bar.setItems(shown, animated: true)
            bar.selectedItem = selected.flatMap { s in shown.contains { $0 === s } ? s : nil }
            changed = true
        default:
            drop()
        }
    }

    private func highlight(_ index: Int?) {
        guard let bar else { return }
        for (i, b) in bar.subviews.compactMap({ $0 as? TabButton }).enumerated() { b.isHighlighted = i == index }
    }

    private func drop() {
        dragged?.float.removeFromSuperview()
        dragged = nil
        highlight(nil)
    }
}

extension TabBarCustomizingView: UINavigationBarDelegate {
    func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
}
