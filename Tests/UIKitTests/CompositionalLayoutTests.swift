import Foundation
import Testing
import UIKit
import UIKitTesting

/// Compositional layouts: sizes fractional, absolute and estimated, nested groups, sections from a
/// provider, boundary and decoration items — frames checked against the rules Apple documents.
@MainActor @Suite struct CompositionalLayoutTests {
    final class Background: UICollectionReusableView {
        required init(frame: CGRect) { super.init(frame: frame); backgroundColor = .systemYellow; layer.cornerRadius = 12 }
        required init?(coder: NSCoder) { fatalError() }
    }

    func show(_ layout: UICollectionViewLayout, items: [[String]], device: Simulator.Device = .iPhone15) -> (Simulator, GridController) {
        let vc = GridController(items, layout: UICollectionViewFlowLayout())
        let sim = Simulator(device: device)
        sim.rootViewController = vc
        sim.settle()
        vc.collectionView.collectionViewLayout = layout
        sim.settle()
        return (sim, vc)
    }

    /// Within a pixel at 3x (frames land on pixels).
    func near(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < 0.34 && abs(a.minY - b.minY) < 0.34 && abs(a.width - b.width) < 0.34 && abs(a.height - b.height) < 0.34
    }

    func names(_ n: Int) -> [String] { (0..<n).map { "\($0)" } }
    func frame(_ cv: UICollectionView, _ i: Int, _ s: Int = 0) -> CGRect? { cv.layoutAttributesForItem(at: IndexPath(item: i, section: s))?.frame }

    func grid(columns: CGFloat, height: CGFloat, inset: CGFloat = 0) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    @Test func aGridOfFractionalItemsRepeatsItsGroup() {
        let (_, vc) = show(UICollectionViewCompositionalLayout(section: grid(columns: 3, height: 131, inset: 1)), items: [names(100_000)])
        let cv = vc.collectionView!
        // 393 / 3 = 131 points a column, less a point of insets on each side.
        #expect(frame(cv, 0) == CGRect(x: 1, y: 1, width: 129, height: 129))
        #expect(frame(cv, 2) == CGRect(x: 263, y: 1, width: 129, height: 129))
        #expect(frame(cv, 3) == CGRect(x: 1, y: 132, width: 129, height: 129))
        // The 100,000th item, placed without laying out the 99,999 before it.
        #expect(frame(cv, 99_999) == CGRect(x: 1, y: 33_333 * 131 + 1, width: 129, height: 129))
        #expect(cv.contentSize == CGSize(width: 393, height: 33_334 * 131))
        #expect(cv.indexPathForItem(at: CGPoint(x: 200, y: 131 * 20_000 + 50)) == IndexPath(item: 60_001, section: 0))
    }

