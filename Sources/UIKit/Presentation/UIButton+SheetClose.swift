import Foundation

extension UIButton {
    /// The grey round "✕" that closes a system sheet (the share sheet, the colour picker), as iOS 17 draws it.
    static func sheetCloseButton() -> UIButton {
        let close = UIButton(type: .system)
        close.setTitle("✕", for: .normal)
        close.titleLabel?.font = .systemFont(ofSize: 13, weight: .bold)
        close.setTitleColor(.secondaryLabel, for: .normal)
        close.backgroundColor = .tertiarySystemFill
        close.layer.cornerRadius = 15
        close.accessibilityLabel = "Close"
        return close
    }
}
