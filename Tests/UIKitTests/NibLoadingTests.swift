import Foundation
import Testing
import UIKit
import UIKitTesting

/// A custom view from a nib: its `init?(coder:)` sees what the file set once `super.init(coder:)`
/// returns; its inspectable comes from a runtime attribute; `awakeFromNib` comes after the outlets.
@IBConnectable
final class BadgeView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }
    var colorSeenInInit: UIColor?
    var frameSeenInInit: CGRect = .zero
    var awoke = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        colorSeenInInit = backgroundColor
        frameSeenInInit = frame
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
    }
}

@IBConnectable
final class NibOwner: UIViewController {
    @Outlet var badge: BadgeView!
    @Outlet var nameField: UITextField!
    @Outlet var buttons: [UIButton]!
    var greeted: [String] = []
    var outletsAtAwake: Bool?

    init() { super.init(nibName: "NibFeatures", bundle: .module) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func awakeFromNib() {
        super.awakeFromNib()
        outletsAtAwake = badge != nil && buttons?.count == 2
    }

    @IBAction func greet(_ sender: UIButton) { greeted.append(sender.title(for: .normal) ?? "?") }
    // `wave:` is in the nib but not here: tapping it meets UIKit's "unrecognized selector".
}

/// An owner without the nib's outlets: UIKit's key-value coding exception.
final class BareOwner: UIViewController {}

@MainActor @Suite(.serialized) struct NibLoadingTests {
    @Test func aNibBuildsItsViewsWithTheirAttributesAndConstraints() throws {
        let sim = Simulator(device: .iPhone15)
        let owner = NibOwner()
        sim.rootViewController = owner
        sim.settle()
        let badge = try #require(owner.badge)
        #expect(badge.colorSeenInInit == .systemOrange, "set by the time super.init(coder:) returned")
        #expect(badge.frameSeenInInit == CGRect(x: 20, y: 100, width: 120, height: 60))
        #expect(badge.cornerRadius == 12 && badge.layer.cornerRadius == 12, "the runtime attribute through @IBInspectable")
        #expect(badge.layer.borderWidth == 2, "a key path on the layer")
        #expect(badge.frame == CGRect(x: 20, y: 100, width: 120, height: 60), "constraints: 2:1 aspect ratio on a 60-point height")
        #expect(badge.awoke == 1 && owner.outletsAtAwake == nil, "the owner is not made by the nib, so it is not woken")
        let field = try #require(owner.nameField)
        #expect(field.placeholder == "Your name" && field.borderStyle == .roundedRect && field.keyboardType == .emailAddress && field.returnKeyType == .done)
        #expect(field.frame == CGRect(x: 20, y: 200, width: 353, height: 34), "leading and trailing 20 points")
        #expect(owner.buttons.map { $0.title(for: .normal) } == ["Greet", "Wave"], "the outlet collection in file order")
        #expect(abs(owner.buttons[1].frame.minX - (owner.buttons[0].frame.maxX + 20)) < 1e-9)
        let label = try #require(sim.view(withText: "Hello") as? UILabel)
        #expect(label.font == .boldSystemFont(ofSize: 20) && label.textAlignment == .center)
        #expect(label.textColor == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(abs(label.center.x - 393 / 2) < 0.5, "centred by its constraint, sized by its text")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/nib-features.png"))
        }
    }

    @Test func actionsGoToTheOwnerAndAMissingOneIsUnrecognized() throws {
        let sim = Simulator(device: .iPhone15)
        let owner = NibOwner()
        sim.rootViewController = owner
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Greet")))
        #expect(owner.greeted == ["Greet"], "greet: became greet(_:) with the button as sender")
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        sim.tap(on: try #require(sim.view(withText: "Wave")))
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("-[UIKitTests.NibOwner wave:]: unrecognized selector sent to instance 0x") == true, "\(failures)")
    }

    @Test func anOutletTheOwnerLacksIsUIKitsKeyValueCodingException() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let owner = BareOwner(nibName: "NibFeatures", bundle: .module)
        _ = Simulator(device: .iPhone15)
        owner.loadViewIfNeeded()
        #expect(owner.view.subviews.count == 5, "the view outlet is UIKit's own and still connects")
        let prefix = "[<UIKitTests.BareOwner 0x"
        let suffix = "> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key "
        #expect(failures.count == 3)
        #expect(failures.allSatisfy { $0.hasPrefix(prefix) && $0.contains(suffix) }, "\(failures)")
        #expect(Set(failures.map { String($0.split(separator: " ").last ?? "") }) == ["badge.", "nameField.", "buttons."])
    }

    @Test func aMalformedFileIsReportedWithItsNameAndLine() throws {
        let nib = UINib(nibName: "Broken", bundle: .module)
        let error = try #require(nib.loadingError)
        guard case let .malformed(file, line, _) = error else { Issue.record("not reported as malformed: \(error)"); return }
        #expect(file == "Broken.xib")
        #expect(line == 5, "the unquoted attribute is on line 5, not \(line)")
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        #expect(nib.instantiate(withOwner: nil).isEmpty)
        #expect(failures == [error.description] && error.description.hasPrefix("Broken.xib:\(line): malformed Interface Builder file"))
    }

    @Test func aMissingNibIsUIKitsMessage() {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        _ = UINib(nibName: "NoSuchNib", bundle: .module).instantiate(withOwner: nil)
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("Could not load NIB in bundle: 'NSBundle <") == true)
        #expect(failures.first?.hasSuffix("> (loaded)' with name 'NoSuchNib'") == true, "\(failures)")
    }

    @Test func notAnInterfaceBuilderDocumentIsInvalid() {
        let nib = UINib(data: Data("<plist version=\"1.0\"><dict/></plist>".utf8), bundle: nil)
        #expect(nib.loadingError == .invalid(file: "nib data", line: 1, reason: "not an Interface Builder document (the root element is <plist>)"))
    }

    @Test func unknownElementsAndAttributesAreLoggedOnceWithTheirLine() throws {
        let sim = Simulator(device: .iPhone15)
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <label text="One" sparkles="YES" id="l1"/>
                        <label text="Two" sparkles="YES" id="l2"/>
                        <hologram id="h1"/>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let top = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil)
        let view = try #require(top.first as? UIView)
        #expect(view.subviews.compactMap { ($0 as? UILabel)?.text } == ["One", "Two"], "what is known is still read")
        let sparkles = sim.warnings.filter { $0.contains("sparkles") }
        #expect(sparkles == ["nib data:7: attribute sparkles=\"YES\" of <label> is not supported here; skipped"], "once, at its first line: \(sim.warnings)")
        #expect(sim.warnings.contains { $0.hasPrefix("nib data:9: <hologram>") }, "\(sim.warnings)")
    }
}
