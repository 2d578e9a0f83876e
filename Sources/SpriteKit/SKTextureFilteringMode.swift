/// How a texture is sampled when drawn at another size: smoothly, or as blocks of pixels.
public enum SKTextureFilteringMode: Int, Sendable {
    case nearest = 0, linear
}
