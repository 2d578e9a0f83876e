public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
}
