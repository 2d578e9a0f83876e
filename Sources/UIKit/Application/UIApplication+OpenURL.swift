import Foundation

extension UIApplication {
    /// Keys of `open(_:options:completionHandler:)`'s options.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A string literal, as Swift 3 and 4 code passes these keys (they were plain strings then).
        public init(stringLiteral value: String) { self.init(rawValue: value) }
        /// Open only a universal link (an app claiming the URL); there are none on Linux.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings: a `Simulator` records it; a live app has none.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// The schemes a desktop opens with its handlers (and the Settings URL, which a device records).
    nonisolated static let openableSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "facetime", "maps", "file", "app-settings"]

    /// Whether some application can open `url`: the web, mail, telephone, messages, maps, files and
    /// Settings schemes can.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return Self.openableSchemes.contains(scheme)
    }

    /// Opens `url` with the desktop's handler (`xdg-open`) in a live app; a `Simulator` records it
    /// (`openedURLs`). The completion handler runs on the main queue, told whether it opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {
        // A Bool, or a number as Objective-C's NSNumber flags are (`1`).
        let flag = options[.universalLinksOnly]
        let universalOnly = (flag as? Bool) ?? (flag as? Int).map { $0 != 0 } ?? false
        let device = UIKitEnvironment.current
        var opened = false
        if !universalOnly && canOpenURL(url) {
            opened = device.backend.open(url)
            if opened { device.openedURLs.append(url) }
        }
        if let completion { DispatchQueue.main.async { completion(opened) } }
    }

    /// Options keyed by strings, as Swift 3 and 4 code builds them (`let options =
    /// ["UIApplicationOpenURLOptionUniversalLinksOnly": 0]`): the same as the typed keys.
    @_disfavoredOverload
    public func open(_ url: URL, options: [String: Any], completionHandler completion: ((Bool) -> Void)? = nil) {
        open(url, options: Dictionary(uniqueKeysWithValues: options.map { (OpenExternalURLOptionsKey(rawValue: $0.key), $0.value) }),
             completionHandler: completion)
    }

    @available(*, deprecated, renamed: "open(_:options:completionHandler:)")
    @discardableResult
    public func openURL(_ url: URL) -> Bool {
        guard canOpenURL(url) else { return false }
        open(url)
        return true
    }
}
