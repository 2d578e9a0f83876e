import Foundation
import Testing
import UIKit
import UIKitTesting

// Members ported apps reach for: key-value coding on layers and animations, pattern colours, the
// standard images, the older forms of Interface Builder files.

@MainActor @Suite struct CompatibilityMembersTests {
    /// `view` on screen, in a plain controller's view at the window's origin.
    func host(_ view: UIView, in sim: Simulator) {
        let vc = UIViewController()
        vc.view.addSubview(view)
        sim.rootViewController = vc
    }

    @Test func layersAndAnimationsTakeKeysAsCoreAnimationDoes() throws {
        let sim = Simulator(device: .iPhone15)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host(view, in: sim)
        view.layer.setValue(0.25, forKey: "opacity")
        #expect(view.layer.opacity == 0.25)
        view.layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
        let angle = try #require(view.layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)
        #expect(abs(angle.doubleValue - .pi / 2) < 1e-9)
        view.layer.setValue(NSValue(cgPoint: CGPoint(x: 70, y: 80)), forKey: "position")
        #expect(view.layer.position == CGPoint(x: 70, y: 80))
        view.layer.setValue(30, forKeyPath: "position.x")
        #expect(view.layer.position.x == 30 && (view.layer.value(forKey: "position") as? NSValue)?.cgPointValue == CGPoint(x: 30, y: 80))
        // Any other key is kept on the layer, as Core Animation keeps it.
        view.layer.setValue("card", forKey: "kind")
        #expect(view.layer.value(forKey: "kind") as? String == "card" && view.layer.value(forKey: "missing") == nil)
        view.layer.setValue("not a number", forKey: "opacity")
        #expect(view.layer.opacity == 0.25, "a value of the wrong type is ignored")

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.setValue("fadeOut", forKey: "name")
        fade.setValue(0.4, forKey: "duration")
        #expect(fade.duration == 0.4 && fade.value(forKey: "name") as? String == "fadeOut")
        let copy = try #require(fade.copy() as? CABasicAnimation)
        #expect(copy.value(forKey: "name") as? String == "fadeOut", "the copy the layer keeps carries the app's keys")
    }

    @Test func aPatternColorRepeatsItsImage() throws {
        let sim = Simulator(device: .iPhone15)
        // A 20-point tile: its left half red, its right half blue.
        let tile = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
            UIColor.blue.setFill(); ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 20))
        }
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        view.backgroundColor = UIColor(patternImage: tile)
        host(view, in: sim)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 5, y: 150)) == RGBA(r: 255, g: 0, b: 0))
        #expect(sim.color(at: CGPoint(x: 15, y: 150)) == RGBA(r: 0, g: 0, b: 255))
        #expect(sim.color(at: CGPoint(x: 125, y: 150)) == RGBA(r: 255, g: 0, b: 0), "the tile repeats (120…130 is a red half)")
        #expect(sim.color(at: CGPoint(x: 135, y: 150)) == RGBA(r: 0, g: 0, b: 255))
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/pattern-color.png"))
        }
        // Filled in a drawing too.
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f }()).image { ctx in
            UIColor(patternImage: tile).setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        let pixels = try #require(drawn.cgImage)
        #expect(pixels.width == 40)
        let c = UIColor(patternImage: tile).cgColor.components ?? []
        #expect(c.count == 4 && abs(c[0] - 0.5) < 0.05 && abs(c[2] - 0.5) < 0.05, "read as one color, the tile's average")
    }

    @Test func theStandardImagesAreTemplates() throws {
        _ = Simulator()
        for (image, size) in [(UIImage.checkmark, CGSize(width: 17, height: 16)), (.add, CGSize(width: 16, height: 16)),
                              (.remove, CGSize(width: 16, height: 16)), (.actions, CGSize(width: 20, height: 5)),
                              (.strokedCheckmark, CGSize(width: 17, height: 16))] {
            #expect(image.size == size && image.renderingMode == .alwaysTemplate)
        }
        let sim = Simulator(device: .iPhone15)
        let check = UIImageView(image: .checkmark)
        check.tintColor = .systemGreen
        check.frame = CGRect(x: 0, y: 200, width: 17, height: 16)
        host(check, in: sim)
        sim.settle()
        // The stroke's long arm crosses the middle of the image in the tint colour.
        #expect(sim.color(at: CGPoint(x: 10.5, y: 208)).isClose(to: RGBA(r: 52, g: 199, b: 89), tolerance: 60))
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/standard-checkmark.png"))
        }
    }

    @Test func olderInterfaceBuilderFormsAreRead() throws {
        let sim = Simulator(device: .iPhone15)
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9531">
            <objects>
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                    <subviews>
                        <button buttonType="roundedRect" hasAttributedTitle="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <state key="normal">
                                <attributedString key="attributedTitle">
                                    <fragment content="Go ">
                                        <attributes>
                                            <color key="NSColor" red="1" green="0" blue="0" alpha="1" colorSpace="calibratedRGB"/>
                                            <font key="NSFont" metaFont="systemBold" size="17"/>
                                        </attributes>
                                    </fragment>
                                    <fragment content="now">
                                        <attributes>
                                            <font key="NSFont" size="12" name="HelveticaNeue"/>
                                        </attributes>
                                    </fragment>
                                </attributedString>
                            </state>
                        </button>
                        <label text="Plain" id="l1">
                            <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                            <color key="backgroundColor" cocoaTouchSystemColor="whiteColor"/>
                        </label>
                    </subviews>
                    <color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>
                    <constraints>
                        <constraint firstItem="b1" firstAttribute="width" secondItem="v1" secondAttribute="width" multiplier="1/3" id="c1"/>
                        <constraint firstItem="b1" firstAttribute="height" constant="30" id="c2"/>
                        <constraint firstItem="b1" firstAttribute="leading" secondItem="v1" secondAttribute="leading" id="c3"/>
                        <constraint firstItem="b1" firstAttribute="top" secondItem="v1" secondAttribute="top" id="c4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
        let view = try #require(UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        host(view, in: sim)
        sim.settle()
        let button = try #require(view.subviews.first as? UIButton)
        let title = try #require(button.attributedTitle(for: .normal))
        #expect(title.string == "Go now")
        #expect((title.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect((title.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 17)
        #expect((title.attribute(.font, at: 3, effectiveRange: nil) as? UIFont)?.pointSize == 12)
        #expect(abs(button.frame.width - 100) < 0.01, "multiplier=\"1/3\" of 300")
        #expect(view.backgroundColor == .systemGroupedBackground)
        let label = try #require(view.subviews.last as? UILabel)
        #expect(label.textColor == .darkText && label.backgroundColor == .white)
        #expect(!sim.warnings.contains { $0.contains("hasAttributedTitle") || $0.contains("system color") }, "\(sim.warnings)")
    }

    @Test func anArchiveFormatNibSaysWhatToDo() {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data/>
        </archive>
        """
        let nib = UINib(data: Data(xml.utf8), bundle: nil)
        guard case .invalid(let file, let line, let reason)? = nib.loadingError else {
            Issue.record("expected an invalid-document error, got \(String(describing: nib.loadingError))"); return
        }
        #expect(file == "nib data" && line == 2)
        #expect(reason.contains("archive-format") && reason.contains("version 8.00") && reason.contains("open it in Xcode and save it"))
    }

    @Test func selectorsHaveTheirNames() {
        #expect(NSStringFromSelector(Selector("save:")) == "save:")
        #expect(NSSelectorFromString("reload") == Selector("reload"))
    }
}
