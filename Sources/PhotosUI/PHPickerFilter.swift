/// Which assets the picker offers.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case images, videos, livePhotos, screenshots, panoramas, depthEffectPhotos }
    let included: Set<Kind>

    init(_ kinds: Set<Kind>) { included = kinds }

    public static let images = PHPickerFilter([.images])
    public static let videos = PHPickerFilter([.videos])
    public static let livePhotos = PHPickerFilter([.livePhotos])
    public static let screenshots = PHPickerFilter([.screenshots])
    public static let panoramas = PHPickerFilter([.panoramas])
    public static let depthEffectPhotos = PHPickerFilter([.depthEffectPhotos])
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(Set(subfilters.flatMap(\.included))) }
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(subfilters.dropFirst().reduce(Set(subfilters.first?.included ?? [])) { $0.intersection($1.included) })
    }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(Set([Kind.images, .videos, .livePhotos, .screenshots, .panoramas, .depthEffectPhotos]).subtracting(filter.included))
    }

    /// Whether ordinary photos pass (the device's library holds photos only).
    var passesPhotos: Bool { included.contains(.images) }
}
