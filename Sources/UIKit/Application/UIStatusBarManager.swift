import Foundation

/// What the status bar over a window scene is doing now: its frame, whether it shows, its style.
@preconcurrency @MainActor open class UIStatusBarManager: NSObject {
    private unowned let environment: UIKitEnvironment

    init(environment: UIKitEnvironment) {
        self.environment = environment
        super.init()
    }

    /// The bar's frame in screen coordinates; empty while it is hidden.
    open var statusBarFrame: CGRect {
        isStatusBarHidden ? .zero : CGRect(x: 0, y: 0, width: environment.screen.bounds.width, height: environment.screen.profile.statusBarHeight)
    }
    open var isStatusBarHidden: Bool { !environment.screen.statusBarShown }
    open var statusBarStyle: UIStatusBarStyle { environment.statusBarStyle }
}
