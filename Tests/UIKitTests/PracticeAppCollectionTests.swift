import Testing
import Foundation
import UIKit
import UIKitTesting

/// Compositional layouts as the practice apps build them (issue 57's long tail).
@MainActor @Suite(.serialized) struct PracticeAppCollectionTests {
    /// Numbered cells, each with a bordered content view and its index in a label as big as the cell.
    final class Numbers: UICollectionViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            let label = cell.contentView.viewWithTag(1) as? UILabel ?? {
                let l = UILabel()
                l.tag = 1
                l.textAlignment = .center
                cell.contentView.addSubview(l)
                cell.contentView.layer.borderWidth = 2
                return l
            }()
            label.text = String(indexPath.item)
            label.frame = cell.bounds
            return cell
        }
    }

    /// A custom group's provider is given the group's own size as its container (Programming iOS's
    /// "funhouse": bars as tall as the 50-point group, each shorter than the last).
    @Test func aCustomGroupLaysOutInsideTheGroupsSize() throws {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
            let group = NSCollectionLayoutGroup.custom(layoutSize: size) { env in
                var items: [NSCollectionLayoutGroupCustomItem] = []
                var frame = CGRect(x: 0, y: 0, width: 40, height: env.container.contentSize.height)
                while frame.height >= 20 && frame.maxX <= env.container.contentSize.width {
                    items.append(NSCollectionLayoutGroupCustomItem(frame: frame))
                    frame.origin.x += 50
                    frame.size.height -= 6
                    frame.origin.y += 3
                }
                return items
            }
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 20
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            return section
        }
        let sim = Simulator(device: .iPhone15)
        let vc = Numbers(collectionViewLayout: layout)
        sim.rootViewController = vc
        sim.settle()
        let cv = vc.collectionView!
        let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame.size == CGSize(width: 40, height: 50), "as tall as the group: \(first.frame)")
        #expect(second.frame.height == 44 && second.frame.minY == first.frame.minY + 3 && second.frame.minX == first.frame.minX + 50)
        // Every item is a bar no taller than the group, so the ten fit in the first groups.
        let tallest = (0..<10).compactMap { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height }.max() ?? 0
        #expect(tallest <= 50)
        let zero = try #require(sim.view(withText: "0"))
        let frame = zero.convert(zero.bounds, to: nil)
        // Inside the cell's 2-point border, the digit's strokes.
        let inked = stride(from: frame.minX + 4, to: frame.maxX - 4, by: 0.5).filter { sim.color(at: CGPoint(x: $0, y: frame.midY)).r < 128 }
        #expect(inked.count >= 2, "the index shows in its bar")
    }
}
