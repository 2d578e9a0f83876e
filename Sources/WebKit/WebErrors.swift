import Foundation

/// The engine's errors as the `NSError`s iOS gives: URL loading's in `NSURLErrorDomain`, WebKit's
/// policy errors in `WebKitErrorDomain`.
enum WebErrors {
    /// A load that could not reach the network (a Simulator's device has none).
    static func offline(_ url: URL?) -> Error {
        urlError(NSURLErrorNotConnectedToInternet, "The Internet connection appears to be offline.", url)
    }

    static func urlError(_ code: Int, _ description: String, _ url: URL?) -> Error {
        var info: [String: Any] = [NSLocalizedDescriptionKey: description]
        if let url {
            info[NSURLErrorFailingURLErrorKey] = url
            info["NSErrorFailingURLStringKey"] = url.absoluteString
        }
        return NSError(domain: NSURLErrorDomain, code: code, userInfo: info)
    }

    /// WebKitGTK's error (its GError domain and code) as iOS's.
    static func error(domain: String, code: Int, message: String, url: URL?, offline: Bool) -> Error {
        switch domain {
        case "WebKitNetworkError":
            switch code {
            case 302: return urlError(NSURLErrorCancelled, "cancelled", url)
            case 301: return urlError(NSURLErrorUnsupportedURL, "unsupported URL", url)
            case 303: return urlError(NSURLErrorFileDoesNotExist, "The requested URL was not found on this server.", url)
            default: return offline ? Self.offline(url) : urlError(NSURLErrorCannotConnectToHost, "Could not connect to the server.", url)
            }
        case "WebKitPolicyError":
            let texts = [100: "Content with specified MIME type can’t be shown", 101: "The URL can’t be shown",
                         102: "Frame load interrupted", 103: "Not allowed to use restricted network port"]
            var info: [String: Any] = [NSLocalizedDescriptionKey: texts[code] ?? message]
            if let url { info[NSURLErrorFailingURLErrorKey] = url; info["NSErrorFailingURLStringKey"] = url.absoluteString }
            return NSError(domain: "WebKitErrorDomain", code: code, userInfo: info)
        case "g-resolver-error-quark":
            return offline ? Self.offline(url) : urlError(NSURLErrorCannotFindHost, "A server with the specified hostname could not be found.", url)
        default:
            return offline ? Self.offline(url) : urlError(NSURLErrorCannotConnectToHost, "Could not connect to the server.", url)
        }
    }
}
