import Foundation

/// The picture of an item under the finger during a drag.
@preconcurrency @MainActor open class UIDragPreview: NSObject {
    public let view: UIView
    public let parameters: UIDragPreviewParameters

    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    public convenience init(view: UIView) { self.init(view: view, parameters: UIDragPreviewParameters()) }
}
