import Foundation
import Synchronization

/// The current device's content size category, readable from any thread (a font made off the main
/// thread takes its size from it); the device publishes it when it becomes current and when its
/// category changes.
enum CurrentTextSize {
    private static let value = Mutex<UIContentSizeCategory>(.large)
    static var category: UIContentSizeCategory {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
