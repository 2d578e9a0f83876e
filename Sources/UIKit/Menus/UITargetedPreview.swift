import Foundation

/// The view a context menu lifts (or drops back to), drawn with `parameters`, where `target` says.
@preconcurrency @MainActor open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public let target: UIPreviewTarget
    open var size: CGSize { view.bounds.size }

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// The view where it is: it must be in a window.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        let container = view.superview ?? view
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: view.center))
    }

    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }
}
