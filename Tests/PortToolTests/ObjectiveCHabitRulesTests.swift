import Foundation
import SwiftParser
import Testing
@testable import UIKitPort

/// The port's rules for Objective-C habits, on small sources: overrides moved out of extensions,
/// optional requirements called as such, `AnyObject` lookups, selectors performed and asked about,
/// and a layer's `init()`.
@Suite struct ObjectiveCHabitRulesTests {
    func port(_ source: String, file: String = "App.swift") -> (text: String, rewriter: SourceRewriter) {
        let tree = Parser.parse(source: source)
        var index = ModuleIndex()
        index.add(tree)
        let rewriter = SourceRewriter(index: index, tree: tree, original: source, file: file)
        return (rewriter.rewrite(tree).description, rewriter)
    }

    @Test func charactersIsTheStringOnlyInSwift3And4Code() {
        let source = "import UIKit\nfunc f(a: AttributedString, s: String) -> Int { String(a.characters).count + s.characters.count }\n"
        let tree = Parser.parse(source: source)
        var index = ModuleIndex()
        index.add(tree)
        let swift4 = SourceRewriter(index: index, tree: tree, original: source, file: "A.swift").rewrite(tree).description
        #expect(swift4.contains("String(a).count + s.count"), "Swift 4: `.characters` is the string (the rule cannot tell types)")
        let rewriter = SourceRewriter(index: index, tree: tree, original: source, file: "A.swift")
        rewriter.rewritesStringCharacters = false
        let swift5 = rewriter.rewrite(tree).description
        #expect(swift5.contains("String(a.characters).count + s.characters.count"), "Swift 5: another type's characters, left alone")
    }

