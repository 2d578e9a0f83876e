import Foundation
import Testing
import UIKit
import UIKitTesting

/// Attributed text as Interface Builder writes it, on labels, buttons, text fields and text views.
@MainActor
@Suite(.serialized) struct NibAttributedTextTests {
    static let fragmentAttributes = """
        <attributes>
            <color key="NSColor" red="0" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <font key="NSFont" size="20" name="Georgia"/>
            <paragraphStyle key="NSParagraphStyle" alignment="center" lineBreakMode="wordWrapping" baseWritingDirection="natural" lineSpacing="6" paragraphSpacing="12" firstLineHeadIndent="8" headIndent="4" tailIndent="-4" lineHeightMultiple="1.25" hyphenationFactor="0.5" tighteningFactorForTruncation="0.0">
                <tabStops>
                    <textTab alignment="left" location="40">
                        <options/>
                    </textTab>
                    <textTab alignment="right" location="120">
                        <options/>
                    </textTab>
                </tabStops>
            </paragraphStyle>
            <integer key="NSUnderline" value="1"/>
            <color key="NSUnderlineColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <real key="NSStrokeWidth" value="-2"/>
            <color key="NSStrokeColor" red="0" green="0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <real key="NSBaselineOffset" value="1.5"/>
            <real key="NSObliqueness" value="0.2"/>
            <real key="NSKern" value="1"/>
            <url key="NSLink" string="https://example.com/page"/>
        </attributes>
        """

    static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" numberOfLines="0" id="label">
                        <rect key="frame" x="20" y="100" width="300" height="80"/>
                        <attributedString key="attributedText">
                            <fragment content="Styled in the nib">
                                \(fragmentAttributes)
                            </fragment>
                        </attributedString>
                    </label>
                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" id="text">
                        <rect key="frame" x="20" y="200" width="300" height="100"/>
                        <attributedString key="attributedText">
                            <fragment content="In a text view">
                                <attributes>
                                    <font key="NSFont" size="18" name="Menlo-Regular"/>
                                    <color key="NSColor" red="0" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                    </textView>
                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="field">
                        <rect key="frame" x="20" y="320" width="300" height="34"/>
                        <attributedString key="attributedPlaceholder">
                            <fragment content="Placeholder">
                                <attributes>
                                    <font key="NSFont" size="14" name="Helvetica-Bold"/>
                                </attributes>
                            </fragment>
                        </attributedString>
                    </textField>
                </subviews>
            </view>
        </objects>
    </document>
    """

    @Test func everyAttributeXcodeWritesIsRead() throws {
        let sim = Simulator()
        let root = try #require(UINib(data: Data(Self.xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UIView)
        let vc = UIViewController()
        vc.view = root
        root.backgroundColor = .white
        sim.rootViewController = vc
        let label = try #require(root.subviews[0] as? UILabel)
        let text = try #require(label.attributedText)
        let a = text.attributes(at: 0, effectiveRange: nil)
        #expect((a[.font] as? UIFont)?.fontName == "Georgia" && (a[.font] as? UIFont)?.pointSize == 20)
        let style = try #require(a[.paragraphStyle] as? NSParagraphStyle)
        #expect(style.alignment == .center && style.lineSpacing == 6 && style.paragraphSpacing == 12)
        #expect(style.firstLineHeadIndent == 8 && style.headIndent == 4 && style.tailIndent == -4 && style.lineHeightMultiple == 1.25)
        #expect(style.hyphenationFactor == 0.5)
        #expect(style.tabStops.map(\.location) == [40, 120] && style.tabStops[1].alignment == .right)
        #expect(a[.underlineStyle] as? Int == 1 && (a[.underlineColor] as? UIColor) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect((a[.strokeWidth] as? CGFloat) == -2 && (a[.strokeColor] as? UIColor) == .blue)
        #expect((a[.baselineOffset] as? CGFloat) == 1.5 && (a[.obliqueness] as? CGFloat) == 0.2)
        #expect((a[.kern] as? CGFloat) == 1)
        #expect((a[.link] as? URL)?.absoluteString == "https://example.com/page")
        #expect(!sim.warnings.contains { $0.contains("attributed string attribute") }, "\(sim.warnings)")

        let textView = try #require(root.subviews[1] as? UITextView)
        #expect(textView.attributedText.string == "In a text view")
        #expect((textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.fontName == "Menlo-Regular")
        let field = try #require(root.subviews[2] as? UITextField)
        #expect(field.attributedPlaceholder?.string == "Placeholder")
        #expect((field.attributedPlaceholder?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.fontName == "Helvetica-Bold")

        // Drawn: a red underline, the blue outline and the black fill, centred.
        sim.runFrame()
        #expect(matching(sim, in: label.frame, isRed).count > 50)
        let blue = try #require(matching(sim, in: label.frame) { $0.b > 180 && $0.r < 80 && $0.g < 80 }.box)
        #expect(abs(blue.midX - label.frame.midX) < 8, "centred: \(blue.midX) in \(label.frame)")
        let green = matching(sim, in: textView.frame) { $0.g > 80 && $0.r < 60 && $0.b < 60 }
        #expect(green.count > 50, "the text view's green text")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("nib-attributed.png"))
        }
    }
}
