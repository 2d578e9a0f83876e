import Foundation

/// Core Text's tracking attribute (points added between characters), which apps before iOS 14's
/// `.tracking` used as `kCTTrackingAttributeName as NSAttributedString.Key`; laid out as `.tracking`.
/// (On iOS a `CFString`; here already the attribute key, the only way apps use it.)
public let kCTTrackingAttributeName = NSAttributedString.Key("CTTracking")
