import Foundation

/// A view shown in the keyboard's place or above it (`inputView`, `inputAccessoryView`), drawn in
/// the keyboard's colours when its style is `.keyboard`.
@preconcurrency @MainActor open class UIInputView: UIView {
    public enum Style: Int, Sendable { case `default` = 0, keyboard }

    public let inputViewStyle: Style
    /// Whether the keyboard sizes it by its Auto Layout constraints (its content's height).
    open var allowsSelfSizing = false

    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
        if inputViewStyle == .keyboard { backgroundColor = ChromePalette.keyboardBackground }
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, inputViewStyle: .default) }

    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}
