import Foundation

/// The system colors by the names Interface Builder and asset catalogs write ("systemBackgroundColor").
extension UIColor {
    private static let systemColorNames: [String: UIColor] = [
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
        "quaternaryLabelColor": .quaternaryLabel, "linkColor": .link, "placeholderTextColor": .placeholderText,
        "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "systemFillColor": .systemFill, "secondarySystemFillColor": .secondarySystemFill,
        "systemRedColor": .systemRed, "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow,
        "systemGreenColor": .systemGreen, "systemMintColor": .systemMint, "systemTealColor": .systemTeal,
        "systemCyanColor": .systemCyan, "systemBlueColor": .systemBlue, "systemIndigoColor": .systemIndigo,
        "systemPurpleColor": .systemPurple, "systemPinkColor": .systemPink, "systemBrownColor": .systemBrown,
        "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
        "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
        "darkTextColor": .darkText, "lightTextColor": .lightText, "groupTableViewBackgroundColor": .systemGroupedBackground,
        "tintColor": .tintColor,
        // The names older Interface Builder files write (`cocoaTouchSystemColor="whiteColor"`).
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "grayColor": .gray, "lightGrayColor": .lightGray,
        "darkGrayColor": .darkGray, "redColor": .red, "greenColor": .green, "blueColor": .blue, "cyanColor": .cyan,
        "yellowColor": .yellow, "magentaColor": .magenta, "orangeColor": .orange, "purpleColor": .purple, "brownColor": .brown,
        "tableCellGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "scrollViewTexturedBackgroundColor": UIColor(red: 0.435, green: 0.443, blue: 0.475, alpha: 1),
        "viewFlipsideBackgroundColor": UIColor(red: 0.122, green: 0.129, blue: 0.141, alpha: 1),
    ]

    static func systemColor(named name: String) -> UIColor? { systemColorNames[name] }
}
