import Foundation

/// The text size a device starts at: named in its environment, or the one whose body size is nearest
/// the desktop's text scale (Dynamic Type's table is `DynamicTypeTable`'s).
extension UIContentSizeCategory {
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
}
