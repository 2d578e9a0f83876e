import Foundation
import UIKit

/// What a navigation is about to do, for the navigation delegate to allow or cancel: the request,
/// what started it, and the frames it goes from and to (no target frame: a new window).
@preconcurrency @MainActor open class WKNavigationAction: NSObject {
    open internal(set) var request: URLRequest
    open internal(set) var navigationType: WKNavigationType
    open internal(set) var sourceFrame: WKFrameInfo
    open internal(set) var targetFrame: WKFrameInfo?
    /// The mouse button of a click (none for a tap).
    open internal(set) var buttonNumber: Int = 0
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    open internal(set) var shouldPerformDownload = false

    init(request: URLRequest, type: WKNavigationType, source: WKFrameInfo, target: WKFrameInfo?) {
        self.request = request
        navigationType = type
        sourceFrame = source
        targetFrame = target
    }
}
