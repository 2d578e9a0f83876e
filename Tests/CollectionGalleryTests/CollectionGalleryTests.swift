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
