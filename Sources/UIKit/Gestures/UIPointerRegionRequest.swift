import Foundation

/// Where the pointer is (the interaction's view's coordinates) and which modifier keys are down,
/// as the interaction asks its delegate for a region.
@preconcurrency @MainActor open class UIPointerRegionRequest: NSObject {
    public let location: CGPoint
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
        super.init()
    }
}
