import Foundation

/// The localized text for `key`, as iOS's `NSLocalizedString`: looked up in `tableName`
/// (`Localizable` when nil) of `bundle` for the device's preferred languages
/// (`Bundle.localizedString(forKey:value:table:)`). The main bundle means the app's resources.
public func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main,
                              value: String = "", comment: String) -> String {
    bundle.localizedString(forKey: key, value: value, table: tableName)
}
