import Foundation

extension UIWindowScene {
    /// What an app asks of a scene's geometry (`requestGeometryUpdate`).
    @preconcurrency @MainActor open class GeometryPreferences: NSObject {
        /// The orientations the interface should take on an iPhone or iPad.
        @preconcurrency @MainActor open class iOS: GeometryPreferences {
            open var interfaceOrientations: UIInterfaceOrientationMask

            public init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
                super.init()
            }

            public override convenience init() { self.init(interfaceOrientations: []) }
        }
    }

    /// The status bar over the scene.
    public var statusBarManager: UIStatusBarManager? { (device ?? UIKitEnvironment.current).statusBarManager }

    /// Turns the interface to one of the requested orientations that the controllers support (the
    /// device's own if it is one), as iOS 16 does. `errorHandler` hears UIKit's error
    /// (UISceneErrorDomain 101) when the controllers support none of them.
    public func requestGeometryUpdate(_ geometryPreferences: GeometryPreferences, errorHandler: ((Error) -> Void)? = nil) {
        guard let prefs = geometryPreferences as? GeometryPreferences.iOS else { return }
        if let message = (device ?? UIKitEnvironment.current).requestInterfaceOrientations(prefs.interfaceOrientations) {
            errorHandler?(NSError(domain: "UISceneErrorDomain", code: 101, userInfo: [NSLocalizedDescriptionKey: message]))
        }
    }
}
