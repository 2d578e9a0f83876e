/// How the status bar draws its time and indicators: `default` follows the interface style
/// (dark on light), `lightContent` is white for dark backgrounds, `darkContent` black.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}
