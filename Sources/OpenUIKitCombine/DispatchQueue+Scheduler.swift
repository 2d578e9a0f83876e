@preconcurrency import Dispatch
import Foundation
import UIKit

/// `DispatchQueue` as a Combine scheduler, as iOS's Foundation makes it one: `receive(on:
/// DispatchQueue.main)`, `debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`. On a
/// Simulator the main queue's work and delays run on the device's clock.
extension DispatchQueue: @retroactive Scheduler {
    /// A point in time on the queue's clock.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(.nanoseconds(Int(Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            let ns = Int64(dispatchTime.uptimeNanoseconds) + Int64(n.magnitude)
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(0, ns))))
        }

        public init(from decoder: Decoder) throws {
            dispatchTime = DispatchTime(uptimeNanoseconds: try decoder.singleValueContainer().decode(UInt64.self))
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            try c.encode(dispatchTime.uptimeNanoseconds)
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        public static func == (a: SchedulerTimeType, b: SchedulerTimeType) -> Bool {
            a.dispatchTime.uptimeNanoseconds == b.dispatchTime.uptimeNanoseconds
        }

        /// A span of time in nanoseconds (`magnitude`); literals are seconds, as on iOS.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Codable, Sendable {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            public var magnitude: Int

            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): magnitude = s * 1_000_000_000
                case .milliseconds(let ms): magnitude = ms * 1_000_000
                case .microseconds(let us): magnitude = us * 1_000
                case .nanoseconds(let ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            public init(floatLiteral value: Double) { magnitude = Int(value * 1e9) }
            public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let n = Int(exactly: source) else { return nil }
                magnitude = n * 1_000_000_000
            }

            public static func < (a: Stride, b: Stride) -> Bool { a.magnitude < b.magnitude }
            public static func + (a: Stride, b: Stride) -> Stride { Stride(.nanoseconds(a.magnitude + b.magnitude)) }
            public static func - (a: Stride, b: Stride) -> Stride { Stride(.nanoseconds(a.magnitude - b.magnitude)) }
            public static func * (a: Stride, b: Stride) -> Stride { Stride(.nanoseconds(a.magnitude * b.magnitude / 1_000_000_000)) }
            public static func += (a: inout Stride, b: Stride) { a = a + b }
            public static func -= (a: inout Stride, b: Stride) { a = a - b }
            public static func *= (a: inout Stride, b: Stride) { a = a * b }

            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            public static func seconds(_ s: Double) -> Stride { Stride(.nanoseconds(Int(s * 1e9))) }
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
        }
    }

    /// Dispatch's options for the work a scheduler submits.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The Simulator's main queue, when this is the main queue and a Simulator drives time.
    private var deviceQueue: MainQueue? {
        label == "com.apple.main-thread" ? DeviceMainQueue.active : nil
    }

    public var now: SchedulerTimeType {
        SchedulerTimeType(deviceQueue.map(DeviceMainQueue.dispatchTime) ?? .now())
    }

    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedWork(action)
        if let queue = deviceQueue { queue.enqueue { work.run() }; return }
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedWork(action)
        if let queue = deviceQueue {
            queue.enqueue(after: Double(now.distance(to: date).magnitude) / 1e9) { work.run() }
            return
        }
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                         tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) -> Cancellable {
        let seconds = Double(interval.magnitude) / 1e9
        if let queue = deviceQueue {
            return DeviceMainQueue.repeating(on: queue, first: Double(now.distance(to: date).magnitude) / 1e9,
                                             interval: seconds, action)
        }
        let timer = DispatchSource.makeTimerSource(queue: self)
        let work = UncheckedWork(action)
        timer.setEventHandler { work.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(max(1, interval.magnitude)),
                       leeway: .nanoseconds(max(0, tolerance.magnitude)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

/// Work a scheduler hands to a queue: Combine's actions are not `Sendable`, and run where the
/// subscriber asked for them, as on iOS.
struct UncheckedWork: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
