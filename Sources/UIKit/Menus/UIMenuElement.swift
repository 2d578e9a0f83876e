import Foundation

/// Something a menu can hold: an action or another menu.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    open var title: String
    open var image: UIImage?
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }

    public enum State: Int, Sendable { case off, on, mixed }
}
