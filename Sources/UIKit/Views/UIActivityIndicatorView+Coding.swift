import Foundation

extension UIActivityIndicatorView {
    private static let styleNames: [String: Style] = ["medium": .medium, "large": .large, "gray": .medium, "white": .medium,
                                                      "whiteLarge": .large]

    func decodeActivityIndicator(from coder: NSCoder) {
        if let s = coder.choice("style", Self.styleNames), s != style { style = s }
        if let h = coder.flag("hidesWhenStopped") { hidesWhenStopped = h }
        if let c = coder.color("color") { color = c }
        if coder.flag("animating") == true { startAnimating() }
    }
}
