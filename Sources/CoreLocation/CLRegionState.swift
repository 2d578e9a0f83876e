/// Whether the device is inside a region.
public enum CLRegionState: Int, Sendable {
    case unknown = 0, inside, outside
}
