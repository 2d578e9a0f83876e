/// The shape of a tile set's tiles. Tile maps draw grid sets; the others are laid out as a grid.
public enum SKTileSetType: UInt, Sendable {
    case grid = 0, isometric, hexagonalFlat, hexagonalPointy
}
