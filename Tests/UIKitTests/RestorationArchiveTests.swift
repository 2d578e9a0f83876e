import Foundation
import Testing
import UIKit
import UIKitTesting

/// A controller restored by path whose registered object comes back through the archive too, and
/// an app delegate that keeps a reference to the controller in its own archive, as books' page
/// controller apps do.
final class PageHolder: UIViewController {
    let thing = Thing()
    var decodedThing: AnyObject?
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(thing, forKey: "mything")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        decodedThing = coder.decodeObject(forKey: "mything") as AnyObject?
    }
}

@MainActor @Suite(.serialized) struct RestorationArchiveTests {
    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let page = PageHolder()
        var decodedPage: PageHolder?
        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            page.restorationIdentifier = "page"
            UIApplication.registerObject(forStateRestoration: page.thing, restorationIdentifier: "thing")
            window = UIWindow()
            window?.rootViewController = page
            window?.makeKeyAndVisible()
            return true
        }
        func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
        func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
            coder.encode(page, forKey: "page")
        }
        func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
            decodedPage = coder.decodeObject(of: PageHolder.self, forKey: "page")
        }
    }

    @Test func controllersAndRegisteredObjectsInAnArchiveComeBackAsTheLiveOnes() {
        let sim = Simulator(device: .iPhone15)
        let first = AppDelegate()
        sim.launch(first)
        first.page.thing.word = "Manny"
        sim.terminate()
        let second = AppDelegate()
        sim.launch(second)
        #expect(second.decodedPage === second.page, "the app delegate's archive gives back the restored controller")
        #expect(second.page.decodedThing === second.page.thing && second.page.thing.word == "Manny",
                "the controller's archive gives back the registered object, restored")
    }
}
