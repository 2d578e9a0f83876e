import Foundation

/// The domain of WebKit's own errors.
public let WKErrorDomain = "WKErrorDomain"

/// WebKit's errors (a script's exception, a result with no JSON form …), as `NSError`s in `WKErrorDomain`.
public struct WKError: Error, CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 1
        case webContentProcessTerminated = 2
        case webViewInvalidated = 3
        case javaScriptExceptionOccurred = 4
        case javaScriptResultTypeIsUnsupported = 5
        case contentRuleListStoreCompileFailed = 6
        case contentRuleListStoreLookUpFailed = 7
        case contentRuleListStoreRemoveFailed = 8
        case contentRuleListStoreVersionMismatch = 9
        case attributedStringContentFailedToLoad = 10
        case attributedStringContentLoadTimedOut = 11
        case javaScriptInvalidFrameTarget = 12
        case navigationAppBoundDomain = 13
        case javaScriptAppBoundDomain = 14
    }

    public let code: Code
    private let localizedText: String?

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        localizedText = userInfo[NSLocalizedDescriptionKey] as? String
    }

    public var errorUserInfo: [String: Any] { localizedText.map { [NSLocalizedDescriptionKey: $0] } ?? [:] }

    public static var errorDomain: String { WKErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static let unknown = Code.unknown
    public static let javaScriptExceptionOccurred = Code.javaScriptExceptionOccurred
    public static let javaScriptResultTypeIsUnsupported = Code.javaScriptResultTypeIsUnsupported

    public static func == (a: WKError, b: WKError) -> Bool { a.code == b.code }
    public func hash(into h: inout Hasher) { h.combine(code) }

    /// The error iOS gives: its code and description.
    static func make(_ code: Code, _ description: String, extra: [String: Any] = [:]) -> Error {
        var info = extra
        info[NSLocalizedDescriptionKey] = description
        return NSError(domain: WKErrorDomain, code: code.rawValue, userInfo: info)
    }
}
