import Foundation
@_implementationOnly import CWebEngine

/// A script's alert, confirm or prompt that the page waits on; answered once.
@MainActor final class WebDialog {
    private var handle: OpaquePointer?

    init(_ handle: OpaquePointer) { self.handle = handle }

    var isAnswered: Bool { handle == nil }

    func answer(confirmed: Bool, text: String?) {
        guard let h = handle else { return }
        handle = nil
        oui_web_dialog_answer(h, confirmed ? 1 : 0, text)
    }

    isolated deinit { if let handle { oui_web_dialog_answer(handle, 0, nil) } }
}
