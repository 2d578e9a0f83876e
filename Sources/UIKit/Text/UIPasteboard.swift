import Foundation

/// The clipboard: `general` is the system's (SDL's in a live app, so other applications see it;
/// a Simulator's own memory in tests).
@preconcurrency @MainActor open class UIPasteboard {
    /// Where the text lives: the device's clipboard.
    private let store: PasteboardStore

    init(store: PasteboardStore) { self.store = store }

    /// The device's general pasteboard.
    open class var general: UIPasteboard { UIKitEnvironment.current.pasteboard }

    open var string: String? {
        get { store.string }
        set { store.string = newValue; changeCount += 1 }
    }

    open var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    open var hasStrings: Bool { !(store.string ?? "").isEmpty }

    open private(set) var changeCount = 0
}

/// Text kept by a pasteboard: in memory, or the window system's clipboard.
@_spi(Testing) @preconcurrency @MainActor public class PasteboardStore {
    public var string: String?
    public init() {}
}
