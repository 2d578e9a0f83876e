import Foundation
import Testing
import UIKit
import UIKitTesting
import FoundationDemo

/// The photo board: photos dragged between two collections and reordered, and their context menus.
@MainActor
@Suite(.serialized) struct PhotoBoardGalleryTests {
    func make(_ device: Simulator.Device = .iPhone15) -> (Simulator, PhotoBoardViewController) {
        let sim = Simulator(device: device)
        let board = PhotoBoardViewController()
        sim.rootViewController = UINavigationController(rootViewController: board)
        sim.settle()
        return (sim, board)
    }

    func centre(_ c: UICollectionView, _ item: Int) throws -> CGPoint {
        let cell = try #require(c.cellForItem(at: IndexPath(item: item, section: 0)))
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    func drag(_ sim: Simulator, from: CGPoint, to: CGPoint) { sim.dragAndDrop(from: from, to: to) }

    @Test func aPhotoDraggedFromTheInboxLandsInFavourites() throws {
        let (sim, board) = make()
        let from = try centre(board.inboxView, 1)   // photo 4
        let to = try centre(board.favouritesView, 1)  // before photo 2
        drag(sim, from: from, to: CGPoint(x: to.x - 30, y: to.y))
        saveShot(sim, "photo-board-after-drag")
        #expect(board.favourites == [1, 4, 2], "\(board.favourites)")
        #expect(board.inbox == [3, 5, 6, 7, 8])
        #expect(board.favouritesView.numberOfItems(inSection: 0) == 3 && board.inboxView.numberOfItems(inSection: 0) == 5)
        // The moved photo shows in its new place, in its colour (4 is a green one).
        let cell = try #require(board.favouritesView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let c = sim.color(at: cell.convert(CGPoint(x: 10, y: 10), to: nil))
        #expect(c.g > 150 && c.r < 100, "photo 4 is green: \(c)")
    }

    @Test func theShareButtonCopiesTheFavourites() throws {
        for device in [Simulator.Device.iPhone15, .iPadPro11] {
            let (sim, board) = make(device)
            let share = try #require(board.navigationItem.rightBarButtonItem)
            #expect(share.accessibilityLabel == "Share" || sim.view(withText: "Share") != nil)
            sim.tap(on: try #require(sim.view(withText: "Share")))
            sim.settle()
            saveShot(sim, "photo-board-share-\(device)")
            sim.tap(on: try #require(sim.view(withText: "Copy")))
            sim.settle()
            #expect(UIPasteboard.general.string == "Favourite photos: 1, 2")
            #expect(board.presentedViewController == nil && board.navigationController?.presentedViewController == nil)
        }
    }

    @Test func aPhotoDraggedWithinItsCollectionReorders() throws {
        let (sim, board) = make()
        let from = try centre(board.inboxView, 0)   // photo 3
        let to = try centre(board.inboxView, 3)     // onto photo 6's place
        drag(sim, from: from, to: to)
        // As on iOS, the destination is the place under the finger once photo 3 has left its own.
        #expect(board.inbox == [4, 5, 6, 3, 7, 8], "\(board.inbox)")
    }

    /// Where a cell shows now, its transform included (window coordinates).
    func shownCentre(_ c: UICollectionView, _ item: Int) throws -> CGPoint {
        let cell = try #require(c.cellForItem(at: IndexPath(item: item, section: 0)))
        return c.convert(CGPoint(x: cell.frame.midX, y: cell.frame.midY), to: nil)
    }

    @Test func photosSlideAsideWhileOneIsHeldOverThem() throws {
        let (sim, board) = make()
        let places = try (0..<6).map { try centre(board.inboxView, $0) }
        sim.touchDown(at: places[0])
        sim.advance(by: 0.6)
        sim.moveFinger(from: places[0], to: places[3])
        sim.advance(by: 0.3)
        sim.runFrame()
        saveShot(sim, "photo-board-reordering")
        // Photo 3 has left its place: 4, 5 and 6 close up, and place 3 under the finger is empty.
        #expect(board.inboxView.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 0)
        for (item, place) in [(1, 0), (2, 1), (3, 2), (4, 4), (5, 5)] {
            let shown = try shownCentre(board.inboxView, item)
            #expect(abs(shown.x - places[place].x) < 1 && abs(shown.y - places[place].y) < 1, "item \(item) at place \(place): \(shown)")
        }
        // Moved back over its own place, everything returns.
        sim.moveFinger(from: places[3], to: places[0])
        sim.advance(by: 0.3)
        sim.runFrame()
        let back = try shownCentre(board.inboxView, 3)
        #expect(abs(back.x - places[3].x) < 1 && abs(back.y - places[3].y) < 1)
        sim.touchUp(at: places[0])
        sim.settle()
        #expect(board.inbox == [3, 4, 5, 6, 7, 8])
        #expect(board.inboxView.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
        #expect(board.inboxView.visibleCells.allSatisfy { $0.transform == .identity })
    }

    @Test func aSlowCadenceWaitsBeforePhotosMove() throws {
        let (sim, board) = make()
        board.inboxView.reorderingCadence = .slow
        let places = try (0..<6).map { try centre(board.inboxView, $0) }
        let from = try centre(board.favouritesView, 0)   // photo 1, into the inbox
        let to = try centre(board.inboxView, 1)
        sim.touchDown(at: from)
        sim.advance(by: 0.6)
        sim.moveFinger(from: from, to: to)
        sim.advance(by: 0.2)
        sim.runFrame()
        let still = try shownCentre(board.inboxView, 1)
        #expect(abs(still.x - to.x) < 1, "not yet: \(still)")
        sim.advance(by: 0.5)
        sim.runFrame()
        // A place opens at 1: photos from there on move one place along.
        let moved = try shownCentre(board.inboxView, 1)
        #expect(abs(moved.x - places[2].x) < 1 && abs(moved.y - places[2].y) < 1, "photo 4 one place on: \(moved)")
        #expect(abs(try shownCentre(board.inboxView, 0).x - places[0].x) < 1, "photo 3 stays")
        sim.touchUp(at: to)
        sim.settle()
        #expect(board.inbox == [3, 1, 4, 5, 6, 7, 8], "\(board.inbox)")
    }

    @Test func aLongPressOpensTheMenuAndMovingOnDrags() throws {
        let (sim, board) = make()
        let p = try centre(board.inboxView, 2)   // photo 5
        sim.touchDown(at: p)
        sim.advance(by: 0.6)
        sim.touchUp(at: p)
        sim.settle()
        saveShot(sim, "photo-board-menu")
        sim.tap(on: try #require(sim.view(withText: "Delete")))
        sim.settle()
        #expect(board.inbox == [3, 4, 6, 7, 8])
        // Held, the menu opens; moved on, the menu closes and the photo drags.
        let q = try centre(board.inboxView, 0)
        let to = try centre(board.favouritesView, 0)
        sim.touchDown(at: q)
        sim.advance(by: 0.6)
        sim.runFrame()
        #expect(sim.view(withText: "Duplicate") != nil, "the menu is open while the finger rests")
        sim.moveFinger(from: q, to: CGPoint(x: to.x - 30, y: to.y))
        sim.touchUp(at: CGPoint(x: to.x - 30, y: to.y))
        sim.settle()
        #expect(sim.view(withText: "Duplicate") == nil)
        #expect(board.favourites == [3, 1, 2] && board.inbox == [4, 6, 7, 8], "\(board.favourites) \(board.inbox)")
    }
}
