/// How far the content stands out from what is under it: a sheet, a popover or a split view's
/// column is elevated, and dark mode draws its backgrounds lighter.
public enum UIUserInterfaceLevel: Int, Sendable { case unspecified = -1, base = 0, elevated = 1 }
