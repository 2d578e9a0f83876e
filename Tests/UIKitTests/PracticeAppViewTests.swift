import Testing
import Foundation
import UIKit
import UIKitTesting

/// Text views, buttons and refresh controls as the practice apps use them (issue 57's long tail).
@MainActor @Suite(.serialized) struct PracticeAppViewTests {
    /// Excludes the right half of its text view's container once the view is laid out, as
    /// Programming iOS's exclusion-path example does in `viewDidLayoutSubviews`.
    final class ExclusionController: UIViewController {
        let tv = UITextView()
        var containerWidthSeen: CGFloat = -1
        override func viewDidLoad() {
            view.backgroundColor = .white
            tv.translatesAutoresizingMaskIntoConstraints = false
            tv.backgroundColor = .yellow
            tv.isScrollEnabled = false
            tv.textContainerInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 0)
            tv.text = String(repeating: "Twas brillig, and the slithy toves did gyre and gimble in the wabe. ", count: 4)
            view.addSubview(tv)
            NSLayoutConstraint.activate([
                tv.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                tv.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                tv.widthAnchor.constraint(equalToConstant: 320),
            ])
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let size = tv.textContainer.size
            containerWidthSeen = size.width
            tv.textContainer.exclusionPaths = [UIBezierPath(rect: CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: 10_000))]
        }
    }

    @Test func aTextViewsContainerTracksItsWidthAsSoonAsItIsSized() throws {
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(tv.textContainer.size.width == 300)
        tv.frame.size.width = 250
        #expect(tv.textContainer.size.width == 250, "at once, not at the next layout")
        tv.textContainerInset = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 10)
        #expect(tv.textContainer.size.width == 220)

        let sim = Simulator(device: .iPhone15)
        let vc = ExclusionController()
        sim.rootViewController = vc
        sim.settle()
        #expect(vc.containerWidthSeen == 300, "the container's width in the first viewDidLayoutSubviews")
        let frame = vc.tv.frame
        let right = matching(sim, in: CGRect(x: frame.minX + 20 + 150 + 4, y: frame.minY, width: 140, height: frame.height)) { $0.r < 100 && $0.g < 100 }
        let left = matching(sim, in: CGRect(x: frame.minX + 20, y: frame.minY, width: 150, height: frame.height)) { $0.r < 100 && $0.g < 100 }
        #expect(left.count > 200, "text in the left half")
        #expect(right.count == 0, "the excluded right half stays empty")
        #expect(frame.height > 200, "the text, wrapped at half the width, grows the view")
    }

    /// A legacy button's image larger than the button shrinks into its content rectangle (the
    /// image view scales to fill), and the title gets what room is left.
    @Test func aButtonsImageShrinksIntoTheButton() throws {
        let (sim, root) = canvas()
        let big = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 300)).image { ctx in
            UIColor.systemOrange.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 300, height: 300))
        }
        let button = UIButton(type: .custom)
        button.setImage(big, for: .normal)
        button.setTitle("Pay Tribute", for: .normal)
        button.frame = CGRect(x: 40, y: 200, width: 110, height: 38)
        root.addSubview(button)
        sim.settle()
        let iv = try #require(button.imageView)
        #expect(iv.frame == CGRect(x: 0, y: 0, width: 110, height: 38))
        #expect((button.titleLabel?.frame.width ?? -1) == 0, "no room left for the title")
        #expect(sim.color(at: CGPoint(x: 95, y: 219)) == RGBA(r: 255, g: 149, b: 0))
        #expect(sim.color(at: CGPoint(x: 95, y: 260)) == white, "nothing drawn below the button")
        #expect(sim.color(at: CGPoint(x: 170, y: 219)) == white, "nothing drawn beside it")
    }

    /// A refresh control's title shows as the content is pulled, in its own attributes; at rest
    /// (above content the safe area pushes down, under the status bar) it is not seen.
    @Test func aRefreshControlsTitleShowsOnlyWhenPulledInItsAttributes() throws {
        let (sim, root) = canvas()
        let sv = UIScrollView(frame: root.bounds)
        sv.contentInsetAdjustmentBehavior = .always
        sv.contentSize = CGSize(width: root.bounds.width, height: 3000)
        let rc = UIRefreshControl()
        rc.attributedTitle = NSAttributedString(string: "This is a test", attributes: [
            .font: UIFont(name: "Georgia", size: 13)!, .foregroundColor: UIColor.blue,
        ])
        sv.refreshControl = rc
        root.addSubview(sv)
        sim.settle()
        #expect(sv.contentOffset.y == -59)
        func blue() -> Int { matching(sim, in: CGRect(x: 0, y: 0, width: 393, height: 200)) { $0.b > 200 && $0.r < 170 && $0.g < 170 }.count }
        #expect(blue() == 0, "not seen at rest")
        sim.touchDown(at: CGPoint(x: 200, y: 300))
        for i in 1...8 { sim.advance(by: 1.0 / 60); sim.touchMove(to: CGPoint(x: 200, y: 300 + CGFloat(i) * 10)) }
        sim.advance(by: 0.1)
        #expect(blue() > 30, "blue Georgia text as the content is pulled")
        sim.touchUp(at: CGPoint(x: 200, y: 380))
        sim.settle()
        #expect(blue() == 0 && !rc.isRefreshing, "a short pull springs back and hides it")
    }

    /// Apple's advice for a list's header: register a list cell as the supplementary view. Its
    /// default content configuration is then the list's header style, not a row's.
    final class PepList: UICollectionViewController {
        var headerConfiguration: UIListContentConfiguration?
        var rowConfiguration: UIListContentConfiguration?
        init() {
            var config = UICollectionLayoutListConfiguration(appearance: .plain)
            config.headerMode = .supplementary
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: config))
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        }
        override func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! UICollectionViewListCell
            var c = cell.defaultContentConfiguration()
            c.text = ["Manny", "Moe", "Jack"][indexPath.item]
            rowConfiguration = c
            cell.contentConfiguration = c
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            let v = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! UICollectionViewListCell
            var c = v.defaultContentConfiguration()
            c.text = "Pep \(indexPath.section)"
            headerConfiguration = c
            v.contentConfiguration = c
            return v
        }
    }

    @Test func aListCellServingAsAHeaderDefaultsToTheHeaderStyle() throws {
        let sim = Simulator(device: .iPhone15)
        let vc = PepList()
        sim.rootViewController = vc
        sim.settle()
        let header = try #require(vc.headerConfiguration), row = try #require(vc.rowConfiguration)
        #expect(header.textProperties.font == UIListContentConfiguration.plainHeader().textProperties.font, "the plain list's header: semibold")
        #expect(row.textProperties.font == UIListContentConfiguration.cell().textProperties.font)
        let label = try #require(sim.view(withText: "Pep 0"))
        let headerView = try #require(sequence(first: label, next: { $0.superview }).first { $0 is UICollectionViewListCell })
        #expect(headerView.frame.height < 44, "a header is as tall as its text, not a row's 44 points: \(headerView.frame)")
        let manny = try #require(sim.view(withText: "Manny"))
        #expect(manny.convert(manny.bounds, to: nil).minY > label.convert(label.bounds, to: nil).maxY, "the rows below their header")
    }
}
