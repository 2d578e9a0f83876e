import Foundation
import Photos

/// How a picker is set up: how many photos, which kinds, the library for identifiers.
public struct PHPickerConfiguration: Sendable {
    public enum AssetRepresentationMode: Int, Sendable { case automatic = 0, current, compatible }
    public enum Selection: Int, Sendable { case `default` = 0, ordered, continuous, continuousAndOrdered }

    /// How many may be picked: 1 by default; 0 for no limit.
    public var selectionLimit = 1
    /// Which assets are offered; nil: all.
    public var filter: PHPickerFilter?
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    public var selection: Selection = .default
    public var preselectedAssetIdentifiers: [String] = []
    /// Whether results carry their asset's identifier (made with a photo library).
    let identifiesAssets: Bool

    public init() { identifiesAssets = false }
    @MainActor public init(photoLibrary: PHPhotoLibrary) { identifiesAssets = true }
}
