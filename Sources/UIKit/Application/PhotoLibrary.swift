import Foundation

/// A device's photo library, as the Photos app and the image picker see it: its photos oldest
/// first (the picker's grid ends with the newest, as Photos' does). A new device holds the sample
/// photos, as Apple's Simulator ships a handful; a test replaces or adds to them through
/// `Simulator`, and `UIImageWriteToSavedPhotosAlbum` adds the app's own.
@preconcurrency @MainActor package final class PhotoLibrary {
    package private(set) var assets: [PhotoAsset]
    /// Bumped on every change, so an open picker knows to reload.
    package private(set) var generation = 0
    /// When the next photo added was "taken": a minute after the newest one.
    private var nextDate: Date { (assets.last?.creationDate ?? PhotoLibrary.sampleEpoch).addingTimeInterval(60) }

    package init() {
        assets = PhotoLibrary.sampleAssets()
    }

    /// The photos a Favorites album holds.
    package var favorites: [PhotoAsset] { assets.filter(\.isFavorite) }

    /// The library holds exactly these images, oldest first.
    package func replace(with images: [UIImage]) {
        assets = []
        for image in images { add(.image(image)) }
        changed()
    }

    /// The library holds the sample photos again.
    package func resetToSamples() {
        assets = PhotoLibrary.sampleAssets()
        changed()
    }

    /// Adds a photo, taken a minute after the newest one.
    @discardableResult
    package func add(_ source: PhotoAsset.Source) -> PhotoAsset {
        let asset = PhotoAsset(source: source, creationDate: nextDate)
        assets.append(asset)
        changed()
        return asset
    }

    private func changed() { generation += 1 }
}
