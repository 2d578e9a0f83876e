import Foundation

extension UIApplication {
    /// The status bar's network activity spinner of iOS 12 and earlier. Deprecated in iOS 13, where
    /// setting it shows nothing (the status bar of a notched iPhone has no room for it); it reads
    /// back what was set, as on iOS.
    @available(iOS, deprecated: 13.0, message: "Provide a custom network activity UI in your app if desired.")
    public var isNetworkActivityIndicatorVisible: Bool {
        get { UIKitEnvironment.current.service(NetworkActivityIndicator.self) { _ in NetworkActivityIndicator() }.isVisible }
        set { UIKitEnvironment.current.service(NetworkActivityIndicator.self) { _ in NetworkActivityIndicator() }.isVisible = newValue }
    }
}

/// What an app last set `isNetworkActivityIndicatorVisible` to, on its device.
final class NetworkActivityIndicator {
    var isVisible = false
}
