/// Where a bar sits: its background image can differ when it meets the top of the screen
/// (`.topAttached`, running on under the status bar).
public enum UIBarPosition: Int, Sendable {
    case any = 0, bottom = 1, top = 2, topAttached = 3
}
