import Testing
import Foundation
import UIKit
import UIKitTesting

/// Opaque drawing and what Xcode's build does to a storyboard, as the practice apps showed
/// (issue 57's long tail): books teach both.
@MainActor @Suite(.serialized) struct PracticeAppDrawingTests {
    /// Draws a blue square in its top-left quarter and clears a corner of what it drew.
    final class QuarterView: UIView {
        override func draw(_ rect: CGRect) {
            let con = UIGraphicsGetCurrentContext()!
            con.setFillColor(UIColor.blue.cgColor)
            con.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
            con.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    /// Draws nothing at all, but overrides `draw(_:)`.
    final class EmptyDrawingView: UIView {
        override func draw(_ rect: CGRect) {}
    }

    let black = RGBA(r: 0, g: 0, b: 0)
    let blue = RGBA(r: 0, g: 0, b: 255)
    let red = RGBA(r: 255, g: 0, b: 0)

    @Test func aViewIsOpaqueByDefaultAndItsBackingStoreHasNoAlpha() {
        let (sim, root) = canvas()
        #expect(UIView().isOpaque && UIView().layer.isOpaque, "UIView is opaque by default, as on iOS")
        #expect(!UILabel().isOpaque && !UIButton().isOpaque && !UIImageView().isOpaque, "UIKit's own views are not")
        // Nil background, opaque: what the drawing leaves is black (Programming iOS, "opaque view").
        let empty = EmptyDrawingView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        root.addSubview(empty)
        // An opaque background: the store starts as it, the drawing covers it, a cleared rect is black.
        let redView = QuarterView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        redView.backgroundColor = .red
        root.addSubview(redView)
        // A translucent background makes the layer translucent: the cleared corner shows the background.
        let translucent = QuarterView(frame: CGRect(x: 20, y: 250, width: 100, height: 100))
        translucent.backgroundColor = UIColor.red.withAlphaComponent(0.99)
        root.addSubview(translucent)
        // Not opaque: what is not drawn shows what is behind.
        let clear = QuarterView(frame: CGRect(x: 150, y: 250, width: 100, height: 100))
        clear.isOpaque = false
        root.addSubview(clear)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 70, y: 150)) == black)
        #expect(redView.layer.isOpaque && !translucent.layer.isOpaque)
        #expect(sim.color(at: CGPoint(x: 155, y: 105)) == black, "cleared in an opaque store")
        #expect(sim.color(at: CGPoint(x: 175, y: 125)) == blue)
        #expect(sim.color(at: CGPoint(x: 220, y: 170)) == red, "the background where nothing was drawn")
        let corner = sim.color(at: CGPoint(x: 25, y: 255))
        #expect(corner.r > 250 && corner.g < 10 && corner.b < 10, "cleared in a translucent store: \(corner)")
        #expect(sim.color(at: CGPoint(x: 90, y: 320)).r > 250, "the translucent red background")
        #expect(sim.color(at: CGPoint(x: 220, y: 320)) == white)
        #expect(sim.color(at: CGPoint(x: 155, y: 255)) == white)
        // The layer's own isOpaque, set after the background, has the last word.
        redView.layer.isOpaque = false
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 155, y: 105)) == red, "cleared, over the layer's red background")
        // UIKit's views draw with their transparency whatever an app says.
        let label = UILabel(frame: CGRect(x: 20, y: 400, width: 200, height: 40))
        label.text = "Opaque?"
        label.isOpaque = false
        root.addSubview(label)
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 210, y: 405)) == white)
    }

    /// A dynamic background opaque in one appearance and translucent in the other: the layer's
    /// opacity follows the colour it resolves to.
    @Test func aDynamicBackgroundDecidesOpacityInEachAppearance() {
        let (sim, root) = canvas()
        let view = QuarterView(frame: CGRect(x: 40, y: 120, width: 100, height: 100))
        view.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor.red.withAlphaComponent(0.5) : .red }
        root.addSubview(view)
        sim.settle()
        #expect(view.layer.isOpaque)
        #expect(sim.color(at: CGPoint(x: 45, y: 125)) == black, "cleared in the light appearance's opaque store")
        root.overrideUserInterfaceStyle = .dark
        sim.settle()
        #expect(!view.layer.isOpaque, "half-transparent red in the dark appearance")
        let corner = sim.color(at: CGPoint(x: 45, y: 125))
        #expect(corner != black && corner.r > 120, "the cleared corner shows the translucent red: \(corner)")
        root.overrideUserInterfaceStyle = .light
        sim.settle()
        #expect(view.layer.isOpaque)
    }

    /// A layer drawn by its delegate, made opaque by the app: undrawn is black.
    @Test func anOpaqueLayerDrawnByItsDelegateIsBlackWhereNothingWasDrawn() {
        final class Smiler: NSObject, CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(UIColor.blue.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
        }
        let (sim, root) = canvas()
        let smiler = Smiler()
        let host = UIView(frame: CGRect(x: 40, y: 120, width: 100, height: 100))
        host.backgroundColor = .red
        root.addSubview(host)
        let layer = CALayer()
        layer.frame = host.bounds
        layer.isOpaque = true
        layer.delegate = smiler
        host.layer.addSublayer(layer)
        layer.setNeedsDisplay()
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 45, y: 125)) == blue)
        #expect(sim.color(at: CGPoint(x: 100, y: 180)) == black, "not the red view behind")
        withExtendedLifetime(smiler) {}
    }

    static let storyboardXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                        <rect key="frame" x="16" y="28" width="102" height="30"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <state key="normal" title="Fixed"/>
                    </button>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                        <rect key="frame" x="0.0" y="100" width="300" height="20"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="0.0" y="268" width="300" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="top" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                    <constraint firstItem="top" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                    <constraint firstItem="top" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="top" firstAttribute="height" constant="20" id="c4"/>
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                    <constraint firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c6"/>
                    <constraint firstItem="bar" firstAttribute="height" constant="20" id="c7"/>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="148" placeholder="YES" id="c8"/>
                    <constraint firstItem="bar" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" constant="-50" id="c9"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    /// Xcode's build lays out a fixed-frame view by its autoresizing mask and drops placeholder
    /// ("Remove at build time") constraints; the running app sees neither.
    @Test func fixedFrameViewsTranslateTheirMaskAndPlaceholderConstraintsAreRemoved() throws {
        let (sim, root) = canvas()
        let view = try #require(UINib(data: Data(Self.storyboardXML.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        view.frame = CGRect(x: 0, y: 100, width: 300, height: 400)
        root.addSubview(view)
        sim.settle()
        let fixed = try #require(view.subviews.first as? UIButton)
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        #expect(fixed.frame == CGRect(x: 16, y: 28, width: 102, height: 30), "at its nib frame, not at the origin")
        #expect(!view.constraints.contains { $0.constant == 148 }, "the placeholder constraint is not installed")
        let bar = view.subviews[2]
        #expect(bar.frame.minY == 330, "the placeholder's 148-point gap is gone: the bottom constraint places it")
        #expect(!sim.warnings.contains { $0.contains("Unable to simultaneously satisfy") }, "\(sim.warnings)")
        #expect(!sim.warnings.contains { $0.contains("placeholder") || $0.contains("fixedFrame") }, "both are read: \(sim.warnings)")
    }
}
