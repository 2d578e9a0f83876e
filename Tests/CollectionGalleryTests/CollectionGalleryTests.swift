import Foundation
import Testing
import UIKit
import UIKitTesting
import FoundationDemo

/// Compares the screen with Snapshots/<name>.png beside this file.
@MainActor func checkSnapshot(_ sim: Simulator, _ name: String, file: String = #filePath) {
    do {
        try Snapshot.verify(sim.screenshot(), reference: URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).png"))
    } catch {
        Issue.record("\(name): \(error)")
    }
}

/// The Gallery's collection screens, used and looked at as an iOS user would.
@MainActor @Suite struct CollectionGalleryTests {
    @Test func thePhotoGridSelectsInEditModeAndDeletesAnimated() {
        let sim = Simulator(device: .iPhone15)
        let photos = PhotoGridViewController()
        sim.rootViewController = UINavigationController(rootViewController: photos)
        sim.settle()
        let cv = photos.collectionView!
        // Four thumbnails across, 2 points apart.
        let side = ((393 - 6) / 4 as CGFloat).rounded(.down)
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.size == CGSize(width: side, height: side))
        // Not editing: a tap selects one photo; Edit allows several.
        photos.setEditing(true, animated: false)
        sim.settle()
        for item in [1, 6] { sim.tap(on: cv.cellForItem(at: IndexPath(item: item, section: 0))!) }
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 6, section: 0)])
        checkSnapshot(sim, "collection-photo-grid-editing-iPhone15")
        let seventh = cv.cellForItem(at: IndexPath(item: 7, section: 0))!
        let from = seventh.frame
        photos.deleteSelected()
        sim.advance(by: 0.15)
        let mid = seventh.layer.presentation()!.frame
        #expect(mid.minX != from.minX || mid.minY != from.minY, "the photos after the deleted ones glide into place")
        sim.settle()
        #expect(photos.albums[0].photos.count == 12)
        #expect(cv.numberOfItems(inSection: 0) == 12 && cv.indexPathsForSelectedItems == [])
        // Pinned album headers: scrolled into Mountains, its header stays under the bar.
        cv.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        sim.settle()
        let header = cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
            .first { $0.frame.minY == cv.contentOffset.y + cv.adjustedContentInset.top }
        #expect(header != nil)
    }

    @Test func theAppStorePageLooksAsDesignedAndItsBannerPages() {
        let sim = Simulator(device: .iPhone15)
        let store = AppStoreViewController()
        sim.rootViewController = UINavigationController(rootViewController: store)
        sim.settle()
        #expect(sim.view(withText: "Featured") != nil && sim.view(withText: "Journal") != nil && sim.view(withText: "Popular Apps") != nil)
        checkSnapshot(sim, "collection-app-store-iPhone15")
        let cv = store.collectionView!
        let banner = cv.cellForItem(at: IndexPath(item: 0, section: 0))!.superview as! UIScrollView
        let y = banner.convert(CGPoint(x: 0, y: 130), to: nil).y
        sim.drag(from: CGPoint(x: 360, y: y), to: CGPoint(x: 60, y: y), duration: 0.15)
        sim.settle()
        // One group: 90 % of the 361 points inside the insets, and 10 of spacing.
        #expect(abs(banner.contentOffset.x - (361 * 0.9 + 10)) < 1)
        #expect(sim.view(withText: "Groceries") != nil)
    }

    @Test func theAppStorePageOnAnIPadHasFourCategoryColumns() {
        let sim = Simulator(device: .iPadPro11)
        let store = AppStoreViewController()
        sim.rootViewController = UINavigationController(rootViewController: store)
        sim.settle()
        let cv = store.collectionView!
        let frames = (0..<4).compactMap { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 2))?.frame }
        #expect(Set(frames.map(\.minY)).count == 1, "one row of four")
        #expect(abs(frames[3].maxX - (834 - 16)) < 0.5)
    }

    @Test func theCircleGrowsANewItemFromItsCentreAndATapShrinksOneBack() {
        let sim = Simulator(device: .iPhone15)
        let circle = CircleLayoutViewController()
        sim.rootViewController = UINavigationController(rootViewController: circle)
        sim.settle()
        let cv = circle.collectionView!
        #expect(cv.visibleCells.count == 6)
        let area = cv.bounds.inset(by: cv.adjustedContentInset)
        let centre = CGPoint(x: area.width / 2, y: area.height / 2)
        circle.addItem()
        let new = cv.cellForItem(at: IndexPath(item: 6, section: 0))!
        sim.advance(by: 0.02)
        let early = new.layer.presentation()!
        #expect(hypot(early.position.x - centre.x, early.position.y - centre.y) < 30, "it grows out of the centre")
        sim.advance(by: 0.13)
        checkSnapshot(sim, "collection-circle-inserting-iPhone15")
        sim.settle()
        #expect(new.alpha == 1 && new.transform == .identity && cv.visibleCells.count == 7)
        sim.tap(on: cv.cellForItem(at: IndexPath(item: 0, section: 0))!)
        sim.settle()
        #expect(circle.numbers == [2, 3, 4, 5, 6, 7] && cv.visibleCells.count == 6)
    }

    @Test func theMailboxesSidebarFoldsSwipesAndReordersOnAnIPad() throws {
        let sim = Simulator(device: .iPadPro11)
        let mail = MailboxesViewController()
        sim.rootViewController = UINavigationController(rootViewController: mail)
        sim.settle()
        let cv = mail.collectionView!
        func titles() -> [String] { mail.dataSource.snapshot().itemIdentifiers.map(\.title) }
        #expect(titles() == ["Favorites", "All Inboxes", "VIP", "Flagged", "iCloud", "Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive", "Work"])
        // An account row folds and unfolds its mailboxes.
        sim.tap(on: try #require(sim.view(withText: "Work")))
        sim.settle()
        #expect(titles().suffix(4) == ["Work", "Inbox", "Projects", "Receipts"])
        sim.tap(on: try #require(sim.view(withText: "Favorites")))
        sim.settle()
        #expect(titles().prefix(2) == ["Favorites", "iCloud"])
        // A selected mailbox is filled with the tint, its title white.
        sim.tap(on: try #require(sim.view(withText: "Drafts")))
        sim.settle()
        let drafts = try #require(cv.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(drafts.isSelected)
        #expect(sim.color(at: drafts.convert(CGPoint(x: drafts.bounds.width - 40, y: drafts.bounds.midY), to: nil)) == RGBA(r: 0, g: 122, b: 255))
        checkSnapshot(sim, "collection-mailboxes-iPadPro11")
        // A swipe deletes a mailbox.
        let junk = try #require(cv.cellForItem(at: IndexPath(item: 5, section: 0)))
        let jf = junk.convert(junk.bounds, to: nil)
        sim.drag(from: CGPoint(x: jf.maxX - 20, y: jf.midY), to: CGPoint(x: jf.maxX - 160, y: jf.midY), duration: 0.3)
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Delete")))
        sim.settle()
        #expect(!titles().contains("Junk"))
        // Edit: Inbox dragged by its grip below Sent stays in iCloud, in the tree too.
        mail.setEditing(true, animated: false)
        sim.settle()
        let inbox = try #require(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
        let grip = try #require(inbox.subviews.first { $0.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer } == true && !$0.isHidden })
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
        sim.drag(from: start, to: CGPoint(x: start.x, y: start.y + inbox.bounds.height * 2), duration: 0.5)
        sim.settle()
        #expect(Array(titles()[1...5]) == ["iCloud", "Drafts", "Sent", "Inbox", "Trash"])
        let tree = mail.dataSource.snapshot(for: 0)
        let inboxItem = try #require(tree.items.first { $0.title == "Inbox" })
        #expect(tree.parent(of: inboxItem)?.title == "iCloud" && tree.level(of: inboxItem) == 1)
        // Folding iCloud and unfolding it keeps the new order.
        mail.setEditing(false, animated: false)
        sim.tap(on: try #require(sim.view(withText: "iCloud")))
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "iCloud")))
        sim.settle()
        #expect(Array(titles()[1...5]) == ["iCloud", "Drafts", "Sent", "Inbox", "Trash"])
    }
}

