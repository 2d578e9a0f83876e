import Foundation

/// How a performance test runs its block: `iterationCount` measured runs (5) after one that warms
/// caches and is not counted, as Apple's XCTest does.
public final class XCTMeasureOptions: NSObject, @unchecked Sendable {
    public var iterationCount = 5

    public override init() { super.init() }

    public class var `default`: XCTMeasureOptions { XCTMeasureOptions() }
}
