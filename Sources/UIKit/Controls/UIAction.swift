import Foundation

/// What a `UIAction` runs when it is performed.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action for controls and menus.
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    open var discoverabilityTitle: String?
    open var state: State = .off
    open var attributes: Attributes
    public let identifier: Identifier
    private let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    public private(set) weak var sender: AnyObject?

    /// The image shown while the action's state is on, where a menu shows one (nil: the image).
    open var selectedImage: UIImage?

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
                state: State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.handler = handler
        self.selectedImage = selectedImage
        super.init(title: title, image: image)
        self.subtitle = subtitle
        self.state = state
    }

    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
