/// Whether the content is in the foreground (its window active) or behind another app's.
public enum UIUserInterfaceActiveAppearance: Int, Sendable { case unspecified = -1, inactive = 0, active = 1 }
