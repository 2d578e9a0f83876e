import Foundation

/// The event a press arrives in (`pressesBegan(_:with:)`).
@preconcurrency @MainActor open class UIPressesEvent: UIEvent {
    let presses: Set<UIPress>

    init(presses: Set<UIPress>) {
        self.presses = presses
        super.init()
        type = .presses
    }

    open var allPresses: Set<UIPress> { presses }
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
