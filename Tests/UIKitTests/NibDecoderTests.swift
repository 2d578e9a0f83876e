import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view an app writes: it reads its own key in `init?(coder:)` before `super.init(coder:)` has
/// read the view's, and writes it back in `encode(with:)`. From a storyboard the key is a runtime
/// attribute, which iOS also sets again by key after init.
@IBConnectable
final class ArchivedBadgeView: UIView {
    @IBInspectable var badgeText: String
    var frameSeenInInit: CGRect = .zero
    var hadBackgroundKey = false

    override init(frame: CGRect) {
        badgeText = "none"
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        badgeText = coder.decodeObject(forKey: "badgeText") as? String ?? "none"
        hadBackgroundKey = coder.containsValue(forKey: "backgroundColor")
        super.init(coder: coder)
        frameSeenInInit = frame
        // Set after super.init(coder:): the app's colour wins over the file's, as on iOS.
        backgroundColor = .yellow
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(badgeText, forKey: "badgeText")
    }
}

@MainActor @Suite struct NibDecoderTests {
    private func load(_ form: String) throws -> (Simulator, UIViewController) {
        let sim = Simulator(device: .iPhone15)
        let vc = try #require(UIStoryboard(name: "DecoderXcode\(form)", bundle: .module).instantiateInitialViewController())
        sim.rootViewController = vc
        sim.settle()
        return (sim, vc)
    }

    private func subview<T: UIView>(_ vc: UIViewController, _ type: T.Type) throws -> T {
        try #require(vc.view.subviews.first { $0 is T } as? T)
    }

    @Test(arguments: ["9", "12", "15"]) func eachClassReadsItsOwnAttributes(form: String) throws {
        let (sim, vc) = try load(form)
        let label = try subview(vc, UILabel.self)
        #expect(label.text == "Two lines of centred blue text" && label.textAlignment == .center && label.numberOfLines == 2)
        #expect(label.font.pointSize == 20 && label.lineBreakMode == .byTruncatingTail && !label.isUserInteractionEnabled)
        var blue: CGFloat = 0
        _ = label.textColor.getRed(nil, green: nil, blue: &blue, alpha: nil)
        #expect(blue == 1, "the label's text colour from the file")

        let table = try subview(vc, UITableView.self)
        #expect(table.style == .grouped, "style=\"grouped\" reaches init(style:)'s stored style")
        #expect(table.rowHeight == 72)
        let scroll = try #require(vc.view.subviews.first { type(of: $0) == UIScrollView.self } as? UIScrollView)
        #expect(scroll.contentInsetAdjustmentBehavior == .never)
        #expect(vc.automaticallyAdjustsScrollViewInsets == (form != "9"), "older Xcode's unticked \"Adjust Scroll View Insets\"")

        let badge = try subview(vc, ArchivedBadgeView.self)
        #expect(badge.badgeText == "New", "the app's init(coder:) read its own key")
        #expect(badge.frameSeenInInit == CGRect(x: 20, y: 320, width: 80, height: 30), "super.init(coder:) had read the frame")
        #expect(badge.hadBackgroundKey && badge.backgroundColor == .yellow, "what the app sets after super.init(coder:) wins")

        // The document's Global Tint is the scene's: the button's title (or its filled background) is red.
        let button = try subview(vc, UIButton.self)
        #expect(vc.view.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && button.tintColor == vc.view.tintColor)
        if form == "15" {
            let config = try #require(button.configuration)
            #expect(config.title == "Tap")
            let title = try #require(button.titleLabel)
            #expect(title.font.pointSize == 22 && title.font.fontDescriptor.symbolicTraits.contains(.traitBold), "titleFontDescription: \(title.font)")
            #expect(sim.color(at: CGPoint(x: button.frame.minX + 6, y: button.frame.midY)) == RGBA(r: 255, g: 0, b: 0), "filled with the tint")
        } else {
            #expect(button.title(for: .normal) == "Tap" && button.buttonType == .system)
            let title = try #require(button.titleLabel)
            var reds = 0
            for x in 0..<Int(title.bounds.width) {
                let point = title.convert(CGPoint(x: CGFloat(x) + 0.5, y: title.bounds.midY), to: nil)
                let c: RGBA = sim.color(at: point)
                if c.r > 200, c.g < 120, c.b < 120 { reds += 1 }
            }
            #expect(reds > 0, "the title is drawn in the tint")
        }
        // The grouped table's background, on screen.
        #expect(sim.color(at: CGPoint(x: 200, y: 700)) == RGBA(r: 242, g: 242, b: 247))
        #expect(sim.warnings.filter { $0.contains("DecoderXcode") }.isEmpty, "\(sim.warnings)")
    }

