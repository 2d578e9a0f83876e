import Foundation

/// The space the on-screen keyboard takes at the bottom of its view (the bottom safe area while
/// the keyboard is down). Its top follows the keyboard as it slides, in the keyboard's animation.
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether an undocked (iPad floating) keyboard is followed too.
    open var followsUndockedKeyboard = false
}
