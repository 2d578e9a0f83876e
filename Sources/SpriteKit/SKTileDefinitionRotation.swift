/// How far a tile's image is turned, counterclockwise.
public enum SKTileDefinitionRotation: UInt, Sendable {
    case rotation0 = 0, rotation90, rotation180, rotation270
}
