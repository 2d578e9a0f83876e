import Foundation
import UIKit

/// The fonts a page gets for CSS's generic families, as iOS's Safari has them: Times for serif (and
/// unstyled text), Helvetica for sans-serif, Courier for monospace; `-apple-system` and
/// `system-ui` are the system font. Each is the family standing in for iOS's on this machine.
@MainActor enum WebFonts {
    static let families: (serif: String, sans: String, mono: String) = (
        UIFont.standInFamily(forIOSFamily: "Times New Roman") ?? "serif",
        UIFont.standInFamily(forIOSFamily: "Helvetica") ?? "sans-serif",
        UIFont.standInFamily(forIOSFamily: "Courier") ?? "monospace")

    /// A user style sheet that makes the system font's CSS names the system font's stand-in.
    static var systemFontFaces: String {
        let family = UIFont.systemStandInFamily
        let weights = [(100, "Thin"), (200, "Extra Light"), (300, "Light"), (400, "Regular"), (500, "Medium"),
                       (600, "Semi Bold"), (700, "Bold"), (800, "Extra Bold"), (900, "Black")]
        var rules: [String] = []
        for name in ["-apple-system", "system-ui", "BlinkMacSystemFont", "ui-sans-serif"] {
            for (weight, face) in weights {
                rules.append("@font-face { font-family: \"\(name)\"; font-weight: \(weight); src: local(\"\(family) \(face)\"); }")
                rules.append("@font-face { font-family: \"\(name)\"; font-weight: \(weight); font-style: italic; src: local(\"\(family) \(face) Italic\"); }")
            }
        }
        return rules.joined(separator: "\n")
    }
}
