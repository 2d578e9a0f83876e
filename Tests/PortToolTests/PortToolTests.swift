import Foundation
import Testing
import SwiftParser
@testable import UIKitPort

/// The fixture projects beside this file (Xcode projects written by hand in Xcode's format).
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
let fixtureNames = ["Greeter", "Groceries", "Palette", "Counter", "Notes", "Journal", "Bouncy", "Habits", "Phrasebook", "Avatar", "Workshop", "WhereAmI", "Reminder", "FaceLock", "SoundBoard", "PhotoFilter", "TiltMaze", "Plinko", "SpaceShooter"]

func project(_ name: String) -> URL { fixtures.appendingPathComponent("\(name)/\(name).xcodeproj") }

func temporaryFolder(_ name: String) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-\(name)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Every file under `root` with its bytes (paths relative to `root`).
func snapshotTree(_ root: URL) -> [String: Data] {
    var out: [String: Data] = [:]
    guard let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return out }
    for case let url as URL in e where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
        out[String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))] = try? Data(contentsOf: url)
    }
    return out
}

@Suite struct PortToolTests {
    @Test func theProjectFileIsReadToTargetsSourcesAndResources() throws {
        let p = try XcodeProject(contentsOf: project("Greeter"))
        let app = try #require(p.application)
        #expect(app.moduleName == "Greeter")
        #expect(app.sources.map(\.lastPathComponent) == ["AppDelegate.swift", "SceneDelegate.swift", "ViewController.swift"])
        #expect(app.resources.map { $0.pathComponents.suffix(2).joined(separator: "/") }
                == ["Base.lproj/Main.storyboard", "Base.lproj/LaunchScreen.storyboard"], "a variant group's Base file")
        #expect(app.infoPlist?.path.hasSuffix("Greeter/Greeter/Info.plist") == true)
        let tests = try #require(p.unitTests)
        #expect(tests.name == "GreeterTests" && tests.dependencies == ["Greeter"])
    }

    @Test func everySelectorFormIsRewrittenAndFormattingKept() throws {
        let out = temporaryFolder("greeter")
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try Porter().port(project: project("Greeter"), output: out)
        let vc = try String(contentsOf: out.appendingPathComponent("Sources/Greeter/ViewController.swift"), encoding: .utf8)
        for line in ["resetButton.addTarget(self, action: ViewController.reset(_:), for: .touchUpInside)",
                     "let tap = UITapGestureRecognizer(target: self, action: ViewController.backgroundTapped)",
                     "tap.addTarget(self, action: ViewController.countTap(_:))",
                     "UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: ViewController.refresh)",
                     "selector: ViewController.tick(_:), userInfo: nil, repeats: true)",
                     "perform(afterDelay: 2.0) { self.fadeGreeting(\"See you, \\(name)!\") }",
                     "UIApplication.shared.sendAction(ViewController.refresh, to: nil, from: sender, for: nil)",
                     "if action == Selector(ViewController.refresh) {",
                     "if action == Selector(\"copy:\") {",
                     "addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in",
                     "@IBConnectable\nclass ViewController: UIViewController {",
                     "    @Outlet var nameField: UITextField!",
                     "    @IBAction func greet(_ sender: Any) {",
                     "    func reset(_ sender: UIButton) {",
                     "    private func backgroundTapped() {"] {
            #expect(vc.contains(line), "\(line)")
        }
        #expect(!vc.contains("#selector(") && !vc.contains("@objc") && !vc.contains("weak var"))
        // Comments and the file header stay as written.
        #expect(vc.hasPrefix("//\n//  ViewController.swift\n//  Greeter\n//\n//  One screen, every way an iOS app names a method with #selector.\n"))
        #expect(vc.contains("        // A gesture recognizer, in its initializer and through addTarget.\n"))
        #expect(report.count(.selectorToMethodReference) == 6 && report.count(.performAfterDelay) == 1
                && report.count(.notificationObserver) == 1 && report.count(.selectorComparison) == 2)
        #expect(report.count(.outlet) == 3 && report.count(.ibConnectable) == 1 && report.count(.objcRemoved) == 7)
        #expect(report.problems.isEmpty)
        // Untouched files are copied as they are.
        let scene = try String(contentsOf: out.appendingPathComponent("Sources/Greeter/SceneDelegate.swift"), encoding: .utf8)
        #expect(scene == (try String(contentsOf: fixtures.appendingPathComponent("Greeter/Greeter/SceneDelegate.swift"), encoding: .utf8)))
        // Info.plist gets Xcode's build settings filled in.
        let plist = try String(contentsOf: out.appendingPathComponent("Sources/Greeter/Resources/Info.plist"), encoding: .utf8)
        #expect(plist.contains("<string>Greeter.SceneDelegate</string>") && !plist.contains("$("))
        // The deployment target, inherited from the project's settings, as Xcode writes it into the app.
        #expect(plist.contains("<key>MinimumOSVersion</key>\n\t<string>15.0</string>"))
        let parsed = try PropertyListSerialization.propertyList(from: Data(plist.utf8), format: nil) as? [String: Any]
        #expect(parsed?["MinimumOSVersion"] as? String == "15.0")
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".executableTarget(\n            name: \"Greeter\"") && manifest.contains(".testTarget(\n            name: \"GreeterTests\""))
    }

    @Test func swift4NamesAreRenamed() throws {
        let out = temporaryFolder("notes")
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try Porter().port(project: project("Notes"), output: out)
        let vc = try String(contentsOf: out.appendingPathComponent("Sources/Notes/ComposeViewController.swift"), encoding: .utf8)
        for line in ["let saveButton = UIButton(type: UIButton.ButtonType.system)",
                     "view.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)",
                     "let attributes: [NSAttributedString.Key: Any] = [",
                     "UIFont.preferredFont(forTextStyle: UIFont.TextStyle.headline)",
                     "saveButton.setTitle(\"Save\", for: UIControl.State.normal)",
                     "for: UIControl.Event.touchUpInside)",
                     "        addChild(banner)\n",
                     "banner.didMove(toParent: self)",
                     "view.bringSubviewToFront(field)",
                     "addObserver(forName: UIResponder.keyboardWillShowNotification,",
                     "addObserver(forName: UIResponder.keyboardWillHideNotification,",
                     "let frame = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue"] {
            #expect(vc.contains(line), "\(line)")
        }
        let banner = try String(contentsOf: out.appendingPathComponent("Sources/Notes/BannerViewController.swift"), encoding: .utf8)
        #expect(banner.contains("override func didMove(toParent parent: UIViewController?) {")
                && banner.contains("super.didMove(toParent: parent)"))
        let app = try String(contentsOf: out.appendingPathComponent("Sources/Notes/AppDelegate.swift"), encoding: .utf8)
        #expect(app.contains("@main\nclass AppDelegate") && app.contains("[UIApplication.LaunchOptionsKey: Any]?"))
        let tests = try String(contentsOf: out.appendingPathComponent("Tests/NotesTests/NotesTests.swift"), encoding: .utf8)
        #expect(tests.contains("import XCTest\nimport UIKit\n") && tests.contains("    @MainActor\n    func testTheBannerIsAChild() async {")
                && tests.contains("vc.children.count"))
        #expect(report.count(.swift5Rename) >= 15 && report.count(.nsValueCast) == 1 && report.problems.isEmpty)
    }

    @Test func aSwift4ProjectFromXcode9IsRewritten() throws {
        let out = temporaryFolder("journal")
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try Porter().port(project: project("Journal"), output: out)
        #expect(report.problems.isEmpty, "\(report.problems)")
        func file(_ name: String) throws -> String {
            try String(contentsOf: out.appendingPathComponent("Sources/Journal/\(name)"), encoding: .utf8)
        }
        let app = try file("AppDelegate.swift"), compose = try file("ComposeViewController.swift")
        let entries = try file("EntriesViewController.swift"), values = try file("ClassValues.swift")
        let cell = try file("BadgeCell.swift"), store = try file("Store.swift")
        // A selector observer whose method takes NSNotification gets one.
        #expect(app.contains("self?.didBecomeActive(note as NSNotification)") && app.contains("forName: UIApplication.didBecomeActiveNotification"))
        #expect(app.contains("notification.name == UIApplication.didBecomeActiveNotification"))
        #expect(compose.contains("self?.textChanged(note as NSNotification)") && compose.contains("UITextField.textDidChangeNotification"))
        // Swift 4.2's renames, `characters`, #keyPath and NSStringFromSelector.
        #expect(entries.contains("URL(string: UIApplication.openSettingsURLString)!") && entries.contains("\\(text.count) characters"))
        #expect(compose.contains("text.count > 0") && compose.contains("saveButton.layer.setValue(0.9, forKey: \"opacity\")")
                && compose.contains("CABasicAnimation(keyPath: \"opacity\")")
                && compose.contains("override var childForStatusBarStyle: UIViewController? {") && compose.contains("let saveActionName = \"save:\""))
        // Objects from class values; the cell's required initializer.
        #expect(values.contains("uikitPortMake(viewClass, frame: CGRect(x: 0, y: 0, width: 10, height: 1))")
                && values.contains("return uikitPortMake(T.self)") && values.contains("uikitPortMake(controllerType, nibName: nil, bundle: nil)"))
        let factory = try file("UIKitPortClassValues.swift")
        #expect(factory.contains("if type == Divider.self { return Divider(frame: frame) as! T }")
                && factory.contains("if type == Stamp.self { return Stamp(frame: frame) as! T }")
                && !factory.contains("Ribbon(frame:"), "Ribbon has only its own initializer: made from a class value it traps, as on iOS")
        // A generic helper's `T()` makes UIKit's value classes too (a paragraph style, a shadow, a layer).
        #expect(factory.contains("if type == NSMutableParagraphStyle.self { return NSMutableParagraphStyle() as! T }")
                && factory.contains("if type == NSShadow.self { return NSShadow() as! T }") && factory.contains("if type == CAGradientLayer.self {"))
        // Formatters, animations and recognizers too, when the app names them (and only then).
        #expect(factory.contains("if type == DateFormatter.self { return DateFormatter() as! T }")
                && factory.contains("if type == CABasicAnimation.self {") && factory.contains("if type == UITapGestureRecognizer.self {")
                && !factory.contains("OperationQueue"))
        #expect(cell.contains("""

                required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    fatalError("Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class '\\(String(reflecting: BadgeCell.self))'")
                }
            }
            """))
        // The bridging header's SQLite, as a system library target.
        #expect(store.contains("import Foundation\nimport CSQLite\n"))
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".systemLibrary(name: \"CSQLite\"") && manifest.contains("\"CSQLite\"]"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Sources/CSQLite/module.modulemap").path))
        for rule in [PortRule.swiftLanguageMode, .sqliteBridgingHeader, .keyPathString, .requiredInitializer] {
            #expect(report.count(rule) >= 1, "\(rule)")
        }
        #expect(report.count(.classValueInitializer) == 4)
        // Frameworks beside UIKit: os.log is one module here, and the package depends on each used.
        #expect(compose.contains("import AudioToolbox\nimport MobileCoreServices\nimport os\n"))
        for framework in ["AudioToolbox", "MobileCoreServices", "os"] {
            #expect(manifest.contains(".product(name: \"\(framework)\", package:"), "\(framework)")
        }
        #expect(!manifest.contains("UniformTypeIdentifiers"))
        // The app's Bundle.main is its resources, where Saved.caf and the Info.plist are.
        #expect(compose.contains("Bundle.module.url(forResource: \"Saved\", withExtension: \"caf\")")
                && compose.contains("OSLog(subsystem: Bundle.module.bundleIdentifier"))
        #expect(report.count(.osSubmoduleImport) == 1 && report.count(.mainBundle) == 2)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Sources/Journal/Resources/Saved.caf").path))
    }

    @Test func coreImageAndItsBuiltinsSubmoduleArePortedAsOneModule() throws {
        let source = """
            import UIKit
            import CoreImage
            import CoreImage.CIFilterBuiltins
            """
        let tree = Parser.parse(source: source)
        var index = ModuleIndex()
        index.add(tree)
        let rewriter = SourceRewriter(index: index, tree: tree, original: source, file: "Filters.swift")
        let ported = rewriter.rewrite(tree).description
        #expect(ported == "import UIKit\nimport CoreImage\nimport CoreImage", "\(ported)")
        #expect(rewriter.problems.isEmpty && rewriter.importedFrameworks == ["CoreImage"])
    }

    @Test func frameworksLinuxCannotHaveAreReportedWithWhatToDo() throws {
        let source = """
            import UIKit
            import MessageUI
            import MapKit
            import os.signpost
            import CoreBluetooth
            import CoreLocation
            import UserNotifications

            class Browser: UIViewController {
                let web = UIView()
                func bundleOf() -> Bundle { return Bundle(for: type(of: self)) }
            }
            """
        let tree = Parser.parse(source: source)
        var index = ModuleIndex()
        index.add(tree)
        let rewriter = SourceRewriter(index: index, tree: tree, original: source, file: "Browser.swift")
        let ported = rewriter.rewrite(tree).description
        #expect(rewriter.problems.map(\.line) == [2, 3, 5])
        #expect(rewriter.problems[0].reason.contains("mail") && rewriter.problems[0].advice.contains("UIApplication.shared.open"))
        #expect(rewriter.problems[1].reason.contains("MapKit"))
        #expect(rewriter.problems[2].reason == "CoreBluetooth is an iOS framework OpenUIKit does not provide")
        #expect(ported.contains("import os\n") && rewriter.importedFrameworks == ["os", "CoreLocation", "UserNotifications"])
        #expect(ported.contains("return Bundle(for: type(of: self))"), "a test or library file keeps Bundle(for:)")
    }

    @Test func gameplayKitIsKeptAndBecomesAProductDependency() throws {
        let source = """
            import UIKit
            import GameplayKit

            class GameViewController: UIViewController {
                let strategist = GKMinmaxStrategist()
            }
            """
        let tree = Parser.parse(source: source)
        var index = ModuleIndex()
        index.add(tree)
        let rewriter = SourceRewriter(index: index, tree: tree, original: source, file: "GameViewController.swift")
        let ported = rewriter.rewrite(tree).description
        #expect(rewriter.problems.isEmpty && rewriter.importedFrameworks == ["GameplayKit"])
        #expect(ported.contains("import GameplayKit\n"))
        let manifest = PackageManifest(name: "Game", module: "Game", openUIKit: .path("../OpenUIKit"), identity: "openuikit",
                                       hasResources: false, testModule: "GameTests", usesSnapshotTesting: false,
                                       frameworks: Array(rewriter.importedFrameworks))
        #expect(manifest.text.contains("dependencies: [.product(name: \"UIKit\", package: \"openuikit\"), .product(name: \"GameplayKit\", package: \"openuikit\")]"))
    }

    @Test func aTraitRegistrationBySelectorBecomesATargetAndMethodReference() throws {
        let source = """
            import UIKit

            class Themed: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    registerForTraitChanges([UITraitUserInterfaceStyle.self], action: #selector(styleChanged))
                }
                @objc func styleChanged() {}
            }
            """
        let tree = Parser.parse(source: source)
        var index = ModuleIndex()
        index.add(tree)
        let rewriter = SourceRewriter(index: index, tree: tree, original: source, file: "Themed.swift")
        let ported = rewriter.rewrite(tree).description
        #expect(ported.contains("registerForTraitChanges([UITraitUserInterfaceStyle.self], target: self, action: Themed.styleChanged)"), "\(ported)")
        #expect(!ported.contains("#selector") && rewriter.problems.isEmpty)
    }

    @Test func collectionCellsGetTheirRequiredInitializerAndSwift4NamesTheirNewOnes() throws {
        let source = """
            import UIKit

            class PhotoCell: UICollectionViewCell {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                }
                required init?(coder aDecoder: NSCoder) { fatalError() }
            }

            class BadgeView: UICollectionReusableView {
                init(color: UIColor) {
                    super.init(frame: .zero)
                }
                required init?(coder aDecoder: NSCoder) { fatalError() }
            }

            class Grid: UICollectionViewController {
                func header() -> String { return UICollectionElementKindSectionHeader }
                func estimate(_ l: UICollectionViewFlowLayout) { l.estimatedItemSize = UICollectionViewFlowLayoutAutomaticSize }
                func go(_ p: UICollectionViewScrollPosition) {}
            }
            """
        let tree = Parser.parse(source: source)
        var index = ModuleIndex()
        index.add(tree)
        let rewriter = SourceRewriter(index: index, tree: tree, original: source, file: "Grid.swift")
        let ported = rewriter.rewrite(tree).description
        #expect(ported.contains("    required init(frame: CGRect) {\n        super.init(frame: frame)"))
        #expect(ported.contains("required init(frame: CGRect) {\n        fatalError(\"Use of unimplemented initializer 'init(frame:)' for class '\\(String(reflecting: BadgeView.self))'\")"))
        #expect(ported.contains("return UICollectionView.elementKindSectionHeader"))
        #expect(ported.contains("l.estimatedItemSize = UICollectionViewFlowLayout.automaticSize"))
        #expect(ported.contains("func go(_ p: UICollectionView.ScrollPosition)"))
        #expect(rewriter.counts[.requiredInitializer] == 2)
    }

    @Test func portedLinesMapBackToTheOriginal() {
        let original = "import UIKit\nclass A: UIView {\n    @IBOutlet weak var x: UILabel!\n    func f() {\n        bad()\n    }\n}\n"
        let ported = "import UIKit\n@IBConnectable\nclass A: UIView {\n    @Outlet var x: UILabel!\n    func f() {\n        bad()\n    }\n}\n"
        let map = SourceMapping(original: "A.swift", originalText: original, portedText: ported)
        #expect(map.originalLine(6) == 5, "the unchanged call, one line lower in the port")
        #expect(map.originalLine(4) == 3, "a rewritten line maps to where it was")
        #expect(map.originalLine(1) == 1)
        let errors = PortCheck.errors(in: """
            [3/9] Compiling App A.swift
            /tmp/pkg/Sources/App/A.swift:6:9: error: cannot find 'bad' in scope
            /tmp/pkg/Sources/App/A.swift:6:9: note: did you mean 'bag'?
            """, package: URL(fileURLWithPath: "/tmp/pkg"))
        #expect(errors == [PortCheck.CompilerError(file: "Sources/App/A.swift", line: 6, message: "cannot find 'bad' in scope")])
    }

    @Test func everyXCTestMethodRunsOnTheMainActor() throws {
        for name in ["Counter", "Greeter", "Groceries"] {
            let out = temporaryFolder(name)
            defer { try? FileManager.default.removeItem(at: out) }
            let report = try Porter().port(project: project(name), output: out)
            var tests = try String(contentsOf: out.appendingPathComponent("Tests/\(name)Tests/\(name)Tests.swift"), encoding: .utf8)
            tests += (try? String(contentsOf: out.appendingPathComponent("Tests/\(name)UITests/\(name)UITests.swift"), encoding: .utf8)) ?? ""
            let plain = tests.components(separatedBy: "\n").filter { $0.contains("func test") && !$0.contains("async") }
            #expect(plain.isEmpty, "\(name): \(plain)")
            #expect(report.count(.mainActorTest) == tests.components(separatedBy: "@MainActor\n    func test").count - 1)
        }
    }

    @Test func aUITestTargetIsPortedWithItsAppRegistered() throws {
        let out = temporaryFolder("groceries-ui")
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try Porter().port(project: project("Groceries"), output: out)
        #expect(report.problems.isEmpty, "\(report.problems)")
        let original = try String(contentsOf: fixtures.appendingPathComponent("Groceries/GroceriesUITests/GroceriesUITests.swift"), encoding: .utf8)
        let ported = try String(contentsOf: out.appendingPathComponent("Tests/GroceriesUITests/GroceriesUITests.swift"), encoding: .utf8)
        // XCTest brings XCUITest's API (and UIKit) on iOS; the rest is as written, test methods on the main actor.
        let expected = original.replacingOccurrences(of: "import XCTest\n", with: "import XCTest\nimport UIKit\nimport XCUIAutomation\n")
            .replacingOccurrences(of: "    func test", with: "    @MainActor\n    func test")
            .replacingOccurrences(of: #"func (test\w+)\(\) \{"#, with: "func $1() async {", options: .regularExpression)
            .replacingOccurrences(of: "NSPredicate(format:", with: "NSPredicate(elementFormat:")
        #expect(ported == expected)
        #expect(report.count(.uiTestImport) == 1 && report.count(.uiTestApp) == 1 && report.count(.elementPredicate) == 1)
        // The app reads what the UI test launched it with.
        let list = try String(contentsOf: out.appendingPathComponent("Sources/Groceries/ListViewController.swift"), encoding: .utf8)
        #expect(list.contains("if ProcessInfo.processInfo.launchArguments.contains(\"-StartEmpty\")") && report.count(.launchArguments) == 1)

        // Xcode's Target Application: the app's delegate, bundle identifier and Info.plist, registered
        // through the hook XCUIAutomation calls before the first launch.
        let registration = try String(contentsOf: out.appendingPathComponent("Tests/GroceriesUITests/UIKitPortUITestApp.swift"), encoding: .utf8)
        #expect(registration.contains("@testable import Groceries") && registration.contains("@_cdecl(\"openuikit_register_ui_test_apps\")"))
        #expect(registration.contains("XCUIApplication.registerApp(delegate: AppDelegate.self, bundleIdentifier: \"org.example.Groceries\""))
        #expect(registration.contains("infoPlist: Bundle.module.bundleURL.appendingPathComponent(\"Resources/Info.plist\")"))
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("name: \"GroceriesUITests\"") && manifest.contains(".product(name: \"XCUIAutomation\""))
        #expect(manifest.components(separatedBy: ".testTarget(").count == 3, "the unit tests and the UI tests")
    }

    @Test func theAppDelegateIsTheClassConformingToUIApplicationDelegate() {
        let porter = Porter()
        let files = ["class Helper: NSObject {}\nclass Other: UIResponder, UIApplicationDelegate {}",
                     "@UIApplicationMain\nclass MyAppDelegate: UIResponder, UIKit.UIApplicationDelegate {}"].map { Parser.parse(source: $0) }
        #expect(porter.appDelegateClass(in: files) == "MyAppDelegate", "the one marked as the app's entry point")
        #expect(porter.appDelegateClass(in: [Parser.parse(source: "class AppDel: UIResponder {}\nextension AppDel: UIApplicationDelegate {}")]) == "AppDel")
        #expect(porter.appDelegateClass(in: [Parser.parse(source: "class A {}")]) == nil)
    }

    @Test func whatCannotBePortedIsReportedWithFileAndLine() throws {
        let out = temporaryFolder("legacy")
        defer { try? FileManager.default.removeItem(at: out) }
        let report = try Porter().port(project: project("Legacy"), output: out)
        let found = report.problems.map { "\($0.file):\($0.line)" }
        #expect(found == ["Legacy.xcodeproj/project.pbxproj:0", "Legacy/AppDelegate.swift:2", "Legacy/Helpers.m:0", "Legacy/OldPanel.xib:2",
                          "Legacy/Settings.swift:4", "Legacy/Settings.swift:12", "Legacy/Settings.swift:17"],
                "value(forKey:) at Settings.swift:11 ports: OpenUIKit has key-value coding")
        let text = report.description
        for reason in ["bridging header", "Core Data", "NSClassFromString", "optional protocol requirement",
                       "getter:/setter:", "not Swift", "archive-format Interface Builder file"] {
            #expect(text.contains(reason), "\(reason)")
        }
        #expect(report.problems.allSatisfy { !$0.advice.isEmpty })
        let written = try String(contentsOf: out.appendingPathComponent("PORTING-REPORT.md"), encoding: .utf8)
        #expect(written == text)
    }

    @Test func portingTwiceWritesTheSameFilesAndNeverTouchesTheProject() throws {
        for name in fixtureNames {
            let original = snapshotTree(fixtures.appendingPathComponent(name))
            let out = temporaryFolder(name)
            defer { try? FileManager.default.removeItem(at: out) }
            _ = try Porter().port(project: project(name), output: out)
            let first = snapshotTree(out)
            let dates = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("Package.swift").path)[.modificationDate] as? Date
            _ = try Porter().port(project: project(name), output: out)
            #expect(snapshotTree(out) == first, "\(name): the second port writes the same bytes")
            let again = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("Package.swift").path)[.modificationDate] as? Date
            #expect(dates == again, "\(name): unchanged files are not rewritten (builds stay incremental)")
            #expect(snapshotTree(fixtures.appendingPathComponent(name)) == original, "\(name): the project is only read")
            #expect(first.keys.contains("Package.swift") && first.keys.contains("PORTING-REPORT.md"))
        }
    }

    @Test func openUIKitByPathOrByURL() throws {
        let out = temporaryFolder("url")
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try Porter(openUIKit: .url("https://github.com/example/OpenUIKit.git", from: "1.0.0")).port(project: project("Counter"), output: out)
        let byURL = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(byURL.contains(".package(url: \"https://github.com/example/OpenUIKit.git\", from: \"1.0.0\")")
                && byURL.contains(".product(name: \"UIKit\", package: \"openuikit\")"))
        let beside = fixtures.appendingPathComponent("Counter-Linux-test")
        defer { try? FileManager.default.removeItem(at: beside) }
        _ = try Porter(openUIKit: .path("/work/OpenUIKit")).port(project: project("Counter"), output: beside)
        let byPath = try String(contentsOf: beside.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(byPath.contains(".package(path: \"") && byPath.contains("package: \"openuikit\""), "a relative path, the checkout's name as identity")
    }

    @Test func theDefaultOutputIsBesideTheProjectAndNeverInsideIt() throws {
        #expect(Porter.defaultOutput(for: URL(fileURLWithPath: "/a/b/App.xcodeproj")).path == "/a/b/App-Linux")
        #expect(throws: PortError.outputInsideProject(output: fixtures.appendingPathComponent("Greeter").path)) {
            try Porter().port(project: project("Greeter"), output: fixtures.appendingPathComponent("Greeter"))
        }
    }

    @Test func xcode16SynchronizedFoldersAreRead() throws {
        let root = temporaryFolder("synced")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("Synced")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Views"), withIntermediateDirectories: true)
        try "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n".write(to: app.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\nclass V: UIView {}\n".write(to: app.appendingPathComponent("Views/V.swift"), atomically: true, encoding: .utf8)
        try "<document/>".write(to: app.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let project = root.appendingPathComponent("Synced.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tAAAA /* Synced */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Synced; sourceTree = "<group>"; };
        \t\tBBBB = {isa = PBXGroup; children = (AAAA /* Synced */, ); sourceTree = "<group>"; };
        \t\tCCCC /* Synced */ = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (AAAA /* Synced */, ); name = Synced; productType = "com.apple.product-type.application"; };
        \t\tDDDD /* Project object */ = {isa = PBXProject; mainGroup = BBBB; targets = (CCCC /* Synced */, ); };
        \t};
        \trootObject = DDDD /* Project object */;
        }
        """.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let target = try #require(try XcodeProject(contentsOf: project).application)
        #expect(target.sources.map(\.lastPathComponent) == ["AppDelegate.swift", "V.swift"])
        #expect(target.resources.map(\.lastPathComponent) == ["Main.storyboard"])
    }

    @Test func aNewAppComesFromTheTemplate() throws {
        let out = temporaryFolder("new").appendingPathComponent("Hello")
        defer { try? FileManager.default.removeItem(at: out.deletingLastPathComponent()) }
        let written = try AppTemplate().write(name: "Hello", to: out)
        let files = snapshotTree(written)
        #expect(Set(files.keys).isSuperset(of: ["Package.swift", "Sources/Hello/AppDelegate.swift", "Sources/Hello/ViewController.swift",
                                                "Tests/HelloTests/AppTests.swift"]))
        let manifest = String(decoding: try #require(files["Package.swift"]), as: UTF8.self)
        #expect(manifest.contains("name: \"Hello\"") && !["__NAME__", "__OPENUIKIT_PACKAGE__", "__IDENTITY__"].contains { manifest.contains($0) }, "every placeholder is filled in")
        #expect(manifest.contains(".package(path: \""), "OpenUIKit by a path relative to the app")
        let byURL = try AppTemplate().write(name: "Remote", to: out.deletingLastPathComponent().appendingPathComponent("Remote"),
                                            openUIKit: .url("https://github.com/example/OpenUIKit.git", from: "1.0.0"))
        let remote = try String(contentsOf: byURL.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(remote.contains(".package(url: \"https://github.com/example/OpenUIKit.git\", from: \"1.0.0\")")
                && remote.contains("package: \"openuikit\""), "or by URL")
        #expect(throws: PortError.outputExists(output: written.path)) { try AppTemplate().write(name: "Hello", to: out) }
        #expect(throws: PortError.invalidAppName("9Lives")) { try AppTemplate().write(name: "9Lives", to: out) }
        #expect(throws: PortError.invalidAppName("My App")) { try AppTemplate().write(name: "My App", to: out) }
    }

    @Test func aMalformedProjectFileNamesTheFileAndTheLine() throws {
        let dir = temporaryFolder("broken").appendingPathComponent("Broken.xcodeproj")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
        let text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tA = {isa = PBXProject; targets = (B, ;\n\t};\n}\n"
        try text.write(to: dir.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        do {
            _ = try Porter().port(project: dir)
            Issue.record("a malformed project must not port")
        } catch let error as PortError {
            let message = "\(error)"
            #expect(message.hasPrefix("Broken.xcodeproj/project.pbxproj: not a valid Xcode project file:"), "\(message)")
            #expect(message.contains("line 5"), "\(message)")
        }
        // A folder with no project file at all says so.
        #expect(throws: PortError.self) { try Porter().port(project: dir.deletingLastPathComponent().appendingPathComponent("None.xcodeproj")) }
    }
}