    @Test func anObjCProtocolStaysClassBound() {
        let source = """
        import UIKit
        @objc protocol Dummy {
            func dummy(_ sender: Any?)
        }
        @objc protocol Picky: NSObjectProtocol {}
        @objc protocol Named: Equatable {}
        protocol Plain {}
        class Field: UITextField {
            func wire() { addTarget(nil, action: #selector(Dummy.dummy), for: .editingDidEndOnExit) }
        }
        """
        let (text, rewriter) = port(source)
        #expect(text.contains("protocol Dummy: AnyObject {\n    func dummy(_ sender: Any?)"), "\(text)")
        #expect(text.contains("protocol Picky: NSObjectProtocol {}") && text.contains("protocol Named: Equatable, AnyObject {}")
                && text.contains("protocol Plain {}"), "\(text)")
        #expect(text.contains("addTarget(nil, action: Dummy.dummy, for: .editingDidEndOnExit)"), "\(text)")
        #expect(rewriter.counts[.objcProtocolClassBound] == 2)
    }

    @Test func overridesInExtensionsMoveIntoTheirClass() throws {
        let a = URL(fileURLWithPath: "/p/Master.swift"), b = URL(fileURLWithPath: "/p/Master+Data.swift")
        let texts = [
            a: "import UIKit\n\nclass Master: UITableViewController {\n    func helper() {}\n}\n\nclass Base: UIView {}\n\nclass Sub: Base {\n    override func shape() -> Int { 2 }\n}\n",
            b: "import UIKit\n\nextension Master {\n    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {\n        return 3\n    }\n    func plain() {}\n}\n\nextension Base {\n    @objc func shape() -> Int { 1 }\n}\n\nextension UITraitCollection {\n    open override var description: String { \"t\" }\n}\n",
        ]
        let result = ExtensionOverrideHoister.hoist(texts)
        let master = try #require(result.texts[a]), data = try #require(result.texts[b])
        #expect(master.contains("class Master: UITableViewController {\n    func helper() {}\n\n    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int"), "\(master)")
        #expect(master.contains("class Base: UIView {") && master.contains("@objc func shape() -> Int { 1 }"), "a member a subclass overrides moves too:\n\(master)")
        #expect(!data.contains("numberOfRowsInSection") && data.contains("func plain() {}"), "\(data)")
        #expect(data.contains("#if false // uikit-port: overrides UITraitCollection from an extension"), "\(data)")
        #expect(result.moves.filter { $0.movedTo != nil }.count == 2 && result.moves.filter { $0.movedTo == nil }.count == 1)
        // Both files still parse.
        for text in [master, data] { #expect(!Parser.parse(source: text).hasError) }
    }

    /// A member moved into its class in another file keeps reaching the private helpers of the
    /// file it came from (SnapKit's `LayoutConstraint.description`, in Debugging.swift, calls them).
    @Test func aMovedMemberStillReachesItsFilesPrivateHelpers() throws {
        let a = URL(fileURLWithPath: "/p/LayoutConstraint.swift"), b = URL(fileURLWithPath: "/p/Debugging.swift")
        let texts = [
            a: "import UIKit\n\npublic class LayoutConstraint: NSLayoutConstraint {}\n",
            b: """
            import UIKit

            public extension LayoutConstraint {
                override var description: String { "<" + describe(self) + kind(of: self) + mark + ">" }
                private var mark: String { "!" }
                private func unused() {}
            }

            private func describe(_ object: AnyObject) -> String { "\\(object)" }
            fileprivate func kind(of object: AnyObject) -> String { String(describing: type(of: object)) }
            private let tick = 1
            private(set) var count = 0
            private func stays() {}

            """,
        ]
        let result = ExtensionOverrideHoister.hoist(texts)
        let moved = try #require(result.texts[a]), rest = try #require(result.texts[b])
        #expect(moved.contains("public override var description: String {"), "\(moved)")
        #expect(rest.contains("\nfunc describe(_ object: AnyObject)") && rest.contains("\nfunc kind(of object: AnyObject)"), "\(rest)")
        #expect(rest.contains("    var mark: String { \"!\" }"), "the extension's own private member it uses: \(rest)")
        #expect(rest.contains("private func unused()") && rest.contains("private func stays()") && rest.contains("private let tick = 1")
                && rest.contains("private(set) var count"), "what it does not use stays private: \(rest)")
        for text in [moved, rest] { #expect(!Parser.parse(source: text).hasError) }
    }

    /// `as? CGSize` reads an `NSValue` (what iOS bridges from `Any`), and a name that may hold the
    /// value itself is tried as it is first (SnapKit's constant targets cast `self`).
    @Test func geometryCastsReadBoxedValuesAndPlainOnes() {
        let (text, rewriter) = port("""
            import UIKit
            protocol Target {}
            extension CGSize: Target {}
            extension Target {
                func width() -> CGFloat { (self as? CGSize)?.width ?? 0 }
            }
            func frame(_ info: [AnyHashable: Any]) -> CGRect { info["frame"] as! CGRect }
            """)
        #expect(text.contains("((self as? CGSize ?? (self as? NSValue)?.cgSizeValue))?.width ?? 0"), "\(text)")
        #expect(text.contains("(info[\"frame\"] as! NSValue).cgRectValue"), "\(text)")
        #expect(rewriter.counts[.nsValueCast] == 2)
    }

    @Test func optionalRequirementsAndAnyObjectLookupsAreCalledPlainly() {
        let (text, rewriter) = port("""
            import UIKit
            class Cell: UITableViewCell {
                func tell(_ tv: UITableView, _ ip: IndexPath) {
                    tv.delegate?.tableView?(tv, performAction: #selector(tell), forRowAt: ip, withSender: nil)
                    let w = UIApplication.shared.delegate!.window!!
                    let s = (w.windowScene!.delegate as! UIWindowSceneDelegate).window!!
                    _ = (w, s)
                }
            }
            class Done: UIViewController {
                weak var owner: UIViewController?
                var handler: (() -> Void)?
                func finish() {
                    (owner as AnyObject).doDone?()
                    handler?()
                }
            }
            class Main: UIViewController { func doDone() {} }
            class Other: UIViewController {
                weak var owner: UIViewController?
                func finish() { (owner as AnyObject).close?() }
                func close() {}
            }
            class Third: UIViewController { func close() {} }
            """)
        #expect(text.contains("tv.delegate?.tableView(tv, performAction: Selector(Cell.tell), forRowAt: ip, withSender: nil)"), "\(text)")
        #expect(text.contains("UIApplication.shared.delegate!.window!\n") && text.contains("as! UIWindowSceneDelegate).window!\n"), "\(text)")
        #expect(text.contains("(owner as? Main)?.doDone()"), "\(text)")
        #expect(text.contains("if let o = owner as? Other { o.close() } else if let o = owner as? Third { o.close() }"), "\(text)")
        #expect(text.contains("handler?()"), "an app's own optional closure stays as it is")
        #expect(rewriter.problems.isEmpty, "\(rewriter.problems)")
    }

    @Test func selectorsPerformedAskedAboutAndLayersMade() {
        let (text, rewriter) = port("""
            import UIKit
            class Box: UIView {
                @objc func go() {}
                func check(_ other: UIViewController) -> Bool {
                    perform(#selector(go))
                    return other.responds(to: #selector(go)) || other.canPerformAction(#selector(UIResponderStandardEditActions.copy(_:)), withSender: nil)
                }
            }
            class Ring: CAShapeLayer {
                override init() { super.init() }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(text.contains("perform(Selector(Box.go))") && text.contains("responds(to: Selector(Box.go))"), "\(text)")
        #expect(text.contains("canPerformAction(Selector(\"copy:\"), withSender: nil)"), "\(text)")
        #expect(text.contains("required init() { super.init() }"), "\(text)")
        #expect(rewriter.problems.isEmpty, "\(rewriter.problems)")
    }

    @Test func objectLiteralsAndManagedLayerProperties() {
        let (text, rewriter) = port("""
            import UIKit
            class Thick: CALayer {
                @NSManaged var thickness: CGFloat
                @NSManaged var tint: CGColor?
                func paint() {
                    let i = #imageLiteral(resourceName: "one")
                    let c = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
                    _ = (i, c)
                }
            }
            """)
        #expect(text.contains("var thickness: CGFloat {\n        get { (value(forKey: \"thickness\") as? CGFloat) ?? 0 }\n        set { setValue(newValue, forKey: \"thickness\") }\n    }"), "\(text)")
        #expect(text.contains("get { (value(forKey: \"tint\") as? CGColor) ?? nil }"), "\(text)")
        #expect(text.contains("let i = UIImage(named: \"one\")!") && text.contains("let c = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)"), "\(text)")
        #expect(rewriter.problems.isEmpty, "\(rewriter.problems)")
    }

    @Test func aResourceMissingOnDiskIsReportedAndTheRestPorted() throws {
        let copy = temporaryFolder("missing-resource")
        let out = temporaryFolder("missing-resource-out")
        defer { for u in [copy, out] { try? FileManager.default.removeItem(at: u) } }
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Counter"), to: copy)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("Counter/HistoryViewController.xib"))
        let report = try Porter().port(project: copy.appendingPathComponent("Counter.xcodeproj"), output: out)
        #expect(report.problems.contains { $0.file == "Counter/HistoryViewController.xib" && $0.reason.contains("not on disk") }, "\(report.problems)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("Sources/Counter/Resources/CounterViewController.xib").path))
        #expect(!report.rewrittenFiles.isEmpty || !report.unchangedFiles.isEmpty)
    }
}

/// Key-value coding of the app's model objects: their properties listed as key paths.
@Suite struct KeyValueCodingRulesTests {
    func port(_ source: String) -> (text: String, rewriter: SourceRewriter) {
        let tree = Parser.parse(source: source)
        var index = ModuleIndex()
        index.add(tree)
        let rewriter = SourceRewriter(index: index, tree: tree, original: source, file: "Model.swift")
        rewriter.isApp = true
        return (rewriter.rewrite(tree).description, rewriter)
    }

    @Test func modelClassesListTheirPropertiesAsKeyPaths() {
        let (text, rewriter) = port("""
            import UIKit

            class Item: NSObject {
                @objc dynamic var name = ""
                var price: Double = 0
                let serial: Int
                var label: String { return name }
                static var count = 0
                init(serial: Int) { self.serial = serial }
            }

            class Gadget: Item {
                var owner: String?
            }

            class Plain: Item {
                override func value(forUndefinedKey key: String) -> Any? { return nil }
            }

            class Deeper: Plain {
                override func value(forUndefinedKey key: String) -> Any? { return 1 }
            }

            class Screen: UIViewController {
                var rows = 0
            }

            class Box<T>: NSObject {
                var value: T?
            }

            func sortThem(_ a: NSArray) -> NSArray {
                a.sortedArray(using: [NSSortDescriptor(key: "name", ascending: true, selector: #selector(NSString.localizedStandardCompare(_:)))]) as NSArray
            }
            """)
        #expect(text.contains("class Item: NSObject, KeyValueCodingProperties {"), "\(text)")
        #expect(text.contains("    var keyValueCodingKeyPaths: [String: AnyKeyPath] {\n        [\"name\": \\Item.name, \"price\": \\Item.price, \"serial\": \\Item.serial, \"label\": \\Item.label]\n    }\n}"), "\(text)")
        #expect(text.contains("    override var keyValueCodingKeyPaths: [String: AnyKeyPath] {\n        super.keyValueCodingKeyPaths.merging([\"owner\": \\Gadget.owner]) { $1 }\n    }"), "\(text)")
        #expect(!text.contains("Plain: Item, KeyValueCodingProperties") && !text.contains("\\Screen.rows") && !text.contains("\\Box"),
                "a subclass with nothing to add, a controller and a generic class are left alone:\n\(text)")
        #expect(text.contains("selector: Selector(\"localizedStandardCompare:\"))"), "\(text)")
        #expect(text.contains("class Plain: Item {\n    func value(forUndefinedKey key: String) -> Any? { return nil }"), "NSObject has nothing to override:\n\(text)")
        #expect(text.contains("    override func value(forUndefinedKey key: String) -> Any? { return 1 }"), "Deeper overrides Plain's")
        #expect(rewriter.counts[.keyValueCodingProperties] == 3)
        // What the port wrote parses.
        #expect(!Parser.parse(source: text).hasError)
    }
}
