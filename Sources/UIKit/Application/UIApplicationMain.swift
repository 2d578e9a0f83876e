import Foundation
import QuartzCore

/// Creates the application and its delegate by class name and runs the app.
///
/// Linux has no Objective-C `alloc`/`init` by name: the delegate class (a `UIResponder`
/// subclass, as on iOS) is found by `NSClassFromString` and made with `init(coder:)`,
/// which every `UIResponder` subclass has.
@MainActor @discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    // OPENUIKIT_TRY=FOLDER: no window; the app is launched and tried headless (`TryOut`).
    let tryOut = TryOut.fromEnvironment()
    if tryOut == nil { LiveDevice.prepare() }
    let app = UIApplication.shared
    var delegate: UIApplicationDelegate?
    if let name = delegateClassName {
        guard let cls = NSClassFromString(name) as? UIResponder.Type else {
            UIKitRuntime.fail("Unable to instantiate the UIApplication delegate instance. No class named \(name) is loaded.")
            return 1
        }
        delegate = cls.init(coder: NSCoder()) as? UIApplicationDelegate
    }
    if let tryOut {
        // On the main queue, so that the app's main-actor tasks (`Task { … }` in `viewDidLoad`) run
        // between the try-out's steps, as they run between a live app's frames.
        Task { @MainActor in exit(await tryOut.run(launching: delegate)) }
        dispatchMain()
    }
    app.launch(with: delegate)
    // OPENUIKIT_RUN_SECONDS bounds a live run (smoke tests and CI); 0 runs a single frame.
    if let limit = ProcessInfo.processInfo.environment["OPENUIKIT_RUN_SECONDS"].flatMap(Double.init) {
        RunLoopDriver.runLive(until: MediaClock.now + limit)
    } else {
        RunLoopDriver.runLive()
    }
    // The window closed: the app goes to the background (its state saved, if it restores state) and quits.
    app.enterBackground()
    app.terminate()
    return 0
}
