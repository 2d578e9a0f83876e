import Foundation
import Testing
import UIKit
import UIKitTesting

// The classes Photos.storyboard names.

@IBConnectable
final class PhotoGridCell: UICollectionViewCell {
    @Outlet var titleLabel: UILabel!
}

@IBConnectable
final class PhotoHeaderView: UICollectionReusableView {
    @Outlet var titleLabel: UILabel!
}

@IBConnectable
final class PhotoGridController: UICollectionViewController {
    let photos = (1...30).map { "Photo \($0)" }
    var events: [String] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoGridCell
        cell.titleLabel.text = photos[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! PhotoHeaderView
        header.titleLabel.text = "Summer"
        return header
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { events.append("didSelect \(indexPath.item)") }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare \(segue.identifier ?? "-")")
        if let detail = segue.destination as? PhotoDetailController, let cell = sender as? PhotoGridCell { detail.photo = cell.titleLabel.text }
    }
}

@IBConnectable
final class PhotoDetailController: UIViewController {
    var photo: String?
}

@MainActor @Suite struct CollectionStoryboardTests {
    func launch() throws -> (Simulator, PhotoGridController) {
        let sim = Simulator(device: .iPhone15)
        let nav = try #require(UIStoryboard(name: "Photos", bundle: .module).instantiateInitialViewController() as? UINavigationController)
        sim.rootViewController = nav
        sim.settle()
        let grid = try #require(nav.topViewController as? PhotoGridController)
        return (sim, grid)
    }

    @Test func aCollectionViewControllerSceneComesWithItsLayoutPrototypesAndHeader() throws {
        let (sim, grid) = try launch()
        let cv = try #require(grid.collectionView)
        #expect(cv.dataSource === grid && cv.delegate === grid)
        let flow = try #require(cv.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(flow.itemSize == CGSize(width: 120, height: 120) && flow.minimumLineSpacing == 4 && flow.minimumInteritemSpacing == 4)
        #expect(flow.headerReferenceSize.height == 40 && flow.sectionInset == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        // Three 120-point items across 385 points: the prototype cell, made from the file, with its label.
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoGridCell)
        #expect(cell.titleLabel.text == "Photo 1")
        #expect(cell.titleLabel.superview === cell.contentView)
        #expect(cell.frame == CGRect(x: 4, y: 44, width: 120, height: 120))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.maxX == 389)
        #expect(cell.contentView.backgroundColor != nil)
        // The label is centred by its constraints in the content view.
        #expect(abs(cell.titleLabel.frame.midY - 60) < 1 && cell.titleLabel.frame.minX == 8)
        let header = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? PhotoHeaderView)
        #expect(header.titleLabel.text == "Summer" && header.frame == CGRect(x: 0, y: 0, width: 393, height: 40))
        #expect(sim.view(withText: "Summer") != nil && sim.view(withText: "Photo 5") != nil)
        #expect(sim.warnings.filter { $0.contains("unsupported") || $0.contains("Photos.storyboard") }.isEmpty, "\(sim.warnings)")
    }

    @Test func aCellsShowSegueRunsBeforeTheDelegateHearsOfTheSelection() throws {
        let (sim, grid) = try launch()
        sim.tap(on: try #require(grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))))
        sim.settle()
        #expect(grid.events == ["prepare showPhoto", "didSelect 3"])
        let detail = try #require(grid.navigationController?.topViewController as? PhotoDetailController)
        #expect(detail.photo == "Photo 4")
    }
}
