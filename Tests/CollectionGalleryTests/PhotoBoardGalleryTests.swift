import Foundation
import Testing
@_spi(Testing) import UIKit
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
        let to = try centre(board.inboxView, 3)     // onto photo 6: before it
        drag(sim, from: from, to: to)
        #expect(board.inbox == [4, 5, 3, 6, 7, 8], "\(board.inbox)")
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
