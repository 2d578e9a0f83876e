import Foundation

/// One system colour's iOS 17 values, 0–255 with alpha: light and dark, the high-contrast value of
/// each (Increase Contrast), and for backgrounds the dark values of elevated content (sheets,
/// popovers). A value left out falls back to the plain one.
struct SystemColorValues: Sendable {
    typealias RGBA = (r: Int, g: Int, b: Int, a: CGFloat)
    let light: RGBA, dark: RGBA
    var lightHighContrast: RGBA? = nil, darkHighContrast: RGBA? = nil
    var darkElevated: RGBA? = nil, darkElevatedHighContrast: RGBA? = nil

    /// The value for a trait collection: dark for `.dark`, light otherwise.
    func value(for traits: UITraitCollection) -> RGBA {
        let high = traits.accessibilityContrast == .high
        guard traits.userInterfaceStyle == .dark else { return high ? lightHighContrast ?? light : light }
        if traits.userInterfaceLevel == .elevated, let elevated = darkElevated {
            return high ? darkElevatedHighContrast ?? elevated : elevated
        }
        return high ? darkHighContrast ?? dark : dark
    }
}

/// iOS 17's system and semantic colours, as Apple's Human Interface Guidelines and the SDK give them.
enum SystemPalette {
    static let red = SystemColorValues(light: (255, 59, 48, 1), dark: (255, 69, 58, 1), lightHighContrast: (215, 0, 21, 1), darkHighContrast: (255, 105, 97, 1))
    static let orange = SystemColorValues(light: (255, 149, 0, 1), dark: (255, 159, 10, 1), lightHighContrast: (201, 52, 0, 1), darkHighContrast: (255, 179, 64, 1))
    static let yellow = SystemColorValues(light: (255, 204, 0, 1), dark: (255, 214, 10, 1), lightHighContrast: (178, 80, 0, 1), darkHighContrast: (255, 212, 38, 1))
    static let green = SystemColorValues(light: (52, 199, 89, 1), dark: (48, 209, 88, 1), lightHighContrast: (36, 138, 61, 1), darkHighContrast: (48, 219, 91, 1))
    static let mint = SystemColorValues(light: (0, 199, 190, 1), dark: (99, 230, 226, 1), lightHighContrast: (12, 129, 123, 1), darkHighContrast: (102, 212, 207, 1))
    static let teal = SystemColorValues(light: (48, 176, 199, 1), dark: (64, 200, 224, 1), lightHighContrast: (0, 130, 153, 1), darkHighContrast: (93, 230, 255, 1))
    static let cyan = SystemColorValues(light: (50, 173, 230, 1), dark: (100, 210, 255, 1), lightHighContrast: (0, 113, 164, 1), darkHighContrast: (112, 215, 255, 1))
    static let blue = SystemColorValues(light: (0, 122, 255, 1), dark: (10, 132, 255, 1), lightHighContrast: (0, 64, 221, 1), darkHighContrast: (64, 156, 255, 1))
    static let indigo = SystemColorValues(light: (88, 86, 214, 1), dark: (94, 92, 230, 1), lightHighContrast: (54, 52, 163, 1), darkHighContrast: (125, 122, 255, 1))
    static let purple = SystemColorValues(light: (175, 82, 222, 1), dark: (191, 90, 242, 1), lightHighContrast: (137, 68, 171, 1), darkHighContrast: (218, 143, 255, 1))
    static let pink = SystemColorValues(light: (255, 45, 85, 1), dark: (255, 55, 95, 1), lightHighContrast: (211, 15, 69, 1), darkHighContrast: (255, 100, 130, 1))
    static let brown = SystemColorValues(light: (162, 132, 94, 1), dark: (172, 142, 104, 1), lightHighContrast: (127, 101, 69, 1), darkHighContrast: (181, 148, 105, 1))
    static let gray = SystemColorValues(light: (142, 142, 147, 1), dark: (142, 142, 147, 1), lightHighContrast: (108, 108, 112, 1), darkHighContrast: (174, 174, 178, 1))
    static let gray2 = SystemColorValues(light: (174, 174, 178, 1), dark: (99, 99, 102, 1), lightHighContrast: (142, 142, 147, 1), darkHighContrast: (124, 124, 128, 1))
    static let gray3 = SystemColorValues(light: (199, 199, 204, 1), dark: (72, 72, 74, 1), lightHighContrast: (174, 174, 178, 1), darkHighContrast: (84, 84, 86, 1))
    static let gray4 = SystemColorValues(light: (209, 209, 214, 1), dark: (58, 58, 60, 1), lightHighContrast: (188, 188, 192, 1), darkHighContrast: (68, 68, 70, 1))
    static let gray5 = SystemColorValues(light: (229, 229, 234, 1), dark: (44, 44, 46, 1), lightHighContrast: (216, 216, 220, 1), darkHighContrast: (54, 54, 56, 1))
    static let gray6 = SystemColorValues(light: (242, 242, 247, 1), dark: (28, 28, 30, 1), lightHighContrast: (235, 235, 240, 1), darkHighContrast: (36, 36, 38, 1))

