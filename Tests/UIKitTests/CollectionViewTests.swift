import Foundation
import Testing
import UIKit
import UIKitTesting

/// A cell showing its item's title, with a blue selected background.
final class TitleCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray5
        label.textAlignment = .center
        contentView.addSubview(label)
        let bg = UIView()
        bg.backgroundColor = .systemBlue
        selectedBackgroundView = bg
    }
    required init?(coder: NSCoder) { fatalError() }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
    override var isSelected: Bool {
        didSet { contentView.alpha = isSelected ? 0.5 : 1 }
    }
}

/// A cell sized by Auto Layout: a label 12 points in from the sides and 8 from top and bottom.
final class PaddedLabelCell: UICollectionViewCell {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// A section header showing its section's title.
final class TitleHeader: UICollectionReusableView {
    let label = UILabel()
    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        label.font = .boldSystemFont(ofSize: 17)
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 0)
    }
}

/// A grid of titled items in sections, as a book's photo-grid chapter writes it.
final class GridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var model: [[String]]
    var log: [String] = []
    var made = 0
    var sizes: ((IndexPath) -> CGSize)?
    var refuse: Set<IndexPath> = []

    init(_ model: [[String]], layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) {
        self.model = model
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    }
    override func numberOfSections(in collectionView: UICollectionView) -> Int { model.count }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { model[section].count }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TitleCell
        if cell.label.text == nil { made += 1 }
        cell.label.text = model[indexPath.section][indexPath.item]
        return cell
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! TitleHeader
        v.label.text = "Section \(indexPath.section)"
        return v
    }
    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { !refuse.contains(indexPath) }
    override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log.append("highlight \(indexPath.item)") }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("select \(indexPath.item)") }
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("deselect \(indexPath.item)") }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
}

@MainActor @Suite struct CollectionViewTests {
    func items(_ n: Int, _ prefix: String = "Item") -> [String] { (0..<n).map { "\(prefix) \($0)" } }

    func show(_ vc: UIViewController, device: Simulator.Device = .iPhone15) -> Simulator {
        let sim = Simulator(device: device)
        sim.rootViewController = vc
        sim.settle()
        return sim
    }

    func flow(item: CGSize = CGSize(width: 100, height: 100)) -> UICollectionViewFlowLayout {
        let l = UICollectionViewFlowLayout()
        l.itemSize = item
        return l
    }

