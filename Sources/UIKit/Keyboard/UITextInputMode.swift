import Foundation

/// A keyboard the user enabled: its language. The device has the US English keyboard OpenUIKit
/// draws (and the emoji one, which has no language), as a new iPhone set up in English has.
@preconcurrency @MainActor open class UITextInputMode: NSObject {
    /// The keyboard's language as a BCP 47 tag ("en-US"; "emoji" for the emoji keyboard).
    open private(set) var primaryLanguage: String?

    init(primaryLanguage: String?) {
        self.primaryLanguage = primaryLanguage
        super.init()
    }

    /// The keyboards the user enabled, in their order.
    open class var activeInputModes: [UITextInputMode] {
        [UITextInputMode(primaryLanguage: "en-US"), UITextInputMode(primaryLanguage: "emoji")]
    }

    /// Posted when the user switches keyboards.
    nonisolated public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")
}
