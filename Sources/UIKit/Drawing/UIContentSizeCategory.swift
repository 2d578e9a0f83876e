import Foundation

/// The user's preferred text size (Settings › Display & Brightness › Text Size, and the larger
/// accessibility sizes): seven standard sizes around `.large`, iOS's default, and five accessibility
/// sizes above them. Categories compare by size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category with a size, smallest first.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Where the category stands among `ordered`; unspecified (and unknown names) stand as `.large`.
    var sizeIndex: Int { UIContentSizeCategory.ordered.firstIndex(of: self) ?? 3 }

    /// One of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { sizeIndex >= 7 && self != .unspecified }

    /// Posted on the default center when the user's text size changes; `newValueUserInfoKey` has it.
    nonisolated public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The new category, in `didChangeNotification`'s user info.
    nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.sizeIndex < rhs.sizeIndex
    }
    public static func <= (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.sizeIndex <= rhs.sizeIndex
    }
    public static func > (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.sizeIndex > rhs.sizeIndex
    }
    public static func >= (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.sizeIndex >= rhs.sizeIndex
    }

    /// The category a live app starts with: `OPENUIKIT_CONTENT_SIZE` (a category's short name, "XL",
    /// "accessibilityM", or its full name), else the desktop's text scaling factor
    /// (`OPENUIKIT_TEXT_SCALE`, or GNOME's `GDK_DPI_SCALE`), matched to the category whose body text is
    /// nearest 17 pt times the factor; else `.large`.
    package static func fromEnvironment(_ env: [String: String]) -> UIContentSizeCategory {
        if let name = env["OPENUIKIT_CONTENT_SIZE"], !name.isEmpty {
            let key = name.lowercased().replacingOccurrences(of: "uictcontentsizecategory", with: "")
            if let match = ordered.first(where: {
                $0.rawValue.lowercased() == name.lowercased()
                    || $0.rawValue.lowercased().replacingOccurrences(of: "uictcontentsizecategory", with: "") == key
                    || "\($0.longName)".lowercased() == key
            }) { return match }
        }
        let factor = (env["OPENUIKIT_TEXT_SCALE"] ?? env["GDK_DPI_SCALE"]).flatMap(Double.init)
        guard let factor, factor > 0 else { return .large }
        let wanted = 17 * CGFloat(factor)
        return ordered.min { abs(DynamicTypeTable.size(.body, $0) - wanted) < abs(DynamicTypeTable.size(.body, $1) - wanted) } ?? .large
    }

    /// The constant's Swift name ("extraLarge").
    var longName: String {
        let names = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                     "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
                     "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]
        return UIContentSizeCategory.ordered.firstIndex(of: self).map { names[$0] } ?? "unspecified"
    }
}
