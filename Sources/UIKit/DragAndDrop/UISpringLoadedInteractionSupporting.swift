/// A control that can open when a drag hovers over it (`isSpringLoaded`).
@preconcurrency @MainActor public protocol UISpringLoadedInteractionSupporting: AnyObject {
    var isSpringLoaded: Bool { get set }
}
