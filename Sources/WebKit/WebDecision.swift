import Foundation
@_implementationOnly import CWebEngine

/// A navigation, new-window or response decision the engine waits for; answered once.
@MainActor final class WebDecision {
    private var handle: OpaquePointer?
    /// 0 a navigation, 1 a new window, 2 a response.
    let kind: Int
    let uri: String
    let method: String
    let navigationType: Int
    let isUserGesture: Bool
    let mouseButton: Int
    let modifiers: UInt32
    let mimeType: String
    let statusCode: Int
    let contentLength: Int64
    let isMainFrame: Bool
    let canShowMIMEType: Bool

    init(_ handle: OpaquePointer, kind: Int) {
        self.handle = handle
        self.kind = kind
        uri = String(cString: oui_web_decision_uri(handle))
        method = String(cString: oui_web_decision_method(handle))
        navigationType = Int(oui_web_decision_navigation_type(handle))
        isUserGesture = oui_web_decision_is_user_gesture(handle) != 0
        mouseButton = Int(oui_web_decision_mouse_button(handle))
        modifiers = oui_web_decision_modifiers(handle)
        mimeType = String(cString: oui_web_decision_mime_type(handle))
        statusCode = Int(oui_web_decision_status_code(handle))
        contentLength = oui_web_decision_content_length(handle)
        isMainFrame = oui_web_decision_is_main_frame(handle) != 0
        canShowMIMEType = oui_web_decision_mime_type_supported(handle) != 0
    }

    var isAnswered: Bool { handle == nil }

    /// 0 cancel, 1 allow, 2 download.
    func answer(_ policy: Int) {
        guard let h = handle else { return }
        handle = nil
        oui_web_decision_answer(h, Int32(policy))
    }

    isolated deinit {
        // Never answered: the engine must not wait for ever (iOS raises, which WKWebView reports).
        if let handle { oui_web_decision_answer(handle, 0) }
    }
}
