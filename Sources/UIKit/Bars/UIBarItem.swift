import Foundation

/// An item shown in a bar: title, image, enabled, tag.
@MainActor open class UIBarItem: NSObject {
    open var title: String? { didSet { changed() } }
    open var image: UIImage? { didSet { changed() } }
    open var landscapeImagePhone: UIImage?
    open var isEnabled = true { didSet { changed() } }
    open var tag = 0
    open var accessibilityLabel: String?

    public override init() { super.init() }

    /// Tells the bar showing the item to redraw it.
    var onChange: (() -> Void)?
    func changed() { onChange?() }
}
