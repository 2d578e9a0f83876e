import Foundation
@_implementationOnly import CPango

extension UIFont {
    /// Makes the fonts in a TrueType/OpenType file available to `UIFont(name:size:)`, as an iOS app's
    /// `UIAppFonts` entries do (OpenUIKit: Linux has no Info.plist). Errors name the file and the problem.
    public static func register(fontAt url: URL) throws {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else { throw FontLoadError(file: path, reason: "no such file") }
        guard FileManager.default.isReadableFile(atPath: path) else { throw FontLoadError(file: path, reason: "it cannot be read") }
        var count: Int32 = 0
        guard let pattern = FcFreeTypeQuery(path, 0, nil, &count) else {
            throw FontLoadError(file: path, reason: "not a font file FreeType can read")
        }
        FcPatternDestroy(pattern)
        _ = FontCatalog.renderingConfigInstalled
        FontCatalog.pangoLock.lock()
        let added = FcConfigAppFontAddFile(nil, path) != 0
        FontCatalog.pangoLock.unlock()
        guard added else { throw FontLoadError(file: path, reason: "fontconfig refused to add it") }
        FontCatalog.fontsChanged()
    }

    /// Font files registered by the app (fontconfig's application font set).
    package static var registeredFontFiles: [String] {
        FontCatalog.pangoLock.lock()
        defer { FontCatalog.pangoLock.unlock() }
        guard let set = FcConfigGetFonts(nil, FcSetApplication) else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { i in
            var file: UnsafeMutablePointer<FcChar8>? = nil
            guard let font = set.pointee.fonts[i], FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch,
                  let file else { return nil }
            return String(cString: file)
        }
    }
}
