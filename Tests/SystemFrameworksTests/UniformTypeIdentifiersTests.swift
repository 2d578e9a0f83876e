import Foundation
import Testing
import UniformTypeIdentifiers
import MobileCoreServices

// Type identifiers as apps use them: the type of a file from its extension, the MIME type to
// upload it as, whether it is an image; and the same answers through MobileCoreServices' C API.

@Suite struct UniformTypeIdentifiersTests {
    @Test func systemTypesConformAsApplesHierarchySays() {
        #expect(UTType.jpeg.conforms(to: .image) && UTType.jpeg.conforms(to: .data) && UTType.jpeg.conforms(to: .item))
        #expect(UTType.jpeg.conforms(to: .content) && UTType.jpeg.conforms(to: .jpeg))
        #expect(!UTType.jpeg.conforms(to: .text) && !UTType.image.conforms(to: .jpeg))
        #expect(UTType.utf8PlainText.isSubtype(of: .text) && UTType.text.isSupertype(of: .utf8PlainText))
        #expect(!UTType.png.isSubtype(of: .png))
        #expect(UTType.mpeg4Audio.conforms(to: .audio) && UTType.mpeg4Audio.conforms(to: .mpeg4Movie))
        #expect(UTType.svg.conforms(to: .xml) && UTType.svg.conforms(to: .image))
        #expect(UTType.zip.supertypes == [.data, .item, .archive, UTType("com.pkware.zip-archive")!])
        #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
    }

    @Test func tagsLeadToTypesAndBack() throws {
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "JPEG") == .jpeg)
        #expect(UTType(filenameExtension: "png")?.preferredMIMEType == "image/png")
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType(mimeType: "image/svg+xml") == .svg)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType.image.preferredFilenameExtension == nil, "an abstract type has no extension")
        #expect(UTType.jpeg.localizedDescription == "JPEG image" && UTType.pdf.localizedDescription == "PDF document")
        #expect(UTType.types(tag: "mp4", tagClass: .filenameExtension, conformingTo: nil).first == .mpeg4Movie)
        // A tag no declared type of that kind claims: a dynamic type.
        #expect(UTType(filenameExtension: "jpg", conformingTo: .text)?.isDynamic == true)
    }

    @Test func unknownTagsMakeDynamicTypesAndUnknownIdentifiersNone() throws {
        let custom = try #require(UTType(filenameExtension: "recipe"))
        #expect(custom.isDynamic && !custom.isDeclared && custom.identifier.hasPrefix("dyn.a"))
        #expect(custom.conforms(to: .data) && custom.preferredFilenameExtension == "recipe")
        #expect(UTType(filenameExtension: "recipe") == custom, "the same tag makes the same identifier")
        #expect(UTType(filenameExtension: "recipes") != custom)
        #expect(custom.localizedDescription == nil)
        #expect(UTType("com.example.unknown") == nil && UTType("public.png") == .png)

        let exported = UTType(exportedAs: "com.example.recipe", conformingTo: .json)
        #expect(exported.isDeclared && !exported.isDynamic && !exported.isPublic)
        #expect(exported.conforms(to: .text) && exported.conforms(to: .data))
        #expect(UTType(exportedAs: "public.png") == .png && UTType(exportedAs: "public.png").preferredMIMEType == "image/png")
    }

    @Test func typesEncodeAsTheirIdentifiers() throws {
        let data = try JSONEncoder().encode([UTType.png, UTType(exportedAs: "com.example.recipe")])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","com.example.recipe"]"#)
        let back = try JSONDecoder().decode([UTType].self, from: data)
        #expect(back[0] == .png && back[0].conforms(to: .image) && back[1].identifier == "com.example.recipe")
    }

    @Test func mobileCoreServicesAnswersAsUTType() throws {
        let mediaTypes = [kUTTypeImage as String, kUTTypeMovie as String]
        #expect(mediaTypes == ["public.image", "public.movie"])
        #expect(UTTypeConformsTo(kUTTypeJPEG, kUTTypeImage) && !UTTypeConformsTo(kUTTypeImage, kUTTypeJPEG))
        #expect(UTTypeConformsTo("public.utf8-plain-text" as CFString, kUTTypeText))
        let uti = try #require(UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "jpg" as CFString, nil)?.takeRetainedValue())
        #expect(uti as String == "public.jpeg")
        let mime = try #require(UTTypeCopyPreferredTagWithClass(uti, kUTTagClassMIMEType)?.takeRetainedValue())
        #expect(mime as String == "image/jpeg")
        let dynamic = try #require(UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "recipe" as CFString, kUTTypeData)?.takeRetainedValue())
        #expect(UTTypeIsDynamic(dynamic) && !UTTypeIsDeclared(dynamic) && UTTypeIsDeclared(kUTTypePNG))
        #expect(UTTypeCopyPreferredTagWithClass(kUTTypeImage, kUTTagClassMIMEType) == nil)
        #expect(UTTypeCopyDescription(kUTTypePDF)?.takeRetainedValue() as String? == "PDF document")
        #expect(UTTypeEqual(kUTTypePNG, "public.png" as CFString))
    }
}
