/// The colour range the display shows.
public enum UIDisplayGamut: Int, Sendable { case unspecified = -1, SRGB = 0, P3 = 1 }
