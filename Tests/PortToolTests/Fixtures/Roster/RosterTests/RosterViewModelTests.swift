import XCTest
import Combine
@testable import Roster

/// XCTest as Xcode 15 runs it: throwing set-up, teardown blocks, a known failure, performance.
final class RosterViewModelTests: XCTestCase {
    var model: RosterViewModel!
    var cancellables = Set<AnyCancellable>()
    static var teardownOrder: [String] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        model = RosterViewModel(members: Member.team, scheduler: ImmediateScheduler.shared, debounce: 0)
        let team = try XCTUnwrap(model.visible.first, "the team is never empty")
        XCTAssertEqual(team.name, "Ann Lee")
    }

    override func tearDownWithError() throws {
        // Teardown blocks run before tearDown, last added first.
        if Self.teardownOrder.contains("first") {
            XCTAssertEqual(Self.teardownOrder, ["second", "first"])
        }
        model = nil
        try super.tearDownWithError()
    }

    func testTeardownBlocksRunLastAddedFirst() {
        Self.teardownOrder = []
        addTeardownBlock { Self.teardownOrder.append("first") }
        addTeardownBlock { Self.teardownOrder.append("second") }
        model.query = "bo"
        XCTAssertEqual(model.visible.map(\.name), ["Bo Park"])
    }

    func testRolesAreNotSearchedByTheirMiddle() {
        // A known gap, tracked in the team's issue list: roles match only by their start.
        XCTExpectFailure("roles match only by their first letters (ROSTER-12)")
        model.query = "end"
        XCTAssertEqual(model.visible.map(\.name), ["Bo Park"])
    }

    func testAKnownFailureInABlock() {
        let count = XCTExpectFailure("the count includes people who left") {
            XCTAssertEqual(model.visible.count, 5)
            return model.visible.count
        }
        XCTAssertEqual(count, 4)
        // A failure the matcher does not take would fail the test: this one is only sometimes there.
        XCTExpectFailure("flaky on slow machines", options: .nonStrict())
    }

    func testFilteringIsFast() {
        let names = (0..<2000).map { Member(name: "Person \($0)", role: $0 % 2 == 0 ? "Design" : "Backend", avatar: "ann") }
        var runs = 0
        measure(metrics: [XCTClockMetric(), XCTCPUMetric(), XCTMemoryMetric()]) {
            runs += 1
            XCTAssertEqual(RosterViewModel.filter(names, by: "design").count, 1000)
        }
        XCTAssertEqual(runs, 6, "five measured runs after one that warms up")
    }

    func testTheQueryIsPublished() async throws {
        let seen = expectation(description: "the filtered list is published")
        model.$visible.dropFirst().sink { members in
            if members.map(\.name) == ["Cy Diaz"] { seen.fulfill() }
        }.store(in: &cancellables)
        model.query = "cy"
        await fulfillment(of: [seen], timeout: 1)
    }
}
