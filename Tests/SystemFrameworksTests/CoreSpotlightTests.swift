import Testing
import UIKit
import UIKitTesting
import CoreSpotlight
import UniformTypeIdentifiers

// A notes app that puts its notes in Spotlight, as an iOS 9+ chapter does: indexed, found by a
// search on the device, opened into the app through the continued user activity.

@MainActor @Suite struct CoreSpotlightTests {
    final class NotesDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let label = UILabel()
        let notes = ["n1": "Groceries: milk, eggs, bread", "n2": "Grocery budget for May", "n3": "Call the plumber"]

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let controller = UIViewController()
            controller.view.backgroundColor = .systemBackground
            label.frame = CGRect(x: 20, y: 200, width: 350, height: 30)
            controller.view.addSubview(label)
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = controller
            window?.makeKeyAndVisible()
            let items = notes.sorted { $0.key < $1.key }.map { id, text in
                let attributes = CSSearchableItemAttributeSet(contentType: .text)
                attributes.title = String(text.prefix { $0 != ":" })
                attributes.contentDescription = text
                attributes.keywords = ["note"]
                return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: "notes", attributeSet: attributes)
            }
            CSSearchableIndex.default().indexSearchableItems(items) { error in
                if let error { self.label.text = "Indexing failed: \(error)" }
            }
            return true
        }

        func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                         restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
            guard userActivity.activityType == CSSearchableItemActionType,
                  let id = userActivity.userInfo?[CSSearchableItemActivityIdentifier] as? String else { return false }
            label.text = notes[id]
            return true
        }
    }

    @Test func notesAreFoundInSpotlightAndOpenTheApp() throws {
        let sim = Simulator(device: .iPhone15)
        let app = NotesDelegate()
        sim.launch(app, infoPlist: nil, searchesResources: false)
        sim.settle()
        #expect(sim.searchSpotlight("groc") == ["Groceries", "Grocery budget for May"])
        #expect(sim.searchSpotlight("groceries milk") == ["Groceries"], "every word must match")
        #expect(sim.searchSpotlight("PLUMBER") == ["Call the plumber"])
        #expect(sim.openSpotlightResult("Grocery budget for May", searching: "budget"))
        #expect(app.label.text == "Grocery budget for May" && sim.view(withText: "Grocery budget for May") != nil)

        CSSearchableIndex.default().deleteSearchableItems(withIdentifiers: ["n1"])
        #expect(sim.searchSpotlight("groc") == ["Grocery budget for May"])
        CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: ["notes"])
        #expect(sim.searchSpotlight("note").isEmpty)
        #expect(Simulator(device: .iPhone15).searchSpotlight("groc").isEmpty, "another device has its own index")
    }
}
