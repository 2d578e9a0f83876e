import Testing
import Foundation
import UIKit
import UIKitTesting

/// Page-curl page view controllers: the page turns about the spine in perspective, with the same
/// callbacks as a scrolling one.
@MainActor
@Suite(.serialized) struct PageCurlTests {
    func book() -> (Simulator, UIPageViewController, Onboarding) {
        let sim = Simulator(device: .iPhone15)
        let model = Onboarding()
        model.indicator = false
        let pvc = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pvc.dataSource = model
        pvc.delegate = model
        pvc.setViewControllers([model.pages[0]], direction: .forward, animated: false)
        sim.rootViewController = pvc
        sim.settle()
        model.events = []
        return (sim, pvc, model)
    }

    @Test func aDragTurnsThePageAboutTheSpine() throws {
        let (sim, pvc, model) = book()
        #expect(pvc.spineLocation == .min && !pvc.gestureRecognizers.isEmpty)
        // Held half way: the red page has swung away from its right edge, uncovering the green one,
        // while at the spine it is still there.
        sim.touchDown(at: CGPoint(x: 360, y: 400))
        for i in 1...20 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: 360 - 180 * CGFloat(i) / 20, y: 400))
        }
        saveShot(sim, "page-curl-mid")
        let spine = sim.color(at: CGPoint(x: 20, y: 400))
        #expect(spine.r > 200 && spine.g < 100, "the turning page at the spine: \(spine)")
        let edge = sim.color(at: CGPoint(x: 380, y: 400))
        #expect(edge.g > 150 && edge.r < 100, "the next page uncovered at the edge: \(edge)")
        // In perspective: the page's far edge is taller than the screen's middle row of it would be flat.
        let top = sim.color(at: CGPoint(x: 190, y: 30))
        #expect(top.r > 200 && top.g < 100, "the lifted edge nears the eye and grows past the top: \(top)")
        sim.touchUp(at: CGPoint(x: 180, y: 400))
        sim.settle()
        #expect(pvc.viewControllers?.first === model.pages[1])
        #expect(model.events.first == "willTransition [\"Learn\"]" && model.events.last == "didFinish [\"Welcome\"] completed true")
        let green = sim.color(at: CGPoint(x: 196, y: 400))
        #expect(green.g > 150 && green.r < 100, "the green page lies flat: \(green)")
        // Back: the red page swings in over it from the spine.
        sim.drag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.15)
        sim.settle()
        #expect(pvc.viewControllers?.first === model.pages[0])
        #expect(sim.color(at: CGPoint(x: 380, y: 400)).r > 200)
    }

    @Test func letGoEarlyThePageFallsBack() throws {
        let (sim, pvc, model) = book()
        sim.touchDown(at: CGPoint(x: 360, y: 400))
        for i in 1...20 {
            sim.advance(by: 1.0 / 60)
            sim.touchMove(to: CGPoint(x: 360 - 60 * CGFloat(i) / 20, y: 400))
        }
        for _ in 0..<12 { sim.advance(by: 1.0 / 60); sim.touchMove(to: CGPoint(x: 300, y: 400)) }
        sim.touchUp(at: CGPoint(x: 300, y: 400))
        sim.settle()
        #expect(pvc.viewControllers?.first === model.pages[0])
        #expect(model.events.last == "didFinish [\"Welcome\"] completed false")
        let red = sim.color(at: CGPoint(x: 380, y: 400))
        #expect(red.r > 200 && red.g < 100, "flat again, edge to edge: \(red)")
    }
}
