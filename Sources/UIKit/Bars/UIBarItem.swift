import Foundation

/// An item shown in a bar: title, image, enabled, tag.
@preconcurrency @MainActor open class UIBarItem: AccessibleObject, NibConnectable, NibAwakening {
    open var title: String? { didSet { changed() } }
    open var image: UIImage? { didSet { changed() } }
    /// The image the large content viewer shows for the item (iOS 11; the item's image when nil).
    open var largeContentSizeImage: UIImage?
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    open var landscapeImagePhone: UIImage?
    open var isEnabled = true { didSet { changed() } }
    open var tag = 0
    /// A proxy's record, or the appearance settings the app made itself (`UIBarItem+Appearance`).
    var appearanceState: AppearanceState?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The title's font and colour (and other attributes) in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        appearanceDidCall("setTitleTextAttributes(_:for:) \(state.rawValue)") { ($0 as? UIBarItem)?.setTitleTextAttributes(attributes, for: state) }
        changed()
    }

    /// The attributes set for `state` (nil when none were set for exactly that state).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    public override init() { super.init() }

    /// Made from a nib or storyboard: the item reads what the file says (UIBarItem+Coding).
    public required init?(coder: NSCoder) {
        super.init()
        decodeBarItem(from: coder)
    }

    /// Reads every level's attributes again; subclasses add their own.
    func decodeAttributes(from coder: NSCoder) { decodeBarItem(from: coder) }

    // MARK: Interface Builder connections (NibConnectable); @IBConnectable overrides these.

    /// Sets the property named `key`, as key-value coding does on iOS: UIKit's own outlets
    /// (`view`, `delegate`…) here; a class's own through `@IBConnectable`.
    open func setValue(_ value: Any?, forKey key: String) {
        if !UIKitKeyValues.set(self, key, value) { setValue(value, forUndefinedKey: key) }
    }

    /// Sent to every object a nib or storyboard made, once all of the file's outlets and actions
    /// are connected. Call super.
    open func awakeFromNib() {}

    /// Reports UIKit's NSUnknownKeyException through `UIKitRuntime.failureHandler`.
    open func setValue(_ value: Any?, forUndefinedKey key: String) { NibValue.undefinedKey(self, key) }

    /// The action named by an Objective-C selector (`"switchViews:"`); `@IBConnectable` lists a class's own.
    open func nibAction(_ selector: String) -> ((Any?) -> Bool)? { nil }

    /// Tells the bar showing the item to redraw it.
    var onChange: (() -> Void)?
    func changed() {
        // Proxies' settings arrive as the item's view enters a window; that view then refreshes.
        guard appearanceState?.applying != true else { return }
        onChange?()
    }
}