    static let label = SystemColorValues(light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    static let secondaryLabel = SystemColorValues(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6),
                                                  lightHighContrast: (60, 60, 67, 0.68), darkHighContrast: (235, 235, 245, 0.68))
    static let tertiaryLabel = SystemColorValues(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3),
                                                 lightHighContrast: (60, 60, 67, 0.38), darkHighContrast: (235, 235, 245, 0.38))
    static let quaternaryLabel = SystemColorValues(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16),
                                                   lightHighContrast: (60, 60, 67, 0.26), darkHighContrast: (235, 235, 245, 0.24))
    static let link = SystemColorValues(light: (0, 122, 255, 1), dark: (9, 132, 255, 1))
    static let placeholderText = SystemColorValues(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    static let separator = SystemColorValues(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    static let opaqueSeparator = SystemColorValues(light: (198, 198, 200, 1), dark: (56, 56, 58, 1))
    static let systemBackground = SystemColorValues(light: (255, 255, 255, 1), dark: (0, 0, 0, 1),
                                                    darkElevated: (28, 28, 30, 1), darkElevatedHighContrast: (36, 36, 38, 1))
    static let secondarySystemBackground = SystemColorValues(light: (242, 242, 247, 1), dark: (28, 28, 30, 1),
                                                             lightHighContrast: (235, 235, 240, 1), darkHighContrast: (36, 36, 38, 1),
                                                             darkElevated: (44, 44, 46, 1), darkElevatedHighContrast: (54, 54, 56, 1))
    static let tertiarySystemBackground = SystemColorValues(light: (255, 255, 255, 1), dark: (44, 44, 46, 1),
                                                            darkHighContrast: (54, 54, 56, 1),
                                                            darkElevated: (58, 58, 60, 1), darkElevatedHighContrast: (68, 68, 70, 1))
    static let systemGroupedBackground = SystemColorValues(light: (242, 242, 247, 1), dark: (0, 0, 0, 1),
                                                           lightHighContrast: (235, 235, 240, 1),
                                                           darkElevated: (28, 28, 30, 1), darkElevatedHighContrast: (36, 36, 38, 1))
    static let secondarySystemGroupedBackground = SystemColorValues(light: (255, 255, 255, 1), dark: (28, 28, 30, 1),
                                                                    darkHighContrast: (36, 36, 38, 1),
                                                                    darkElevated: (44, 44, 46, 1), darkElevatedHighContrast: (54, 54, 56, 1))
    static let tertiarySystemGroupedBackground = SystemColorValues(light: (242, 242, 247, 1), dark: (44, 44, 46, 1),
                                                                   lightHighContrast: (235, 235, 240, 1), darkHighContrast: (54, 54, 56, 1),
                                                                   darkElevated: (58, 58, 60, 1), darkElevatedHighContrast: (68, 68, 70, 1))
    static let systemFill = SystemColorValues(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    static let secondarySystemFill = SystemColorValues(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    static let tertiarySystemFill = SystemColorValues(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    static let quaternarySystemFill = SystemColorValues(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
}
