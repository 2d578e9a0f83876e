import Foundation

extension UIImage {
    /// The app's icon as the system draws it (a notification banner, a permission prompt): the
    /// largest image of the asset catalog's app icon set that Info.plist names (`AppIcon` by
    /// default); nil, quietly, when the app has none, or the set has no image files. Only the
    /// launched app's own resources (the folder its Info.plist is in) are searched: another
    /// package's bundle beside the executable holds another app's icon.
    @MainActor package static func systemAppIcon(named name: String = "AppIcon") -> UIImage? {
        guard let folder = UIKitEnvironment.current.appResourceFolder,
              let set = AssetCatalog.catalogs(in: [folder.path]).lazy.compactMap({ $0.set(.appIcon, named: name) }).first,
              let json = try? AssetCatalog.contents(set.appendingPathComponent("Contents.json")) else { return nil }
        let files = (json["images"] as? [[String: Any]] ?? []).compactMap { $0["filename"] as? String }
        let images = files.compactMap { UIImage(contentsOfFile: set.appendingPathComponent($0).path) }
        return images.max { $0.size.width * $0.scale < $1.size.width * $1.scale }
    }
}
