import Foundation

/// Which kinds of text a page turns into links (phone numbers, links, addresses …).
public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let trackingNumber = WKDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = WKDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = WKDataDetectorTypes(rawValue: 1 << 6)
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}
