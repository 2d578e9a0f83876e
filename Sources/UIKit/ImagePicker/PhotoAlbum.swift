import Foundation

/// An album of the picker's: which of the library's photos it shows, and its name.
enum PhotoAlbum: CaseIterable {
    case recents
    case favorites

    var title: String {
        switch self {
        case .recents: return "Recents"
        case .favorites: return "Favorites"
        }
    }

    @MainActor func assets(in library: PhotoLibrary) -> [PhotoAsset] {
        switch self {
        case .recents: return library.assets
        case .favorites: return library.favorites
        }
    }
}
