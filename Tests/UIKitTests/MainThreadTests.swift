import Foundation
import Testing
import UIKit
import UIKitTesting

/// Main-actor work runs on the program's main thread, as on iOS: a test's body, a task it starts,
/// and a block sent to the main queue from another thread, all on the one thread (libraries such as
/// GTK, which WebKit's engine runs on, abort when called from another).
@MainActor @Suite struct MainThreadTests {
    @Test func mainActorWorkRunsOnTheMainThread() async {
        #expect(Thread.isMainThread)
        let first = pthread_self()
        let fromTask = await Task { @MainActor in (Thread.isMainThread, pthread_equal(pthread_self(), first) != 0) }.value
        #expect(fromTask == (true, true))
        let fromQueue = await withCheckedContinuation { (done: CheckedContinuation<(Bool, Bool), Never>) in
            DispatchQueue.global().async {
                DispatchQueue.main.async { done.resume(returning: (Thread.isMainThread, pthread_equal(pthread_self(), first) != 0)) }
            }
        }
        #expect(fromQueue == (true, true))
    }
}
