/// A kind of tag that names a type outside the type system: a filename extension or a MIME type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Filename extensions, without the dot ("jpg").
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types ("image/jpeg").
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    public var description: String { rawValue }
}
