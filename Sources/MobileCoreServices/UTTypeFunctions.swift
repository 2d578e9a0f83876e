import Foundation
import UniformTypeIdentifiers

// MobileCoreServices' C functions over type identifiers, deprecated on iOS 15 for UTType and still
// in many apps: the same answers as `UTType`, since both read one table.

/// The tag class of filename extensions ("public.filename-extension").
public var kUTTagClassFilenameExtension: CFString { UTTagClass.filenameExtension.rawValue as CFString }
/// The tag class of MIME types ("public.mime-type").
public var kUTTagClassMIMEType: CFString { UTTagClass.mimeType.rawValue as CFString }

private func type(_ identifier: CFString) -> UTType? {
    let id = identifier as String
    if let known = UTType(id) { return known }
    return id.hasPrefix("dyn.") ? nil : UTType(exportedAs: id)
}

/// Whether the type `inUTI` is `inConformsToUTI` or conforms to it.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    guard let a = type(inUTI), let b = type(inConformsToUTI) else { return (inUTI as String) == (inConformsToUTI as String) }
    return a.conforms(to: b)
}

/// Whether two identifiers name the same type.
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool { (inUTI1 as String) == (inUTI2 as String) }

/// Whether the system declares the type.
public func UTTypeIsDeclared(_ inUTI: CFString) -> Bool { UTType(inUTI as String) != nil }

/// Whether the identifier is a dynamic one ("dyn.…").
public func UTTypeIsDynamic(_ inUTI: CFString) -> Bool { (inUTI as String).hasPrefix("dyn.") }

/// The preferred type for a tag ("jpg" in `kUTTagClassFilenameExtension` → "public.jpeg"),
/// conforming to `inConformingToUTI` when given; a dynamic identifier when none is declared.
public func UTTypeCreatePreferredIdentifierForTag(_ inTagClass: CFString, _ inTag: CFString,
                                                  _ inConformingToUTI: CFString?) -> Unmanaged<CFString>? {
    let parent = inConformingToUTI.flatMap { type($0) }
    guard let found = UTType.types(tag: inTag as String, tagClass: UTTagClass(rawValue: inTagClass as String),
                                   conformingTo: parent).first else { return nil }
    return Unmanaged.passRetained(found.identifier as CFString)
}

/// The type's preferred tag of a class ("public.jpeg", `kUTTagClassMIMEType` → "image/jpeg").
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
    guard let found = type(inUTI), let tag = found.tags[UTTagClass(rawValue: inTagClass as String)]?.first else { return nil }
    return Unmanaged.passRetained(tag as CFString)
}

/// Every tag of a class the type has.
public func UTTypeCopyAllTagsWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<NSArray>? {
    guard let found = type(inUTI), let tags = found.tags[UTTagClass(rawValue: inTagClass as String)] else { return nil }
    return Unmanaged.passRetained(tags.map { $0 as NSString } as NSArray)
}

/// The type's description, in words ("JPEG image").
public func UTTypeCopyDescription(_ inUTI: CFString) -> Unmanaged<CFString>? {
    guard let text = type(inUTI)?.localizedDescription else { return nil }
    return Unmanaged.passRetained(text as CFString)
}
