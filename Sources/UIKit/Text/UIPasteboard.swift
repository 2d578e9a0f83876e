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

    /// A URL on the pasteboard (kept as its text, as other applications read it).
    open var url: URL? {
        get { store.string.flatMap { URL(string: $0) }.flatMap { $0.scheme == nil ? nil : $0 } }
        set { string = newValue?.absoluteString }
    }

    open var hasURLs: Bool { url != nil }

    /// An image on the pasteboard (this device's own; it does not reach the window system's clipboard).
    open var image: UIImage? {
        get { store.image }
        set { store.image = newValue; changeCount += 1 }
    }

    open var hasImages: Bool { store.image != nil }

    open private(set) var changeCount = 0
}

/// Text kept by a pasteboard: in memory, or the window system's clipboard.
@preconcurrency @MainActor package class PasteboardStore {
    public var string: String?
    public var image: UIImage?
    public init() {}
}