    func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func aUniformGridIsJustifiedAndKeepsItsColumnsOnTheLastLine() {
        let vc = GridController([items(100)], layout: flow())
        let sim = show(vc)
        let cv = vc.collectionView!
        // 393 points across: three 100-point items a line (a fourth needs 430), the 93 left over shared
        // between them: 46.5 points apart, on the pixel grid.
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(cv, 1) == CGRect(x: 146.66666666666666, y: 0, width: 100, height: 100) || frame(cv, 1)?.minX == 146.5 || frame(cv, 1).map { abs($0.minX - 146.5) < 0.34 } == true)
        #expect(frame(cv, 2)?.maxX == 393)
        #expect(frame(cv, 3) == CGRect(x: 0, y: 110, width: 100, height: 100))
        // 100 items: 34 lines, the last with one item, under the first column.
        #expect(frame(cv, 99) == CGRect(x: 0, y: 33 * 110, width: 100, height: 100))
        #expect(cv.contentSize == CGSize(width: 393, height: 34 * 100 + 33 * 10))
        #expect(sim.view(withText: "Item 4") != nil)
    }

    @Test func onlyVisibleItemsHaveCellsAndCellsAreReused() {
        let vc = GridController([items(300)], layout: flow())
        let sim = show(vc)
        let cv = vc.collectionView!
        let visible = cv.indexPathsForVisibleItems
        // Lines of 110 points from the top of the screen (under the status bar: the content inset).
        let top = cv.adjustedContentInset.top
        let lines = Int((CGFloat(852) / 110).rounded(.up))
        #expect(top > 0)
        #expect(visible.count == 3 * lines || visible.count == 3 * (lines + 1))
        #expect(vc.made == visible.count)
        for _ in 0..<5 { sim.drag(from: CGPoint(x: 200, y: 750), to: CGPoint(x: 200, y: 150), duration: 0.3) }
        sim.settle()
        #expect(cv.contentOffset.y > 2000)
        #expect(vc.made <= visible.count + 6)
        let first = cv.indexPathsForVisibleItems.first!
        let cell = cv.cellForItem(at: first) as! TitleCell
        #expect(cell.label.text == "Item \(first.item)")
        #expect(cv.indexPath(for: cell) == first)
        #expect(cv.visibleCells.count == cv.indexPathsForVisibleItems.count)
        #expect(cv.indexPathForItem(at: CGPoint(x: 50, y: 110 * 50 + 5)) == IndexPath(item: 150, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 120, y: 110 * 50 + 5)) == nil, "between the columns")
    }

    @Test func linesOfSizesFromTheDelegateAreJustifiedTheLoneItemCentredAndTheLastLinePacked() {
        let layout = flow()
        layout.sectionInset = UIEdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        let vc = GridController([items(7)], layout: layout)
        // 373 points across: 150 + 150 fit (310), 150 + 150 + 100 do not.
        let widths: [CGFloat] = [150, 150, 300, 100, 80, 60, 50]
        vc.sizes = { CGSize(width: widths[$0.item], height: $0.item == 1 ? 60 : 40) }
        _ = show(vc)
        let cv = vc.collectionView!
        // Line 1: two items at the edges, the shorter centred across the line's height (60).
        #expect(frame(cv, 0) == CGRect(x: 10, y: 30, width: 150, height: 40))
        #expect(frame(cv, 1) == CGRect(x: 233, y: 20, width: 150, height: 60))
        // Line 2: one item alone, centred.
        #expect(frame(cv, 2) == CGRect(x: 46.666666666666664, y: 90, width: 300, height: 40) || frame(cv, 2).map { abs($0.minX - 46.5) < 0.34 } == true)
        // Line 3: 100 + 80 + 60 + 50 with 10 between = 320 ≤ 373: the last line, packed to the leading edge.
        #expect(frame(cv, 3) == CGRect(x: 10, y: 140, width: 100, height: 40))
        #expect(frame(cv, 4) == CGRect(x: 120, y: 140, width: 80, height: 40))
        #expect(frame(cv, 6) == CGRect(x: 280, y: 140, width: 50, height: 40))
        #expect(cv.contentSize.height == CGFloat(140 + 40 + 20))
    }

    @Test func headersSitAboveTheirSectionsAndPinWhenAsked() {
        let layout = flow()
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        let vc = GridController([items(30, "A"), items(30, "B")], layout: layout)
        let sim = show(vc)
        let cv = vc.collectionView!
        // Section 0: header 0–44, items from 52 in ten lines (1090 − 10), inset, then section 1's header.
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 393, height: 44))
        #expect(frame(cv, 0) == CGRect(x: 0, y: 52, width: 100, height: 100))
        let second = 44 + 8 + 10 * 110 - 10 + 8
        #expect(cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame.minY
                == CGFloat(second))
        #expect((cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? TitleHeader)?.label.text == "Section 0")
        // Not pinned: scrolled away with its section.
        cv.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        sim.settle()
        #expect(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        // Pinned: at the top of the visible bounds (under the status bar) while section 0 shows.
        layout.sectionHeadersPinToVisibleBounds = true
        sim.settle()
        let top = cv.contentOffset.y + cv.adjustedContentInset.top
        let header = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == top)
        let cellIndices = cv.subviews.indices.filter { cv.subviews[$0] is UICollectionViewCell && !cv.subviews[$0].isHidden }
        #expect(cv.subviews.firstIndex { $0 === header }! > cellIndices.max()!, "pinned headers float over the items")
        // Section 1's header pushes it up as it arrives.
        cv.setContentOffset(CGPoint(x: 0, y: CGFloat(second) - cv.adjustedContentInset.top - 20), animated: false)
        sim.settle()
        let pushed = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(pushed?.frame.maxY == CGFloat(second))
        #expect(sim.color(at: CGPoint(x: 300, y: cv.adjustedContentInset.top + 5)) != RGBA(r: 255, g: 255, b: 255))
    }

    @Test func aHorizontalFlowMakesColumnsAndScrollsSideways() {
        let layout = flow(item: CGSize(width: 120, height: 150))
        layout.scrollDirection = .horizontal
        let vc = GridController([items(40)], layout: layout)
        _ = show(vc)
        let cv = vc.collectionView!
        // The height under the status bar (852 − 59 − 34) takes four 150-point items a column.
        let across = 852 - cv.adjustedContentInset.top - cv.adjustedContentInset.bottom
        let perColumn = Int((across + 10) / 160)
        #expect(frame(cv, 0)?.origin == .zero)
        #expect(frame(cv, 1)?.minX == 0)
        #expect(frame(cv, perColumn)?.minX == 130)
        #expect(cv.contentSize.height == across)
        #expect(cv.contentSize.width == CGFloat((40 + perColumn - 1) / perColumn) * 130 - 10)
    }

    @Test func tappingSelectsThroughTheDelegateAndShowsTheSelectedBackground() {
        let vc = GridController([items(30)], layout: flow())
        let sim = show(vc)
        let cv = vc.collectionView!
        let cell1 = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        sim.tap(on: cell1)
        #expect(vc.log == ["highlight 1", "select 1"])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(cell1.isSelected)
        let centre = cell1.convert(CGPoint(x: 50, y: 50), to: nil)
        let blue = sim.color(at: centre)
        #expect(blue.b > 200 && blue.r < 120, "the selected background shows through the half-transparent content")
        // Single selection: another tap moves it.
        sim.tap(on: cv.cellForItem(at: IndexPath(item: 4, section: 0))!)
        #expect(vc.log.suffix(3) == ["highlight 4", "deselect 1", "select 4"])
        #expect(!cell1.isSelected)
        // Refused by the delegate: nothing changes.
        vc.refuse = [IndexPath(item: 5, section: 0)]
        sim.tap(on: cv.cellForItem(at: IndexPath(item: 5, section: 0))!)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        // Multiple selection: taps add, a second tap deselects.
        cv.allowsMultipleSelection = true
        sim.tap(on: cv.cellForItem(at: IndexPath(item: 6, section: 0))!)
        sim.tap(on: cv.cellForItem(at: IndexPath(item: 4, section: 0))!)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        // In code: no delegate calls.
        let before = vc.log
        cv.selectItem(at: IndexPath(item: 9, section: 0), animated: false, scrollPosition: [])
        cv.deselectItem(at: IndexPath(item: 6, section: 0), animated: false)
        #expect(vc.log == before)
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 9, section: 0)])
        // A drag over an item scrolls without selecting.
        sim.drag(from: CGPoint(x: 50, y: 600), to: CGPoint(x: 50, y: 400), duration: 0.3)
        sim.settle()
        #expect(vc.log == before)
    }

    @Test func clearsSelectionWhenTheControllerReappears() {
        let grid = GridController([items(10)], layout: flow())
        let nav = UINavigationController(rootViewController: grid)
        let sim = show(nav)
        sim.tap(on: grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!)
        nav.pushViewController(UIViewController(), animated: false)
        sim.settle()
        nav.popViewController(animated: false)
        sim.settle()
        #expect(grid.collectionView.indexPathsForSelectedItems == [])
    }

    @Test func dequeueingAnUnregisteredIdentifierIsUIKitsException() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        _ = cv.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        #expect(failures == ["could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"])
        _ = cv.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "h", for: IndexPath(item: 0, section: 0))
        #expect(failures.last == "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier h - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test func rotatingLaysTheGridOutAgain() {
        let vc = GridController([items(60)], layout: flow())
        let sim = show(vc)
        let cv = vc.collectionView!
        #expect(frame(cv, 3)?.minY == 110)
        sim.rotate(to: .landscapeLeft)
        sim.settle()
        // 852 wide less the safe area's sides: seven 100-point items a line.
        let across = cv.bounds.width - cv.adjustedContentInset.left - cv.adjustedContentInset.right
        let perLine = Int((across + 10) / 110)
        #expect(perLine >= 6)
        #expect(frame(cv, perLine)?.minY == 110)
        #expect(frame(cv, perLine - 1)?.maxX == across)
        #expect(cv.contentSize.width == across)
        #expect(cv.visibleCells.allSatisfy { cv.bounds.intersects($0.frame) })
    }

    @Test func anIPadGridHasMoreColumns() {
        let vc = GridController([items(40)], layout: flow(item: CGSize(width: 150, height: 150)))
        _ = show(vc, device: .iPadPro11)
        let cv = vc.collectionView!
        // 834 points across: five 150-point items (790 with the minimum spacing).
        #expect(frame(cv, 4)?.maxX == 834)
        #expect(frame(cv, 5)?.minY == 160)
    }

    @Test func scrollToItemPutsItWhereAskedAndIndexPathForItemFindsIt() {
        let vc = GridController([items(200)], layout: flow())
        let sim = show(vc)
        let cv = vc.collectionView!
        let ip = IndexPath(item: 120, section: 0)
        cv.scrollToItem(at: ip, at: .top, animated: false)
        sim.settle()
        #expect(cv.contentOffset.y == 40 * 110 - cv.adjustedContentInset.top)
        cv.scrollToItem(at: ip, at: .centeredVertically, animated: false)
        sim.settle()
        let f = frame(cv, 120)!
        let visibleMid = cv.contentOffset.y + cv.adjustedContentInset.top + (cv.bounds.height - cv.adjustedContentInset.top - cv.adjustedContentInset.bottom) / 2
        #expect(abs(f.midY - visibleMid) < 0.5)
        #expect(cv.cellForItem(at: ip) != nil)
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        cv.scrollToItem(at: IndexPath(item: 500, section: 0), at: .top, animated: false)
        #expect(failures == ["Attempted to scroll the collection view to an out-of-bounds item (500) when there are only 200 items in section 0."])
    }

    @Test func cellsWithEstimatedSizesSizeThemselves() {
        final class Words: NSObject, UICollectionViewDataSource {
            let words = ["A", "collection", "of", "words", "sized", "by", "Auto Layout"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let c = collectionView.dequeueReusableCell(withReuseIdentifier: "word", for: indexPath) as! PaddedLabelCell
                c.label.text = words[indexPath.item]
                return c
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let vc = UIViewController()
        let cv = UICollectionView(frame: .zero, collectionViewLayout: layout)
        cv.register(PaddedLabelCell.self, forCellWithReuseIdentifier: "word")
        let words = Words()
        cv.dataSource = words
        vc.view = cv
        _ = show(vc)
        let label = UILabel()
        label.text = "collection"
        let natural = label.intrinsicContentSize
        let f = cv.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
        #expect(f.width == (natural.width + 24).rounded(.up))
        #expect(f.height == (natural.height + 16).rounded(.up))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == f.size)
        // The words flow along lines by their own widths.
        let a = cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        #expect(a.width < 60 && a.minX == 0)
        #expect(f.minX > a.maxX)
        withExtendedLifetime(words) {}
    }

    /// A layout of its own, as a custom-layout chapter writes it: items around a circle, with a
    /// decoration view behind them.
    final class CircleLayout: UICollectionViewLayout {
        var attributes: [UICollectionViewLayoutAttributes] = []
        var prepared = 0
        override init() {
            super.init()
            register(Ring.self, forDecorationViewOfKind: "ring")
        }
        required init?(coder: NSCoder) { fatalError() }
        final class Ring: UICollectionReusableView {
            required init(frame: CGRect) { super.init(frame: frame); backgroundColor = .systemYellow }
            required init?(coder: NSCoder) { fatalError() }
        }
        override func prepare() {
            prepared += 1
            guard let cv = collectionView else { return }
            let n = cv.numberOfItems(inSection: 0)
            let centre = CGPoint(x: cv.bounds.width / 2, y: cv.bounds.height / 2)
            attributes = (0..<n).map { i in
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
                let angle = 2 * CGFloat.pi * CGFloat(i) / CGFloat(n)
                a.size = CGSize(width: 60, height: 60)
                a.center = CGPoint(x: centre.x + 120 * cos(angle), y: centre.y + 120 * sin(angle))
                return a
            }
            let ring = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "ring", with: IndexPath(item: 0, section: 0))
            ring.frame = CGRect(x: centre.x - 40, y: centre.y - 40, width: 80, height: 80)
            ring.zIndex = -1
            attributes.append(ring)
        }
        override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { attributes.filter { $0.frame.intersects(rect) } }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
        }
    }

    @Test func aCustomLayoutPlacesItemsAndDecorationViews() {
        let layout = CircleLayout()
        let vc = GridController([items(8)], layout: UICollectionViewFlowLayout())
        let sim = show(vc)
        let cv = vc.collectionView!
        cv.collectionViewLayout = layout
        cv.contentInsetAdjustmentBehavior = .never
        sim.settle()
        #expect(layout.prepared >= 1)
        let c0 = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(c0.center == CGPoint(x: 196.5 + 120, y: 426))
        let c2 = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(abs(c2.center.x - 196.5) < 0.001 && abs(c2.center.y - (426 + 120)) < 0.001)
        #expect(cv.visibleCells.count == 8)
        // The ring is drawn behind the items, in the middle.
        let yellow = sim.color(at: CGPoint(x: 196.5, y: 426))
        #expect(yellow.r > 200 && yellow.g > 180 && yellow.b < 80)
        let ring = cv.subviews.first { $0 is CircleLayout.Ring && !$0.isHidden }
        #expect(ring != nil && cv.subviews.firstIndex(of: ring!)! < cv.subviews.firstIndex(of: c0)!)
        // Invalidating asks prepare again.
        let before = layout.prepared
        layout.invalidateLayout()
        sim.settle()
        #expect(layout.prepared == before + 1)
    }

    @Test func layoutAttributesCopyAndCompareByValue() {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 3, section: 1))
        a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        a.alpha = 0.5
        a.zIndex = 2
        let b = a.copy() as! UICollectionViewLayoutAttributes
        #expect(b == a && b !== a)
        #expect(b.center == CGPoint(x: 25, y: 40) && b.representedElementKind == "badge" && b.representedElementCategory == .supplementaryView)
        b.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(b != a)
        #expect(b.frame == a.frame, "the frame is the size around the centre, before the transform")
    }
}

