import Testing
import Foundation
import UIKit
import UIKitTesting

@MainActor
@Suite(.serialized) struct TimeTests {
    final class Worker: UIViewController {
        var fired: [String] = []
        func go(_ s: String) { fired.append(s) }
    }

    @Test func delayedPerformsRunAtTheirTimeOnTheVirtualClock() {
        let sim = Simulator()
        let w = Worker()
        sim.rootViewController = w
        let t0 = CACurrentMediaTime()
        w.perform(afterDelay: 0.3) { w.go("a") }
        w.perform(afterDelay: 0.1) { w.go("b") }
        sim.advance(by: 0.2)
        #expect(w.fired == ["b"])
        #expect(abs(CACurrentMediaTime() - t0 - 0.2) < 1e-9, "CACurrentMediaTime reads the one clock")
        sim.advance(by: 0.2)
        #expect(w.fired == ["b", "a"])
    }

    @Test func cancelPreviousPerformRequestsCancelsOnlyThatTarget() {
        let sim = Simulator()
        let a = Worker(), b = Worker()
        sim.rootViewController = a
        a.perform(afterDelay: 0.3) { a.go("a") }
        b.perform(afterDelay: 0.3) { b.go("b") }
        NSObject.cancelPreviousPerformRequests(withTarget: a)
        sim.advance(by: 1)
        #expect(a.fired.isEmpty && b.fired == ["b"])
    }

    @Test func aNewSimulatorStartsClean() {
        let first = Simulator()
        let w = Worker()
        first.rootViewController = w
        w.perform(afterDelay: 0.5) { w.go("late") }
        let second = Simulator()
        second.advance(by: 1)
        #expect(w.fired.isEmpty, "the earlier simulator's performs are gone")
        #expect(UIScreen.main === second.screen)
        #expect(second.window.rootViewController == nil)
        #expect(UIApplication.shared === UIApplication.shared)
        _ = first
    }

    @Test func displayLinksTickOncePerFrame() {
        @MainActor final class Ticker {
            var stamps: [CFTimeInterval] = []
            func tick(_ link: CADisplayLink) { stamps.append(link.timestamp) }
        }
        let sim = Simulator()
        let t = Ticker()
        let link = CADisplayLink(target: t, selector: Ticker.tick)
        link.add(to: .main, forMode: .common)
        sim.advance(by: 0.5)
        #expect(t.stamps.count == 30)
        let gaps = zip(t.stamps.dropFirst(), t.stamps).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - 1.0 / 60) < 1e-6 })
        link.invalidate()
        sim.advance(by: 0.5)
        #expect(t.stamps.count == 30)
    }
}
