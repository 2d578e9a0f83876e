import Testing
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import UIKit
import UIKitTesting
import OpenUIKitCombine

/// Combine as an iOS app uses it (`import Combine` is `import OpenUIKitCombine` here): a view
/// model's `@Published` text debounced on the main queue, a timer publisher, notifications,
/// `assign(to:on:)` — all on the Simulator's clock.
@MainActor
@Suite(.serialized) struct CombineTests {
    final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published private(set) var results: [String] = []
        private var searches = 0
        private var cancellables = Set<AnyCancellable>()
        let fruit = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
        var searchCount: Int { searches }

        init() {
            $query
                .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
                .removeDuplicates()
                .map { [fruit] q in q.isEmpty ? [] : fruit.filter { $0.lowercased().hasPrefix(q.lowercased()) } }
                .sink { [weak self] in self?.searches += 1; self?.results = $0 }
                .store(in: &cancellables)
        }
    }

    final class SearchController: UIViewController {
        let model = SearchModel()
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 300, height: 40))
        let label = UILabel(frame: CGRect(x: 20, y: 180, width: 300, height: 40))
        var cancellables = Set<AnyCancellable>()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            field.borderStyle = .roundedRect
            view.addSubview(field)
            view.addSubview(label)
            NotificationCenter.default.publisher(for: UITextField.textDidChangeNotification, object: field)
                .compactMap { ($0.object as? UITextField)?.text }
                .assign(to: \.query, on: model)
                .store(in: &cancellables)
            model.$results
                .map { $0.joined(separator: ", ") }
                .receive(on: RunLoop.main)
                .sink { [label] in label.text = $0 }
                .store(in: &cancellables)
        }
    }

    @Test func aDebouncedSearchWaitsForTheTypingToStopOnTheDevicesClock() {
        let sim = Simulator()
        let vc = SearchController()
        sim.rootViewController = vc
        sim.tap(on: vc.field)
        sim.type("ap")
        #expect(vc.model.query == "ap", "the text field's notifications reached the model")
        sim.advance(by: 0.2)
        #expect(vc.model.searchCount == 0, "0.2 s after the last key: still waiting")
        sim.type("r")
        sim.advance(by: 0.2)
        #expect(vc.model.searchCount == 0, "a key restarts the wait")
        sim.advance(by: 0.15)
        #expect(vc.model.searchCount == 1 && vc.model.results == ["Apricot"], "\(vc.model.results)")
        sim.runFrame()
        #expect(vc.label.text == "Apricot", "RunLoop.main delivered it to the label")
        #expect(sim.view(withText: "Apricot") === vc.label)
    }

    @Test func aTimerPublisherTicksWithTheClock() {
        let sim = Simulator()
        let vc = UIViewController()
        sim.rootViewController = vc
        var ticks: [Date] = []
        let cancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { ticks.append($0) }
        sim.advance(by: 0.9)
        #expect(ticks.isEmpty)
        sim.advance(by: 2.2)
        #expect(ticks.count == 3, "one a second: \(ticks.count)")
        cancellable.cancel()
        sim.advance(by: 3)
        #expect(ticks.count == 3, "cancelled, it stops")
    }

    @Test func schedulersDelayAndThrottleOnTheMainQueue() {
        let sim = Simulator()
        sim.rootViewController = UIViewController()
        let subject = PassthroughSubject<Int, Never>()
        var delayed: [Int] = [], throttled: [Int] = []
        var bag = Set<AnyCancellable>()
        subject.delay(for: .seconds(1), scheduler: DispatchQueue.main).sink { delayed.append($0) }.store(in: &bag)
        subject.throttle(for: .milliseconds(500), scheduler: RunLoop.main, latest: true).sink { throttled.append($0) }.store(in: &bag)
        for i in 1...5 {
            subject.send(i)
            sim.advance(by: 0.2)
        }
        #expect(delayed == [1], "a second after each: the first is due just now, the second 0.2 s from now: \(delayed)")
        sim.advance(by: 1)
        #expect(delayed == [1, 2, 3, 4, 5])
        #expect(throttled.first == 1 && throttled.count < 5 && throttled.last == 5, "at most one per half second, the latest: \(throttled)")
    }

    @Test func keyboardNotificationsArePublished() {
        let sim = Simulator()
        let vc = SearchController()
        sim.rootViewController = vc
        var frames: [CGRect] = []
        let c = NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue }
            .sink { frames.append($0) }
        sim.tap(on: vc.field)
        sim.settle()
        #expect(frames.count == 1 && frames[0].maxY == sim.screen.bounds.height && frames[0].height > 200, "\(frames)")
        c.cancel()
    }

    struct Fruit: Codable, Equatable { var name: String }

    /// Answers every request with a JSON list, as a test's stub server would.
    final class FruitProtocol: URLProtocol {
        override class func canInit(with request: URLRequest) -> Bool { true }
        override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
        override func startLoading() {
            let body = Data(#"[{"name":"Fig"},{"name":"Kiwi"}]"#.utf8)
            let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: body)
            client?.urlProtocolDidFinishLoading(self)
        }
        override func stopLoading() {}
    }

    @Test func aDataTaskPublisherDecodesTheResponse() async {
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [FruitProtocol.self]
        let session = URLSession(configuration: config)
        let fruit: [Fruit] = await withCheckedContinuation { done in
            var c: AnyCancellable?
            c = session.dataTaskPublisher(for: URL(string: "https://example.com/fruit.json")!)
                .map(\.data)
                .decode(type: [Fruit].self, decoder: JSONDecoder())
                .replaceError(with: [])
                .sink { done.resume(returning: $0); _ = c }
        }
        #expect(fruit == [Fruit(name: "Fig"), Fruit(name: "Kiwi")])
    }
}
