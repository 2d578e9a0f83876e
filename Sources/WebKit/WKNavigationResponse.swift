import Foundation
import UIKit

/// A response a navigation received, for the navigation delegate to show or cancel.
@preconcurrency @MainActor open class WKNavigationResponse: NSObject {
    open internal(set) var response: URLResponse
    open internal(set) var isForMainFrame: Bool
    open internal(set) var canShowMIMEType: Bool

    init(response: URLResponse, isForMainFrame: Bool, canShowMIMEType: Bool) {
        self.response = response
        self.isForMainFrame = isForMainFrame
        self.canShowMIMEType = canShowMIMEType
    }
}
