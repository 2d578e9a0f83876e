/// Adopted by a custom input view (or an ancestor) that clicks as its keys are tapped, through
/// `UIDevice.current.playInputClick()`.
@preconcurrency @MainActor public protocol UIInputViewAudioFeedback {
    /// Whether clicks play while this input view shows.
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    public var enableInputClicksWhenVisible: Bool { false }
}
