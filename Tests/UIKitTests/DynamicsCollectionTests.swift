import Testing
import Foundation
import UIKit
import UIKitTesting

/// The springy flow layout of iOS 7 books and WWDC 2013: every item hangs on a spring at its place in
/// the flow, and scrolling drags the items far from the finger behind the near ones.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

    override func prepare() {
        super.prepare()
        guard animator.behaviors.isEmpty else { return }
        let all = super.layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize)) ?? []
        for item in all {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            animator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        for case let spring as UIAttachmentBehavior in animator.behaviors {
            guard let item = spring.items.first else { continue }
            let resistance = abs(touch.y - spring.anchorPoint.y) / 1500
            var center = item.center
            center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            item.center = center
            animator.updateItem(usingCurrentState: item)
        }
        return false
    }
}

@MainActor
@Suite(.serialized) struct DynamicsCollectionTests {
    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemBlue
            return cell
        }
    }

    @Test func springsLagBehindTheFingerAndSettleBackIntoTheFlow() throws {
        let (sim, root) = canvas()
        let layout = SpringyFlowLayout()
        layout.itemSize = CGSize(width: 353, height: 44)
        layout.minimumLineSpacing = 10
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        collection.backgroundColor = .white
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        root.addSubview(collection)
        sim.settle()
        let first = IndexPath(item: 2, section: 0), far = IndexPath(item: 12, section: 0)
        let home = layout.layoutAttributesForItem(at: far)!.center
        #expect(layout.animator.behaviors.count == 60)
        #expect(collection.cellForItem(at: far)?.center == home, "at rest, in the flow")

        // A finger near the top drags the list up: the far rows lag behind the near ones.
        let finger = sim.touchDown(at: CGPoint(x: 200, y: 100))
        for step in 1...20 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(finger, to: CGPoint(x: 200, y: 100 - 6 * CGFloat(step)))
        }
        let nearHome = CGFloat(2 * 54 + 22)
        let near = try #require(layout.animator.layoutAttributesForCell(at: first)).center.y - nearHome
        let lag = try #require(layout.animator.layoutAttributesForCell(at: far)).center.y - home.y
        #expect(layout.animator.isRunning)
        #expect(lag > abs(near) + 5, "the far row lags: \(lag) against \(near)")
        #expect(abs((collection.cellForItem(at: far)?.center.y ?? 0) - (home.y + lag)) < 1, "the cell is drawn where its spring holds it")
        sim.touchUp(finger, at: CGPoint(x: 200, y: -20))
        sim.settle()
        #expect(!layout.animator.isRunning, "the springs come to rest and the animator pauses")
        let back = try #require(collection.cellForItem(at: far)).center.y
        // (A body sleeps once it has moved slower than a point a second for half a second: a soft
        // spring may stop a point short, on iOS too.)
        #expect(abs(back - home.y) < 1.5, "back in the flow: \(back) for \(home.y)")
    }
}
