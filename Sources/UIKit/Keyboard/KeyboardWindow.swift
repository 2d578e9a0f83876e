import Foundation

/// The window the keyboard lives in, above every app window as on iOS. Touches outside the keyboard
/// pass through to the windows below.
@MainActor final class KeyboardWindow: UIWindow {
    override class var isOpaqueByDefault: Bool { false }
    /// Above alerts and the status bar's level, as iOS's keyboard windows are.
    static let level = UIWindow.Level(rawValue: 10_000_000)

    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = KeyboardWindow.level
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let v = super.hitTest(point, with: event)
        return v === self ? nil : v
    }
}
