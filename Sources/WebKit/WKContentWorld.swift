import Foundation

/// A namespace scripts run in. The page's world is the one its own scripts share; OpenUIKit runs
/// every world's scripts in it (WebKitGTK's other worlds do not see message handlers the same way).
@preconcurrency @MainActor open class WKContentWorld: NSObject {
    open private(set) var name: String?

    init(name: String?) { self.name = name }

    public static let page = WKContentWorld(name: nil)
    public static let defaultClient = WKContentWorld(name: "defaultClient")

    public static func world(name: String) -> WKContentWorld { WKContentWorld(name: name) }
}
