/// What a stream of media is (its type, and for sound its rate and channels), as Core Media
/// describes it; here a value apps print and compare.
public final class CMFormatDescription: CustomStringConvertible, Hashable, @unchecked Sendable {
    public let mediaType: String
    public let details: [String: String]

    public init(mediaType: String, details: [String: String]) {
        self.mediaType = mediaType
        self.details = details
    }

    public var description: String {
        "<CMFormatDescription: mediaType:'\(mediaType)' " + details.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + ">"
    }

    public static func == (a: CMFormatDescription, b: CMFormatDescription) -> Bool { a.mediaType == b.mediaType && a.details == b.details }
    public func hash(into hasher: inout Hasher) { hasher.combine(mediaType); hasher.combine(details) }
}

public typealias CMAudioFormatDescription = CMFormatDescription
public typealias CMVideoFormatDescription = CMFormatDescription
