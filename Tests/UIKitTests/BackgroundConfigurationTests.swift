import Foundation
import Testing
import UIKit
import UIKitTesting

/// Background configurations on collection view cells, list cells and table cells: drawn, updated for
/// the cell's state, and exclusive with background views, as UIKit documents.
@MainActor @Suite struct BackgroundConfigurationTests {
    final class Grid: NSObject, UICollectionViewDataSource {
        var configure: (UICollectionViewCell, IndexPath) -> Void = { _, _ in }
        func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ cv: UICollectionView, cellForItemAt ip: IndexPath) -> UICollectionViewCell {
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "c", for: ip)
            configure(cell, ip)
            return cell
        }
    }

    func grid(_ configure: @escaping (UICollectionViewCell, IndexPath) -> Void) -> (Simulator, UICollectionView, Grid) {
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 150)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 100, width: 393, height: 500), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let source = Grid()
        source.configure = configure
        cv.dataSource = source
        vc.view.addSubview(cv)
        sim.rootViewController = vc
        sim.settle()
        return (sim, cv, source)
    }

    @Test func aCustomBackgroundIsFilledInsideItsInsetsWithItsCornersAndStroke() throws {
        let (sim, cv, _) = grid { cell, _ in
            var bg = UIBackgroundConfiguration.clear()
            bg.backgroundColor = .systemRed
            bg.cornerRadius = 20
            bg.backgroundInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            bg.strokeColor = .systemBlue
            bg.strokeWidth = 3
            cell.backgroundConfiguration = bg
        }
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
        let f = cell.convert(cell.bounds, to: nil)
        #expect(sim.color(at: CGPoint(x: f.midX, y: f.midY)) == RGBA(r: 255, g: 59, b: 48))
        #expect(sim.color(at: CGPoint(x: f.minX + 5, y: f.midY)) == RGBA(r: 255, g: 255, b: 255), "outside the insets")
        #expect(sim.color(at: CGPoint(x: f.minX + 11.5, y: f.midY)) == RGBA(r: 0, g: 122, b: 255), "the stroke on the fill's edge")
        #expect(sim.color(at: CGPoint(x: f.minX + 13, y: f.minY + 13)) == RGBA(r: 255, g: 255, b: 255), "a rounded corner")
        // A background view replaces the configuration, and the other way round.
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: f.midX, y: f.midY)) != RGBA(r: 255, g: 59, b: 48))
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
    }

    @Test func aListStyleTurnsGreyWhenSelectedUnlessUpdatesAreOff() throws {
        let (sim, cv, _) = grid { cell, ip in
            cell.backgroundConfiguration = .listGroupedCell()
            cell.automaticallyUpdatesBackgroundConfiguration = ip.item == 0
        }
        let a = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0))), b = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
        let pa = a.convert(CGPoint(x: 75, y: 75), to: nil), pb = b.convert(CGPoint(x: 75, y: 75), to: nil)
        #expect(sim.color(at: pa) == RGBA(r: 255, g: 255, b: 255))
        sim.tap(at: pa)
        sim.settle()
        #expect(a.isSelected && sim.color(at: pa) == RGBA(r: 209, g: 209, b: 214), "systemGray4 when selected")
        sim.tap(at: pb)
        sim.settle()
        #expect(b.isSelected && sim.color(at: pb) == RGBA(r: 255, g: 255, b: 255), "not updated: stays as configured")
        #expect(sim.color(at: pa) == RGBA(r: 255, g: 255, b: 255), "deselected: white again")
    }

    @Test func aNilColorIsTheTintAndATransformerAppliesToIt() {
        var bg = UIBackgroundConfiguration.listSidebarCell()
        var state = UICellConfigurationState()
        state.isSelected = true
        let selected = bg.updated(for: state)
        #expect(selected.backgroundColor == nil && selected.resolvedBackgroundColor(for: .systemGreen) == .systemGreen)
        #expect(bg.updated(for: UICellConfigurationState()).resolvedBackgroundColor(for: .systemGreen) == .clear)
        bg.backgroundColor = .systemRed
        bg.backgroundColorTransformer = .grayscale
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        bg.resolvedBackgroundColor(for: .blue).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == g && g == b && r > 0.3 && r < 0.6)
    }

    @Test func aListCellHasItsListsBackgroundSoItsBackgroundColorIsCovered() throws {
        final class Lists: UIViewController {
            var collectionView: UICollectionView!
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!
            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                view.addSubview(collectionView)
                let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                    var content = cell.defaultContentConfiguration()
                    content.text = item
                    cell.contentConfiguration = content
                    // The iOS 14 surprise: a list cell's color is under its background configuration.
                    cell.backgroundColor = .systemRed
                    if item == "Clear" { cell.backgroundConfiguration = .clear() }
                }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { cv, ip, item in
                    cv.dequeueConfiguredReusableCell(using: cell, for: ip, item: item)
                }
                var s = NSDiffableDataSourceSnapshot<Int, String>()
                s.appendSections([0])
                s.appendItems(["Default", "Clear"])
                dataSource.apply(s, animatingDifferences: false)
            }
        }
        let vc = Lists()
        let sim = Simulator(device: .iPhone15)
        sim.rootViewController = vc
        sim.settle()
        let first = try #require(vc.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let second = try #require(vc.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(first.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
        #expect(first.defaultBackgroundConfiguration().backgroundColor == .secondarySystemGroupedBackground)
        let p1 = first.convert(CGPoint(x: 200, y: 22), to: nil), p2 = second.convert(CGPoint(x: 200, y: 22), to: nil)
        #expect(sim.color(at: p1) == RGBA(r: 255, g: 255, b: 255))
        // Once the configuration is clear, the cell's own color shows.
        #expect(sim.color(at: p2) == RGBA(r: 255, g: 59, b: 48))
        sim.tap(at: p1)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: p1.x + 100, y: p1.y)) == RGBA(r: 209, g: 209, b: 214))
    }

    @Test func aTableCellsConfigurationShowsTheSelectionInsteadOfTheGreyView() throws {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 3 }
            func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
                let cell = t.dequeueReusableCell(withIdentifier: "c", for: ip)
                cell.textLabel?.text = "Row \(ip.row)"
                var bg = cell.defaultBackgroundConfiguration()
                if ip.row == 1 { bg.backgroundColor = .systemYellow }
                cell.backgroundConfiguration = bg
                return cell
            }
        }
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        let table = UITableView(frame: vc.view.bounds, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let source = Source()
        table.dataSource = source
        vc.view.addSubview(table)
        sim.rootViewController = vc
        sim.settle()
        let row0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let row1 = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(row0.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground, "a grouped table's default")
        let p1 = row1.convert(CGPoint(x: 300, y: 22), to: nil)
        #expect(sim.color(at: p1) == RGBA(r: 255, g: 204, b: 0))
        sim.tap(at: p1)
        sim.settle()
        #expect(row1.isSelected && sim.color(at: p1) == RGBA(r: 209, g: 209, b: 214))
        // A selected background view takes over again.
        row1.selectedBackgroundView = UIView()
        row1.selectedBackgroundView?.backgroundColor = .systemGreen
        #expect(row1.backgroundConfiguration == nil)
    }
}