/// Prefetching: the items of the next screenful in the direction of the scroll are announced before
/// they show, and those left behind unshown are cancelled.
@MainActor @Suite struct CollectionViewPrefetchingTests {
    final class Prefetcher: UICollectionViewDataSourcePrefetching {
        var requested: [IndexPath] = []
        var cancelled: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { requested += indexPaths }
        func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) { cancelled += indexPaths }
    }

    @Test func theNextScreenfulIsPrefetchedAndWhatIsLeftBehindCancelled() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let vc = GridController([(0..<300).map { "Item \($0)" }], layout: layout)
        let prefetcher = Prefetcher()
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = vc
        vc.collectionView.prefetchDataSource = prefetcher
        sim.settle()
        let cv = vc.collectionView!
        let visible = Set(cv.indexPathsForVisibleItems)
        // The screenful below: items after the last visible one, none of them on screen.
        #expect(!prefetcher.requested.isEmpty)
        #expect(prefetcher.requested.allSatisfy { !visible.contains($0) && $0.item > visible.map(\.item).max()! })
        #expect(prefetcher.requested.map(\.item).max()! <= visible.map(\.item).max()! + 3 * 9)
        // Scrolling down by a screen: what was prefetched shows, and the next screen is asked for.
        let first = prefetcher.requested
        cv.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
        sim.settle()
        #expect(Set(first).isSubset(of: Set(cv.indexPathsForVisibleItems).union(prefetcher.requested)))
        #expect(prefetcher.requested.count > first.count)
        // Back to the top: the items ahead of the way down are no longer wanted.
        cv.setContentOffset(CGPoint(x: 0, y: -cv.adjustedContentInset.top), animated: false)
        sim.settle()
        #expect(!prefetcher.cancelled.isEmpty)
        #expect(prefetcher.cancelled.allSatisfy { $0.item > 30 })
        // Turned off, nothing more is asked for.
        cv.isPrefetchingEnabled = false
        let before = prefetcher.requested.count
        cv.setContentOffset(CGPoint(x: 0, y: 1600), animated: false)
        sim.settle()
        #expect(prefetcher.requested.count == before)
    }
}

/// A subclass overrides what apps override on iOS, and calls super.
@MainActor @Suite struct CollectionViewOverrideTests {
    final class LoggingCollectionView: UICollectionView {
        var log: [String] = []
        override func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
            log.append("select \(indexPath?.item ?? -1)")
            super.selectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
        }
        override func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
            log.append("dequeue \(indexPath.item)")
            return super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }
        override func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
            log.append("begin \(indexPath.item)")
            return super.beginInteractiveMovementForItem(at: indexPath)
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    @Test func overriddenMembersAreCalledAndSuperDoesTheWork() {
        let cv = LoggingCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Source()
        cv.dataSource = source
        cv.layoutIfNeeded()
        #expect(cv.log == ["dequeue 0", "dequeue 1", "dequeue 2"])
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(!cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "the data source does not let items move")
        #expect(cv.log.suffix(2) == ["select 1", "begin 0"])
        withExtendedLifetime(source) {}
    }
}
