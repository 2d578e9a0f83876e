import Foundation
import UIKit

/// `RunLoop` as a Combine scheduler, as iOS's Foundation makes it one (`receive(on: RunLoop.main)`).
/// On a Simulator the main run loop's work and delays run on the device's clock.
extension RunLoop: @retroactive Scheduler {
    /// A point in time: a date.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var date: Date

        public init(_ date: Date) { self.date = date }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }

        /// A span of time in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Codable, Sendable {
            public typealias FloatLiteralType = TimeInterval
            public typealias IntegerLiteralType = TimeInterval
            public typealias Magnitude = TimeInterval

            public var magnitude: TimeInterval
            public var timeInterval: TimeInterval { magnitude }

            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let v = TimeInterval(exactly: source) else { return nil }
                magnitude = v
            }

            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            public static func + (a: Stride, b: Stride) -> Stride { Stride(a.magnitude + b.magnitude) }
            public static func - (a: Stride, b: Stride) -> Stride { Stride(a.magnitude - b.magnitude) }
            public static func * (a: Stride, b: Stride) -> Stride { Stride(a.magnitude * b.magnitude) }
            public static func += (a: inout Stride, b: Stride) { a.magnitude += b.magnitude }
            public static func -= (a: inout Stride, b: Stride) { a.magnitude -= b.magnitude }
            public static func *= (a: inout Stride, b: Stride) { a.magnitude *= b.magnitude }

            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
        }
    }

    /// RunLoop's schedulers take no options.
    public struct SchedulerOptions: Sendable {}

    /// The Simulator's main queue, when this is the main run loop and a Simulator drives time.
    private var deviceQueue: MainQueue? {
        self == RunLoop.main ? DeviceMainQueue.active : nil
    }

    public var now: SchedulerTimeType { SchedulerTimeType(deviceQueue.map(DeviceMainQueue.date) ?? Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedWork(action)
        if let queue = deviceQueue { queue.enqueue { work.run() }; return }
        perform { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedWork(action)
        if let queue = deviceQueue {
            queue.enqueue(after: now.distance(to: date).magnitude) { work.run() }
            return
        }
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        if let queue = deviceQueue {
            return DeviceMainQueue.repeating(on: queue, first: now.distance(to: date).magnitude,
                                             interval: interval.magnitude, action)
        }
        let work = UncheckedWork(action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in work.run() }
        timer.tolerance = tolerance.magnitude
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}
