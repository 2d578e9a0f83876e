import Testing
import Foundation
import UIKit
import UIKitTesting

// A file that imports Foundation beside UIKit: the main queue and `.main` observers still follow
// the Simulator; Foundation's own timer API compiles here (and runs on the real clock).

@MainActor
@Suite(.serialized) struct MainQueueFoundationImportTests {
    @Test func theMainQueueFollowsTheVirtualClockWhateverTheImports() {
        let sim = Simulator()
        let log = RunLog()
        DispatchQueue.main.async { log.add("now") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { log.add("later") }
        sim.advance(by: 0.1)
        #expect(log.entries == ["now"])
        sim.advance(by: 0.25)
        #expect(log.entries == ["now", "later"])
    }

    @Test func mainQueueObserversHearPostsAtOnce() {
        let sim = Simulator()
        let log = RunLog()
        let sender = UIView()
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                              object: sender, queue: .main) { _ in
            MainActor.assumeIsolated { log.add("heard") }
        }
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: sender)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: UIView())
        #expect(log.entries == ["heard"], "only the sender observed")
        NotificationCenter.default.removeObserver(observer)
        _ = sim
    }

    @Test func foundationsTimerCompilesBesideUIKit() {
        let timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in }
        #expect(timer.isValid && abs(timer.fireDate.timeIntervalSinceNow - 60) < 5)
        timer.invalidate()
        #expect(!timer.isValid)
    }
}