    @Test func nestedGroupsAndCountedGroupsShareTheirSpace() {
        // An App Store-style tile: a large item beside a column of two.
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)),
                                                      subitem: small, count: 2)
        let tile = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)),
                                                      subitems: [large, column])
        let section = NSCollectionLayoutSection(group: tile)
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        // Three across with 8 points between them: (361 − 16) / 3 = 115.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                                                     subitem: item, count: 3)
        row.interItemSpacing = .fixed(8)
        let rows = NSCollectionLayoutSection(group: row)
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? section : rows }
        let (_, vc) = show(layout, items: [names(6), names(4)])
        let cv = vc.collectionView!
        // 361 points inside the insets: the large item 240.67 wide, the column 120.33.
        let third: CGFloat = 361.0 / 3
        #expect(near(frame(cv, 0), CGRect(x: 16, y: 20, width: 2 * third, height: 240)))
        #expect(near(frame(cv, 1), CGRect(x: 16 + 2 * third, y: 20, width: third, height: 120)))
        #expect(near(frame(cv, 2), CGRect(x: 16 + 2 * third, y: 140, width: third, height: 120)))
        #expect(abs(frame(cv, 0)!.maxX - frame(cv, 1)!.minX) < 1e-9, "adjacent on the pixel grid")
        #expect(frame(cv, 3)?.minY == CGFloat(20 + 240 + 12))
        // Section 1 starts after section 0's bottom inset.
        let top = 20 + 240 + 12 + 240 + 20
        let w: CGFloat = (393.0 - 16) / 3
        #expect(near(frame(cv, 0, 1), CGRect(x: 0, y: CGFloat(top), width: w, height: 80)))
        #expect(near(frame(cv, 2, 1), CGRect(x: 2 * (w + 8), y: CGFloat(top), width: w, height: 80)))
        #expect(abs(frame(cv, 2, 1)!.maxX - 393) < 1e-9)
        #expect(frame(cv, 3, 1)?.minY == CGFloat(top + 80), "a partial last group")
    }

    @Test func theSectionProviderSeesTheContainerAndHeadersPin() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width
            widths.append(width)
            let section = self.grid(columns: width > 600 ? 5 : 2, height: 100)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            section.decorationItems = [.background(elementKind: "background")]
            return section
        }
        layout.register(Background.self, forDecorationViewOfKind: "background")
        let (sim, vc) = show(layout, items: [names(20), names(20)])
        let cv = vc.collectionView!
        #expect(widths.last == 393)
        #expect(near(frame(cv, 1), CGRect(x: 196.5, y: 44, width: 196.5, height: 100)) && abs(frame(cv, 1)!.maxX - 393) < 1e-9)
        let h1 = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(h1?.frame == CGRect(x: 0, y: 44 + 1000, width: 393, height: 44))
        #expect((cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? TitleHeader)?.label.text == "Section 0")
        // The background sits behind the section's items.
        let bg = cv.subviews.first { $0 is Background && !$0.isHidden }!
        #expect(bg.frame == CGRect(x: 0, y: 0, width: 393, height: 1044))
        #expect(cv.subviews.firstIndex(of: bg)! < cv.subviews.firstIndex(of: cv.cellForItem(at: IndexPath(item: 0, section: 0))!)!)
        // Scrolled into section 0, its header stays at the top of the visible bounds.
        cv.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        sim.settle()
        let pinned = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
        #expect(pinned.frame.minY == 300 + cv.adjustedContentInset.top)
        // On an iPad the provider makes five columns.
        let (_, pad) = show(UICollectionViewCompositionalLayout { _, environment in
            self.grid(columns: environment.container.effectiveContentSize.width > 600 ? 5 : 2, height: 100)
        }, items: [names(20)], device: .iPadPro11)
        #expect(frame(pad.collectionView, 4)?.maxX == 834)
    }

    @Test func estimatedHeightsAreMeasuredByTheCells() {
        final class Notes: NSObject, UICollectionViewDataSource {
            let notes = ["Short", String(repeating: "A longer note that wraps onto several lines. ", count: 4), "Short again"]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { notes.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let c = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! PaddedLabelCell
                c.label.numberOfLines = 0
                c.label.text = notes[indexPath.item]
                return c
            }
        }
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 1
        let cv = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        cv.register(PaddedLabelCell.self, forCellWithReuseIdentifier: "note")
        let notes = Notes()
        cv.dataSource = notes
        let vc = UIViewController()
        vc.view = cv
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = vc
        sim.settle()
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Short"
        let one = (label.intrinsicContentSize.height + 16).rounded(.up)
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 393, height: one))
        let tall = frame(cv, 1)!
        #expect(tall.minY == one + 1 && tall.height > 2 * one)
        #expect(frame(cv, 2)?.minY == tall.maxY + 1)
        #expect(cv.contentSize.height == frame(cv, 2)!.maxY)
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == tall)
        withExtendedLifetime(notes) {}
    }

    @Test func flexibleSpacingSharesTheLeftover() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        group.interItemSpacing = .flexible(0)
        let (_, vc) = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: [names(6)])
        let cv = vc.collectionView!
        // Three 100-point items in 393: 46.5 between them.
        #expect(frame(cv, 0)?.minX == 0 && near(frame(cv, 1), CGRect(x: 146.5, y: 0, width: 100, height: 50)) && abs(frame(cv, 2)!.maxX - 393) < 0.34)
    }

    /// A banner row of groups 90 % of the width, scrolling sideways with `behavior`, above a grid.
    func bannerLayout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
                      handler: (([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void)? = nil) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(200)),
                                                       subitems: [item])
        let banner = NSCollectionLayoutSection(group: group)
        banner.orthogonalScrollingBehavior = behavior
        banner.interGroupSpacing = 10
        banner.visibleItemsInvalidationHandler = handler
        return UICollectionViewCompositionalLayout { index, _ in index == 0 ? banner : self.grid(columns: 2, height: 100) }
    }

    @Test func anOrthogonalSectionScrollsSidewaysInItsOwnScrollView() {
        let (sim, vc) = show(bannerLayout(.continuous), items: [names(5), names(40)])
        let cv = vc.collectionView!
        #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 353.6666666666667, height: 200))
        #expect(near(frame(cv, 1), CGRect(x: 363.7, y: 0, width: 353.7, height: 200)), "353.7 and 10 points of spacing, on the pixel grid")
        #expect(frame(cv, 0, 1)?.minY == 200, "the banner is one group tall")
        // The banner's cells live in a scroll view of their own, as wide as the screen.
        let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
        let scroller = first.superview as! UIScrollView
        #expect(scroller !== cv && scroller.superview === cv)
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 393, height: 200))
        #expect(abs(scroller.contentSize.width - (5 * 363.6666666666667 - 10)) < 1)
        #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0)) == nil, "off to the side")
        // A sideways drag on the banner scrolls it, not the collection view.
        let y = cv.convert(CGPoint(x: 0, y: 100), to: nil).y
        sim.drag(from: CGPoint(x: 350, y: y), to: CGPoint(x: 50, y: y), duration: 0.5)
        sim.settle()
        #expect(scroller.contentOffset.x > 200)
        #expect(cv.contentOffset.y == -cv.adjustedContentInset.top)
        #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0)) != nil)
        // A drag along the layout's direction, starting on the banner, scrolls the collection view.
        let before = scroller.contentOffset
        sim.drag(from: CGPoint(x: 200, y: y + 50), to: CGPoint(x: 200, y: y - 150), duration: 0.3)
        sim.settle()
        #expect(cv.contentOffset.y > 0 && scroller.contentOffset == before)
        // A tap on a banner cell selects its item.
        cv.setContentOffset(CGPoint(x: 0, y: -cv.adjustedContentInset.top), animated: false)
        sim.settle()
        let shown = cv.indexPathsForVisibleItems.filter { $0.section == 0 }.first { ip in
            let c = cv.cellForItem(at: ip)!
            let mid = c.convert(CGPoint(x: c.bounds.midX, y: c.bounds.midY), to: nil)
            return mid.x > 0 && mid.x < 393
        }!
        sim.tap(on: cv.cellForItem(at: shown)!)
        #expect(cv.indexPathsForSelectedItems == [shown])
    }

    @Test func groupPagingStopsOnTheNextGroupAndLeadingBoundaryOnTheNearest() {
        let (sim, vc) = show(bannerLayout(.groupPaging), items: [names(6), names(4)])
        let cv = vc.collectionView!
        let scroller = cv.cellForItem(at: IndexPath(item: 0, section: 0))!.superview as! UIScrollView
        let y = cv.convert(CGPoint(x: 0, y: 100), to: nil).y
        let pitch = scroller.contentSize.width / 6 + 10.0 / 6
        // A fling moves one group, however hard.
        sim.drag(from: CGPoint(x: 380, y: y), to: CGPoint(x: 20, y: y), duration: 0.1)
        sim.settle()
        #expect(abs(scroller.contentOffset.x - pitch) < 1, "\(scroller.contentOffset.x) vs \(pitch)")
        sim.drag(from: CGPoint(x: 380, y: y), to: CGPoint(x: 20, y: y), duration: 0.1)
        sim.settle()
        #expect(abs(scroller.contentOffset.x - 2 * pitch) < 1)
        // Leading boundary: a slow drag of a little more than half a group settles on the next boundary.
        let (sim2, vc2) = show(bannerLayout(.continuousGroupLeadingBoundary), items: [names(6), names(4)])
        let scroller2 = vc2.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!.superview as! UIScrollView
        let y2 = vc2.collectionView.convert(CGPoint(x: 0, y: 100), to: nil).y
        sim2.drag(from: CGPoint(x: 300, y: y2), to: CGPoint(x: 300 - 0.7 * pitch, y: y2), duration: 2)
        sim2.settle()
        #expect(abs(scroller2.contentOffset.x - pitch) < 1, "\(scroller2.contentOffset.x)")
    }

    @Test func theVisibleItemsHandlerSeesTheOffsetAndItsChangesShow() {
        var offsets: [CGFloat] = []
        let layout = bannerLayout(.continuous) { items, offset, environment in
            offsets.append(offset.x)
            // A carousel: items shrink away from the middle of the screen.
            let middle = offset.x + environment.container.contentSize.width / 2
            for item in items {
                let distance = abs(item.frame.midX - middle)
                let scale = max(0.7, 1 - distance / 1000)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let (sim, vc) = show(layout, items: [names(5), names(4)])
        let cv = vc.collectionView!
        #expect(offsets.last == 0)
        let second = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(second.transform.a < 0.9 && second.transform.a >= 0.7)
        let scroller = second.superview as! UIScrollView
        scroller.setContentOffset(CGPoint(x: 363.6666666666667, y: 0), animated: false)
        sim.settle()
        #expect(abs((offsets.last ?? 0) - 363.67) < 0.01)
        #expect(abs(cv.cellForItem(at: IndexPath(item: 1, section: 0))!.transform.a - (1 - abs(363.67 + 176.83 - (363.67 + 196.5)) / 1000)) < 0.01)
    }
}
