import Foundation
import UIKit

// Scripts the app runs in the page: their values come back as Foundation objects (numbers as
// `NSNumber`), `undefined` as nil, a value with no JSON form (a function, a node) as WKError 5, an
// exception as WKError 4 with its message.
extension WKWebView {
    public func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {
        guard let page = ensurePage() else {
            completionHandler?(nil, WKError.make(.webViewInvalidated, "The WKWebView was invalidated"))
            return
        }
        page.evaluate(javaScriptString) { [weak self] json, unsupported, error in
            self?.setNeedsSnapshot()
            let (value, failure) = Self.result(json: json, unsupported: unsupported, error: error)
            completionHandler?(value, failure)
        }
    }

    public func evaluateJavaScript(_ javaScriptString: String, in frame: WKFrameInfo?, in contentWorld: WKContentWorld,
                                 completionHandler: ((Result<Any, Error>) -> Void)? = nil) {
        evaluateJavaScript(javaScriptString) { value, error in
            if let error { completionHandler?(.failure(error)) } else { completionHandler?(.success(value ?? NSNull())) }
        }
    }

    /// The value of a script; nil for `undefined`.
    @discardableResult
    public func evaluateJavaScript(_ javaScriptString: String) async throws -> Any? {
        try await withCheckedThrowingContinuation { (c: CheckedContinuation<SendableValue, Error>) in
            evaluateJavaScript(javaScriptString) { value, error in
                if let error { c.resume(throwing: error) } else { c.resume(returning: SendableValue(value: value)) }
            }
        }.value
    }

    /// Runs `functionBody` as an async function's body with `arguments` as its local names; a
    /// promise it returns is awaited.
    public func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:], in frame: WKFrameInfo?,
                                  in contentWorld: WKContentWorld, completionHandler: ((Result<Any, Error>) -> Void)? = nil) {
        guard let page = ensurePage() else {
            completionHandler?(.failure(WKError.make(.webViewInvalidated, "The WKWebView was invalidated")))
            return
        }
        let names = arguments.keys.sorted()
        let call = "return await (async function(\(names.joined(separator: ", "))) {\n\(functionBody)\n})("
            + names.map { WebValues.literal(arguments[$0]!) }.joined(separator: ", ") + ");"
        page.evaluate(call, asFunction: true) { [weak self] json, unsupported, error in
            self?.setNeedsSnapshot()
            let (value, failure) = Self.result(json: json, unsupported: unsupported, error: error)
            if let failure { completionHandler?(.failure(failure)) } else { completionHandler?(.success(value ?? NSNull())) }
        }
    }

    public func callAsyncJavaScript(_ functionBody: String, arguments: [String: Any] = [:], contentWorld: WKContentWorld) async throws -> Any? {
        try await withCheckedThrowingContinuation { (c: CheckedContinuation<SendableValue, Error>) in
            callAsyncJavaScript(functionBody, arguments: arguments, in: nil, in: contentWorld) { result in
                switch result {
                case .success(let v): c.resume(returning: SendableValue(value: v is NSNull ? nil : v))
                case .failure(let e): c.resume(throwing: e)
                }
            }
        }.value
    }

    static func result(json: String?, unsupported: Bool, error: String?) -> (Any?, Error?) {
        if let error {
            return (nil, WKError.make(.javaScriptExceptionOccurred, "A JavaScript exception occurred",
                                      extra: ["WKJavaScriptExceptionMessage": error]))
        }
        if unsupported {
            return (nil, WKError.make(.javaScriptResultTypeIsUnsupported, "JavaScript execution returned a result of an unsupported type"))
        }
        return (json.flatMap(WebValues.object(fromJSON:)), nil)
    }
}

/// A script's value handed across a continuation (all on the main actor).
struct SendableValue: @unchecked Sendable {
    var value: Any?
}
