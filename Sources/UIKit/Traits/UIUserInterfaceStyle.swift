public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light = 1, dark = 2 }
