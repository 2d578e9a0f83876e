/// The porting guide's rules, as the report counts them.
public enum PortRule: String, CaseIterable, Sendable {
    case selectorToMethodReference = "#selector → method reference (target-action, gestures, bar items, timers)"
    case selectorComparison = "#selector → Selector(Type.method) in comparisons"
    case performAfterDelay = "perform(_:with:afterDelay:) → perform(afterDelay:) { … }"
    case notificationObserver = "addObserver(_:selector:name:object:) → block observer"
    case objcRemoved = "@objc / @objcMembers / dynamic removed"
    case outlet = "@IBOutlet → @Outlet"
    case ibConnectable = "@IBConnectable added to a class Interface Builder connects to"
    case applicationMain = "@UIApplicationMain → @main"
    case nsValueCast = "as CGRect/CGPoint/CGSize → NSValue form"
    case swift5Rename = "Swift 4 → 5 renames"
    case requiredInitializer = "cell initializer made required"
    case mainActorTest = "XCTest methods made @MainActor async (UIKit is main-actor isolated)"
    case testImport = "import UIKit added to tests (XCTest imports it on iOS)"
    case snapshotImport = "import UIKitSnapshotTesting added beside SnapshotTesting"
}
