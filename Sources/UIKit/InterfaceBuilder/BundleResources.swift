import Foundation

/// Files other frameworks find by name as the app's code names them (SpriteKit's `.sks` files
/// and `.atlas` folders): in the calling module's resource bundle first, then the others and the
/// main bundle, two folder levels deep, as nibs are found.
@MainActor package enum BundleResources {
    /// The file or folder `name.ext` for code in the file `fileID` (`#fileID`).
    package static func url(forResource name: String, withExtension ext: String, caller fileID: String) -> URL? {
        NibFiles.url(name, ext, search: .caller(fileID))
    }
}
