/// How the status bar shows or hides when `prefersStatusBarHidden` changes.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade = 1, slide = 2
}
