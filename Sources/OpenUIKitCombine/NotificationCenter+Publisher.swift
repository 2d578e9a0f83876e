import Foundation

extension NotificationCenter {
    /// A publisher that sends each notification of `name` (from `object`, when given) as it is
    /// posted, as iOS's `NotificationCenter.default.publisher(for:object:)`: UIKit's keyboard,
    /// application and text notifications among them.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name, object: object)
    }

    /// The publisher of one notification's posts.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subject = PassthroughSubject<Notification, Never>()
            let relay = UncheckedSubject(subject)
            let token = center.addObserver(forName: name, object: object, queue: nil) { relay.value.send($0) }
            let center = UncheckedSubject(center)
            let observer = UncheckedSubject(token)
            subject.handleEvents(receiveCancel: { center.value.removeObserver(observer.value) })
                .receive(subscriber: subscriber)
        }
    }
}