/// The Gallery's storyboard collection screen: Crayons.storyboard, in Xcode 10's format.
@MainActor @Suite struct CrayonStoryboardTests {
    func launch(_ device: Simulator.Device = .iPhone15) -> (Simulator, UINavigationController, CrayonBoxViewController) {
        let sim = Simulator(device: device)
        let box = CrayonBoxViewController.make()
        let nav = UINavigationController(rootViewController: box)
        sim.rootViewController = nav
        sim.settle()
        return (sim, nav, box)
    }

    @Test func theBoxIsLaidOutByItsFlowLayoutWithHeadersAndFooters() throws {
        let (sim, _, box) = launch()
        let cv = try #require(box.collectionView)
        #expect(cv.dataSource === box && cv.delegate === box && box.title == "Crayons")
        #expect(sim.warnings.filter { $0.contains("Crayons.storyboard") || $0.contains("unsupported") }.isEmpty, "\(sim.warnings)")
        // 76-point crayons 10 apart in 393 - 2 × 16 points: four a row, the spare space shared between them.
        let row = (0..<5).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(row.prefix(4).map { $0.minX.rounded() } == [16, 111, 206, 301] && row[4].minX == 16 && row[4].minY == row[0].maxY + 16, "\(row)")
        #expect(row[0] == CGRect(x: 16, y: 52, width: 76, height: 104), "below a 44-point header and the 8-point inset")
        // The cell from the file: constraints written on the cell (Xcode 10) place the square swatch and the name under it.
        let red = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? CrayonCell)
        #expect(red.swatchView.superview === red.contentView && red.nameLabel.text == "Red")
        #expect(red.swatchView.frame == CGRect(x: 0, y: 0, width: 76, height: 76) && abs(red.nameLabel.frame.minY - 82) < 0.01, "\(red.nameLabel.frame)")
        #expect(red.swatchView.layer.cornerRadius == 14, "the user-defined runtime attribute")
        #expect(sim.color(at: red.convert(CGPoint(x: 38, y: 38), to: nil)).isClose(to: RGBA(r: 0xEE, g: 0x20, b: 0x4D)))
        #expect(sim.color(at: red.convert(CGPoint(x: 1, y: 1), to: nil)).isClose(to: RGBA(r: 255, g: 255, b: 255)), "a rounded corner")
        // Each box's header names it; its footer counts it.
        let headers = cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).compactMap { ($0 as? CrayonHeaderView)?.titleLabel.text }
        #expect(Set(headers) == ["Warm", "Cool", "Earth"])
        let footer = try #require(cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)) as? CrayonFooterView)
        #expect(footer.countLabel.text == "8 crayons" && footer.frame.minY == row[4].maxY + 8 && footer.frame.height == 28)
        checkSnapshot(sim, "collection-crayons-iPhone15")
    }

    @Test func aPressedCrayonDimsAndItsSegueShowsItsPage() throws {
        let (sim, nav, box) = launch()
        let cv = try #require(box.collectionView)
        let teal = try #require(cv.cellForItem(at: IndexPath(item: 5, section: 1)) as? CrayonCell)
        let point = teal.convert(CGPoint(x: 38, y: 38), to: nil)
        let finger = sim.touchDown(at: point)
        sim.advance(by: 0.2)
        #expect(teal.isHighlighted && teal.swatchView.alpha == 0.5)
        sim.touchUp(finger, at: point)
        sim.advance(by: 0.1)
        // The show segue pushes the crayon's page, prepared by prepare(for:sender:), animated.
        let detail = try #require(nav.topViewController as? CrayonDetailViewController)
        let sliding = try #require(detail.view.layer.presentation()).frame.minX
        #expect(sliding > 0 && sliding < 393, "pushed, halfway in")
        sim.settle()
        #expect(detail.title == "Teal" && detail.nameLabel.text == "Teal" && detail.hexLabel.text == "#18A7B5")
        #expect(sim.color(at: CGPoint(x: 196, y: 200)).isClose(to: RGBA(r: 0x18, g: 0xA7, b: 0xB5)))
        #expect(detail.swatchView.frame.minY == detail.view.safeAreaInsets.top + 20 && detail.swatchView.frame.width == 353)
        // Back: the box again, and the crayon no longer pressed.
        sim.tap(on: try #require(sim.view(withText: "Crayons")))
        sim.settle()
        #expect(nav.topViewController === box && !teal.isHighlighted && teal.swatchView.alpha == 1)
    }

    @Test func turnedOrOnAnIPadMoreCrayonsFitARow() throws {
        for device in [Simulator.Device.iPhone15, .iPadPro11] {
            let (sim, _, box) = launch(device)
            if device == .iPhone15 { sim.rotate(to: .landscapeLeft) }
            sim.settle()
            let cv = try #require(box.collectionView)
            let width = cv.bounds.width - cv.adjustedContentInset.left - cv.adjustedContentInset.right - 32
            let perRow = Int(((width + 10) / 86).rounded(.down))
            let frames = (0..<8).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
            let first = frames.filter { $0.minY == frames[0].minY }
            #expect(perRow > 4 && first.count == min(perRow, 8), "\(device): \(first.count) a row")
            // A full row is justified: its first and last crayons touch the insets, the gaps between are equal.
            if first.count == perRow {
                let right = cv.bounds.width - cv.adjustedContentInset.left - cv.adjustedContentInset.right - 16
                let gaps = (1..<perRow).map { first[$0].minX - first[$0 - 1].maxX }
                #expect(abs(first[0].minX - 16) < 0.5 && abs(first[perRow - 1].maxX - right) < 0.5, "\(device)")
                #expect(gaps.allSatisfy { abs($0 - gaps[0]) < 0.5 } && gaps[0] >= 10, "\(gaps)")
            }
            #expect(sim.view(withText: "Periwinkle") != nil)
        }
    }
}
