import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// A publisher that runs a data task when a subscriber asks for a value, and sends its data
    /// and response, or fails with the task's `URLError`; cancelling it cancels the task.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// The publisher of one request's data task.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            let request = self.request, session = self.session
            let task = UncheckedTask()
            Deferred {
                Future<Output, URLError> { promise in
                    let promised = UncheckedSubject(promise)
                    let t = session.dataTask(with: request) { data, response, error in
                        if let error {
                            promised.value(.failure(error as? URLError ?? URLError(.unknown)))
                        } else if let data, let response {
                            promised.value(.success((data, response)))
                        } else {
                            promised.value(.failure(URLError(.badServerResponse)))
                        }
                    }
                    task.task = t
                    t.resume()
                }
            }
            .handleEvents(receiveCancel: { task.task?.cancel() })
            .receive(subscriber: subscriber)
        }
    }
}

/// The running task, for a cancel that comes from another thread.
private final class UncheckedTask: @unchecked Sendable {
    var task: URLSessionDataTask?
}
