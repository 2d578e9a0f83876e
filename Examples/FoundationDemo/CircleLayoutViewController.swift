import UIKit

/// A layout of its own, as a custom-layout chapter writes it: items around a circle, which grow out
/// of its centre when inserted (the + button) and shrink back into it when deleted (a tap).
public final class CircleLayoutViewController: UICollectionViewController {
    /// Items evenly spaced on a circle in the middle of the collection view.
    final class CircleLayout: UICollectionViewLayout {
        private var count = 0
        private var centre: CGPoint = .zero
        private var radius: CGFloat = 0
        private var inserted: Set<IndexPath> = []
        private var deleted: Set<IndexPath> = []
        let itemSize = CGSize(width: 64, height: 64)

        override func prepare() {
            super.prepare()
            guard let cv = collectionView else { return }
            count = cv.numberOfSections > 0 ? cv.numberOfItems(inSection: 0) : 0
            // The content is the area inside the insets, so its middle is the visible middle.
            let area = cv.bounds.inset(by: cv.adjustedContentInset)
            centre = CGPoint(x: area.width / 2, y: area.height / 2)
            radius = min(area.width, area.height) / 2 - itemSize.width
        }

        override var collectionViewContentSize: CGSize {
            guard let cv = collectionView else { return .zero }
            return cv.bounds.inset(by: cv.adjustedContentInset).size
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(max(count, 1)) - .pi / 2
            a.size = itemSize
            a.center = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            return a
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
        }

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
            deleted = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
        }

        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard inserted.contains(itemIndexPath), let a = layoutAttributesForItem(at: itemIndexPath) else { return nil }
            a.center = centre
            a.alpha = 0
            a.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            return a
        }

        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard deleted.contains(itemIndexPath) else { return nil }
            let a = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
            a.size = itemSize
            a.center = centre
            a.alpha = 0
            a.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            return a
        }

        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            inserted = []
            deleted = []
        }
    }

    final class Dot: UICollectionViewCell {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 32
            contentView.backgroundColor = .systemIndigo
            label.textColor = .white
            label.font = .systemFont(ofSize: 20, weight: .semibold)
            label.textAlignment = .center
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds
        }
    }

    public private(set) var numbers = Array(1...6)
    private var nextNumber = 7

    public init() {
        super.init(collectionViewLayout: CircleLayout())
        title = "Circle"
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(Dot.self, forCellWithReuseIdentifier: "dot")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.addItem() })
    }

    /// A new item grows out of the centre as the others make room.
    public func addItem() {
        numbers.append(nextNumber)
        nextNumber += 1
        collectionView.insertItems(at: [IndexPath(item: numbers.count - 1, section: 0)])
    }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }

    public override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let dot = collectionView.dequeueReusableCell(withReuseIdentifier: "dot", for: indexPath) as! Dot
        dot.label.text = "\(numbers[indexPath.item])"
        return dot
    }

    /// A tapped item shrinks back into the centre.
    public override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        numbers.remove(at: indexPath.item)
        collectionView.deleteItems(at: [indexPath])
    }
}
