import Foundation

/// A script the web view adds to every page it loads, at the document's start or end.
@preconcurrency @MainActor open class WKUserScript: NSObject {
    open private(set) var source: String
    open private(set) var injectionTime: WKUserScriptInjectionTime
    open private(set) var isForMainFrameOnly: Bool

    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
    }

    public convenience init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool, in contentWorld: WKContentWorld) {
        self.init(source: source, injectionTime: injectionTime, forMainFrameOnly: forMainFrameOnly)
    }
}
