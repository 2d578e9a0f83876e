import Foundation

/// A Uniform Type Identifier: what kind of data a file, a pasteboard item or a document is, as
/// iOS's UniformTypeIdentifiers framework has it. The system's types are Apple's declared types
/// (`UTTypeDeclaration`), with their conformance, filename extensions and MIME types; a tag no
/// declared type claims gives a dynamic type (`dyn.…`), whose identifier is opaque, as on iOS.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, "public.jpeg".
    public let identifier: String
    /// What a type the system does not declare (dynamic, exported or imported) conforms to, and its tags.
    private let ownConformance: [String]
    private let ownTags: [UTTagClass: [String]]
    private let kind: Kind

    private enum Kind: Hashable, Sendable { case declared, dynamic, app }

    private init(identifier: String, kind: Kind, conformsTo: [String] = [], tags: [UTTagClass: [String]] = [:]) {
        self.identifier = identifier
        self.kind = kind
        ownConformance = conformsTo
        ownTags = tags
    }

    private var declaration: UTTypeDeclaration? { UTTypeDeclaration.byIdentifier[identifier] }

    // MARK: Making types

    /// The type with this identifier, or nil when the system does not know it.
    public init?(_ identifier: String) {
        guard UTTypeDeclaration.byIdentifier[identifier] != nil else { return nil }
        self.init(identifier: identifier, kind: .declared)
    }

    /// A type the app declares and owns (`UTExportedTypeDeclarations` in its Info.plist). A system
    /// type of that identifier wins, as on iOS.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        if let known = UTType(identifier) { self = known; return }
        self.init(identifier: identifier, kind: .app, conformsTo: parentType.map { [$0.identifier] } ?? [])
    }

    /// A type another app owns that this app uses (`UTImportedTypeDeclarations`).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The preferred type for a tag conforming to `supertype`; a dynamic type when no declared
    /// one has the tag. Nil only for a supertype no new type may conform to (a directory's, for a
    /// MIME type).
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        if let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = found
        } else {
            return nil
        }
    }

    /// The type of files with this extension ("jpg" → `.jpeg`), conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of data with this MIME type ("image/png" → `.png`), conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every type with this tag that conforms to `supertype`, the preferred one first; a dynamic
    /// type when none is declared.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let key = tag.lowercased()
        let declared = (UTTypeDeclaration.byTag[tagClass]?[key] ?? [])
            .map { UTType(identifier: $0, kind: .declared) }
            .filter { type in supertype.map { type.conforms(to: $0) } ?? true }
        if !declared.isEmpty { return declared }
        let parent = supertype ?? .data
        return [UTType(identifier: dynamicIdentifier(tag: key, tagClass: tagClass, parent: parent.identifier),
                       kind: .dynamic, conformsTo: [parent.identifier], tags: [tagClass: [tag]])]
    }

    // MARK: What a type says of itself

    /// The extensions and MIME types of the type.
    public var tags: [UTTagClass: [String]] {
        guard let declaration else { return ownTags }
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.extensions.isEmpty { tags[.filenameExtension] = declaration.extensions }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    /// The extension files of this type are saved with ("jpeg" for `.jpeg`).
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }
    /// The MIME type data of this type is sent as ("image/jpeg" for `.jpeg`).
    public var preferredMIMEType: String? { tags[.mimeType]?.first }
    /// What the type is, in words ("JPEG image"); nil for a dynamic type.
    public var localizedDescription: String? { declaration?.description }
    /// Whether the system declares the type (it is then not dynamic).
    public var isDeclared: Bool { kind != .dynamic }
    /// Whether the type was made for a tag no declared type claims.
    public var isDynamic: Bool { kind == .dynamic }
    /// Whether the identifier is in Apple's reserved `public.` domain.
    public var isPublic: Bool { identifier.hasPrefix("public.") }
    /// A page about the type; the system's types have none here.
    public var referenceURL: URL? { nil }
    /// The declaration's version; none here.
    public var version: NSNumber? { nil }

    /// Every type this one conforms to, directly or through others (not the type itself).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            if found.insert(next).inserted { pending += next.parents }
        }
        return found
    }

    private var parents: [UTType] {
        (declaration?.conformsTo ?? ownConformance).map { UTType(identifier: $0, kind: UTTypeDeclaration.byIdentifier[$0] == nil ? .app : .declared) }
    }

    /// Whether the type is `type` or conforms to it (a JPEG image conforms to `.image` and `.data`).
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    /// Whether the type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    /// Decodes the identifier alone, as iOS encodes a type.
    public init(from decoder: Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(identifier: identifier, kind: identifier.hasPrefix("dyn.") ? .dynamic : .app)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    public var description: String { identifier }
    public var debugDescription: String { "\(identifier) (\(localizedDescription ?? (isDynamic ? "dynamic" : "not declared")))" }

    // MARK: Dynamic identifiers

    /// "dyn.a" and the tag with its class and parent in base 32 over the letters iOS uses (no
    /// vowel-lookalikes), so that the same tag always makes the same identifier. Opaque, as Apple
    /// says dynamic identifiers are: apps compare them, never parse them.
    private static func dynamicIdentifier(tag: String, tagClass: UTTagClass, parent: String) -> String {
        let alphabet = Array("abcdefghkmnpqrstuvwxyz0123456789")
        let source = Array("?0=\(parent):\(tagClass.rawValue)=\(tag)".utf8)
        var out = "dyn.a", buffer = 0, bits = 0
        for byte in source {
            buffer = (buffer << 8) | Int(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                out.append(alphabet[(buffer >> bits) & 31])
            }
        }
        if bits > 0 { out.append(alphabet[(buffer << (5 - bits)) & 31]) }
        return out
    }
}
