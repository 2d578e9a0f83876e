import Foundation
import Synchronization

/// Wakes the live run loop when input arrives on a file descriptor (the X connection): a thread
/// sleeps in `poll` and, when the descriptor turns readable, queues an empty block on the real main
/// queue, which ends the main run loop's wait. It then waits to be armed again: the loop arms it
/// just before it sleeps, after it has read all input, so the descriptor is quiet by then.
final class InputWakeUp: Sendable {
    private let fds: [Int32]
    /// The descriptors it watches.
    var fileDescriptors: [Int32] { fds }
    private let armed = DispatchSemaphore(value: 0)
    /// True while the watcher waits for `arm()` rather than in `poll`.
    private let fired = Atomic<Bool>(false)

    convenience init(fileDescriptor: Int32) { self.init(fileDescriptors: [fileDescriptor]) }

    /// Watches several descriptors (an accessibility bus's connections): any turning readable wakes the loop.
    init(fileDescriptors: [Int32]) {
        fds = fileDescriptors
        let thread = Thread { [self] in watch() }
        thread.name = "OpenUIKit input"
        thread.start()
    }

    private func watch() {
        while true {
            var p = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let r = poll(&p, nfds_t(p.count), -1)
            if r < 0 {
                if errno == EINTR { continue }
                return
            }
            if p.contains(where: { $0.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 }) { return }
            fired.store(true, ordering: .sequentiallyConsistent)
            DispatchQueue.main.async(group: nil, qos: .userInteractive, flags: []) {}
            armed.wait()
        }
    }

    /// The loop has read all pending input and is about to sleep: watch the descriptor again.
    func arm() {
        if fired.exchange(false, ordering: .sequentiallyConsistent) { armed.signal() }
    }
}
