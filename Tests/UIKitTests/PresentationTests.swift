import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct PresentationTests {
    @Test func fullScreenPresentAndDismissInUIKitsOrder() {
        let sim = Simulator(device: .iPhone15)
        let a = Screen("A")
        var b: Screen! = Screen("B")
        sim.rootViewController = a
        b.modalPresentationStyle = .fullScreen
        NavigationTests.journal = []
        var done = 0
        a.present(b, animated: true) { done += 1 }
        #expect(a.presentedViewController === b && b.presentingViewController === a && b.isBeingPresented)
        #expect(NavigationTests.journal == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing"])
        sim.advance(by: UIViewController.presentationDuration / 2)
        let y = b.view.layer.presentation()!.frame.minY
        #expect(y > 0 && y < 852, "sliding up from the bottom: \(y)")
        sim.settle()
        #expect(done == 1 && !b.isBeingPresented)
        #expect(NavigationTests.journal.suffix(2) == ["A.viewDidDisappear", "B.viewDidAppear"])
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == RGBA(r: 255, g: 255, b: 255))
        NavigationTests.journal = []
        weak var gone: UIViewController? = b
        b.dismiss(animated: true) { done += 1 }
        sim.settle()
        #expect(NavigationTests.journal == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(done == 2 && a.presentedViewController == nil)
        b = nil
        #expect(gone == nil, "a dismissed controller is released")
        #expect(sim.viewHierarchy().components(separatedBy: "\n").filter { !$0.isEmpty }.count == 2, "only the window and A's view remain")
    }

    @Test func pageSheetsLeaveThePresenterAndLookLikeCards() {
        let sim = Simulator(device: .iPhone15)
        let a = Screen("A"), b = Screen("B")
        sim.rootViewController = a
        a.view.backgroundColor = .systemBlue
        NavigationTests.journal = []
        a.present(b, animated: true)
        sim.settle()
        #expect(b.resolvedPresentationStyle == .pageSheet, "automatic is a page sheet")
        #expect(!NavigationTests.journal.contains("A.viewWillDisappear"), "the presenter stays on screen under a sheet")
        #expect(b.view.frame == CGRect(x: 0, y: 69, width: 393, height: 852 - 69))
        #expect(b.view.layer.cornerRadius == 10)
        // The presenter recedes: scaled in from the sides, its top just above the sheet, dimmed; black above it.
        let strip = sim.color(at: CGPoint(x: 200, y: 64))
        #expect(strip.b > 120 && strip.b < 220 && strip.r == 0, "the dimmed blue presenter above the sheet: \(strip)")
        #expect(sim.color(at: CGPoint(x: 200, y: 30)) == RGBA(r: 0, g: 0, b: 0), "black behind, as iOS shows it")
        #expect(sim.color(at: CGPoint(x: 8, y: 64)) == RGBA(r: 0, g: 0, b: 0), "the presenter is narrower than the screen")
        #expect(a.view.transform != .identity)
        #expect(sim.color(at: CGPoint(x: 200, y: 400)) == RGBA(r: 255, g: 255, b: 255))
        b.dismiss(animated: false)
        sim.settle()
        #expect(a.presentedViewController == nil && sim.color(at: CGPoint(x: 200, y: 30)) == RGBA(r: 0, g: 122, b: 255))
        #expect(a.view.transform == .identity, "back to full size")
    }

    @Test func formSheetOnIPadIsACenteredCard() {
        let sim = Simulator(device: .iPadPro11)
        let a = Screen("A"), b = Screen("B")
        sim.rootViewController = a
        b.modalPresentationStyle = .formSheet
        a.present(b, animated: false)
        sim.settle()
        #expect(b.view.frame.size == CGSize(width: 540, height: 620))
        #expect(b.view.frame.midX == 417 && b.view.frame.midY == 597)
    }

    @Test func childrenPresentThroughTheirRootAndPresentedOnesPresentOnTop() {
        let sim = Simulator(device: .iPhone15)
        let top = Screen("Top")
        let nav = UINavigationController(rootViewController: top)
        sim.rootViewController = nav
        let sheet = Screen("Sheet"), alert = Screen("Alert")
        top.present(sheet, animated: false)
        sim.settle()
        #expect(sheet.presentingViewController === nav, "the navigation controller presents")
        sheet.present(alert, animated: false)
        sim.settle()
        #expect(sheet.presentedViewController === alert, "the presented controller presents on top")
        nav.dismiss(animated: false)
        sim.settle()
        #expect(nav.presentedViewController == nil && sheet.presentedViewController == nil)
    }

    @Test func presentingWhileAlreadyPresentingWarnsAndPresentsNothing() {
        let sim = Simulator(device: .iPhone15)
        let a = Screen("A"), b = Screen("B"), c = Screen("C")
        sim.rootViewController = a
        a.present(b, animated: true)
        sim.settle()
        a.present(c, animated: true)
        sim.settle()
        #expect(a.presentedViewController === b, "the first presentation stays")
        #expect(b.presentedViewController == nil && c.presentingViewController == nil)
        #expect(c.viewIfLoaded?.window == nil, "the second is not on screen")
        #expect(sim.warnings.contains { $0.hasPrefix("Attempt to present") && $0.contains("which is already presenting") },
                "\(sim.warnings)")
    }

    @Test func sheetsDismissWithADownwardDragUnlessModal() {
        let sim = Simulator(device: .iPhone15)
        let a = Screen("A"), b = Screen("B")
        sim.rootViewController = a
        a.present(b, animated: false)
        sim.settle()
        sim.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 0.5)
        sim.settle()
        #expect(a.presentedViewController === b, "a short slow drag springs back")
        #expect(b.view.transform == .identity)
        b.isModalInPresentation = true
        sim.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.3)
        sim.settle()
        #expect(a.presentedViewController === b, "a modal sheet resists")
        b.isModalInPresentation = false
        NavigationTests.journal = []
        sim.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.3)
        sim.settle()
        #expect(a.presentedViewController == nil, "dragged past a third: dismissed")
        #expect(NavigationTests.journal == ["B.viewWillDisappear", "B.viewDidDisappear"])
        #expect(a.view.transform == .identity)
    }
}
