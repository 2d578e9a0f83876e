import Foundation
import UIKit

extension Timer {
    /// A publisher that sends the date every `interval` seconds once connected (`autoconnect()`
    /// connects it at the first subscriber), as iOS's `Timer.publish(every:on:in:)`. Made on a
    /// Simulator's test thread for the main run loop, it fires on the device's clock: a 1 s timer
    /// publishes when the test advances 1 s.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The connectable publisher `Timer.publish(every:on:in:)` returns: its output is the date of each fire.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()
        private var timer: Timer?

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer; cancelling the result stops it.
        public func connect() -> Cancellable {
            if let timer, timer.isValid { return AnyCancellable { [weak self] in self?.stop() } }
            let subject = UncheckedSubject(subject)
            let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: true) { _ in
                subject.value.send(Date())
            }
            if let tolerance { timer.tolerance = tolerance }
            self.timer = timer
            if runLoop == RunLoop.main, let queue = MainQueue.activeOnThisThread {
                queue.schedule(timer)
            } else {
                runLoop.add(timer, forMode: mode)
            }
            return AnyCancellable { [weak self] in self?.stop() }
        }

        private func stop() {
            timer?.invalidate()
            timer = nil
        }
    }
}

/// A subject a timer's block sends through (the block is `@Sendable`; the timer fires where the
/// subscriber's run loop runs, as on iOS).
struct UncheckedSubject<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