    @Test func aViewRoundTripsThroughAKeyedArchive() throws {
        _ = Simulator()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        view.tag = 7
        view.alpha = 0.5
        view.clipsToBounds = true
        view.accessibilityIdentifier = "card"
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 200, height: 30))
        label.text = "Archived"
        label.textAlignment = .right
        label.font = .boldSystemFont(ofSize: 22)
        label.numberOfLines = 3
        let toggle = UISwitch()
        toggle.isOn = true
        let badge = ArchivedBadgeView(frame: CGRect(x: 0, y: 100, width: 50, height: 20))
        badge.badgeText = "Kept"
        let stack = UIStackView(frame: CGRect(x: 0, y: 150, width: 300, height: 40))
        stack.axis = .vertical
        stack.spacing = 6
        [label, toggle, badge, stack].forEach(view.addSubview)

        let data = try NSKeyedArchiver.archivedData(withRootObject: view, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        let decoded = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
        #expect(unarchiver.error == nil, "\(String(describing: unarchiver.error))")
        let copy = try #require(decoded as? UIView)
        #expect(copy !== view && copy.frame == view.frame && copy.tag == 7 && copy.alpha == 0.5 && copy.clipsToBounds)
        #expect(copy.accessibilityIdentifier == "card")
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = copy.backgroundColor?.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.2) < 0.001 && abs(g - 0.4) < 0.001 && abs(b - 0.6) < 0.001 && a == 1)
        #expect(copy.subviews.count == 4)
        let label2 = try #require(copy.subviews[0] as? UILabel)
        #expect(label2.text == "Archived" && label2.textAlignment == .right && label2.numberOfLines == 3)
        #expect(label2.font.pointSize == 22 && label2.font.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect((copy.subviews[1] as? UISwitch)?.isOn == true)
        let badge2 = try #require(copy.subviews[2] as? ArchivedBadgeView)
        #expect(badge2.badgeText == "Kept" && badge2.frameSeenInInit == CGRect(x: 0, y: 100, width: 50, height: 20))
        let stack2 = try #require(copy.subviews[3] as? UIStackView)
        #expect(stack2.axis == .vertical && stack2.spacing == 6)
    }

    @Test func geometryStringsAreIOSs() {
        let rect = CGRect(x: 1.5, y: 2, width: 30, height: 40)
        #expect(NSStringFromCGRect(rect) == "{{1.5, 2}, {30, 40}}")
        #expect(CGRectFromString("{{1.5, 2}, {30, 40}}") == rect)
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.cgAffineTransform(for: "[1, 0, 0, 1, 5, -6]") == CGAffineTransform(translationX: 5, y: -6))
        #expect(CGPointFromString("nonsense") == .zero, "what iOS's parser gives for a string without numbers")
    }

    @Test func anAttributeNoClassReadsIsReportedOnceWithItsLine() throws {
        let sim = Simulator()
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    <subviews>
                        <label text="A" glowRadius="4" id="l1"><rect key="frame" x="0" y="0" width="50" height="20"/></label>
                        <label text="B" glowRadius="4" id="l2"><rect key="frame" x="0" y="30" width="50" height="20"/></label>
                        <switch on="YES" id="s1"><rect key="frame" x="0" y="60" width="51" height="31"/><color key="glowColor" white="1" alpha="1" colorSpace="calibratedWhite"/></switch>
                        <view placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="20" id="p1"><rect key="frame" x="0" y="90" width="100" height="10"/></view>
                    </subviews>
                    <animations/>
                </view>
            </objects>
        </document>
        """
        let top = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil)
        let view = try #require(top.first as? UIView)
        #expect(view.subviews.count == 4 && (view.subviews[2] as? UISwitch)?.isOn == true, "what is read is still applied")
        // (Interface Builder's own — the canvas's placeholder size, an empty `<animations/>` — is not reported.)
        let reports = sim.warnings.filter { $0.contains("nib data") }
        #expect(reports == ["nib data:7: attribute glowRadius=\"4\" of <label> is not supported here; skipped",
                            "nib data:9: <color key=\"glowColor\"> in <switch> is not supported here; skipped"], "\(reports)")
    }

    /// Every outlet Interface Builder offers on a bar, a page controller and a field is set as iOS sets
    /// it, by key: a toolbar's delegate connected in a storyboard no longer stops the launch.
    @Test func theOutletsInterfaceBuilderOffersOnUIKitClassesAreSet() throws {
        let sim = Simulator()
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                    <subviews>
                        <toolbar id="tb1"><rect key="frame" x="0" y="0" width="393" height="44"/>
                            <connections><outlet property="delegate" destination="-1" id="o1"/></connections></toolbar>
                        <navigationBar id="nb1"><rect key="frame" x="0" y="50" width="393" height="44"/>
                            <connections><outlet property="delegate" destination="-1" id="o2"/></connections></navigationBar>
                        <tabBar id="tab1"><rect key="frame" x="0" y="100" width="393" height="49"/>
                            <connections><outlet property="delegate" destination="-1" id="o3"/></connections></tabBar>
                        <textField borderStyle="roundedRect" id="tf1"><rect key="frame" x="0" y="160" width="200" height="34"/>
                            <connections><outlet property="inputAccessoryView" destination="tb1" id="o4"/></connections></textField>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let owner = BarsOwner()
        let view = try #require(UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: owner).first as? UIView)
        #expect(failures.isEmpty, "\(failures)")
        let toolbar = try #require(view.subviews[0] as? UIToolbar)
        #expect(toolbar.delegate === owner && (view.subviews[1] as? UINavigationBar)?.delegate === owner
                && (view.subviews[2] as? UITabBar)?.delegate === owner)
        #expect((view.subviews[3] as? UITextField)?.inputAccessoryView === toolbar)
        _ = sim
    }

    /// What older Xcode wrote, as Programming iOS's sample storyboards have it: a capitalised content
    /// mode, a button's edge insets as `<inset>`, a title shadow colour in each state.
    @Test func olderXcodeFormsAreRead() throws {
        let sim = Simulator()
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                    <subviews>
                        <imageView userInteractionEnabled="NO" contentMode="TopLeft" id="i1"><rect key="frame" x="0" y="0" width="50" height="50"/></imageView>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="b1">
                            <rect key="frame" x="0" y="60" width="100" height="30"/>
                            <inset key="imageEdgeInsets" minX="4" minY="0.0" maxX="0.0" maxY="0.0"/>
                            <inset key="titleEdgeInsets" minX="0.0" minY="2" maxX="0.0" maxY="0.0"/>
                            <state key="normal" title="Go">
                                <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                            </state>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """
        let view = try #require(UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        #expect(view.subviews[0].contentMode == .topLeft)
        let button = try #require(view.subviews[1] as? UIButton)
        #expect(button.imageEdgeInsets == UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0))
        #expect(button.titleEdgeInsets == UIEdgeInsets(top: 2, left: 0, bottom: 0, right: 0))
        #expect(button.title(for: .normal) == "Go")
        #expect(sim.warnings.filter { $0.contains("nib data") }.isEmpty, "\(sim.warnings)")
    }
}

@MainActor final class BarsOwner: NSObject, UIToolbarDelegate, UINavigationBarDelegate, UITabBarDelegate {}
