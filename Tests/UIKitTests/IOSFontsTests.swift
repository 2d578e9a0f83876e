import Foundation
import Testing
import UIKit
import UIKitTesting

/// iOS's own font families, drawn by the open fonts that stand in for them.
@MainActor
@Suite(.serialized) struct IOSFontsTests {
    @Test func everyFamilyIOSShipsIsKnownAndItsStandInIsInstalled() throws {
        _ = Simulator()
        let families = UIFont.familyNames
        for name in ["Helvetica Neue", "Georgia", "Times New Roman", "Courier New", "Menlo", "Avenir", "Futura", "Gill Sans",
                     "Hoefler Text", "Baskerville", "Didot", "Palatino", "Optima", "American Typewriter", "Arial", "Verdana",
                     "Trebuchet MS", "Noteworthy", "Marker Felt", "Zapfino", "Chalkduster", "Snell Roundhand"] {
            #expect(families.contains(name), "\(name)")
        }
        for family in families {
            let faces = UIFont.fontNames(forFamilyName: family)
            #expect(!faces.isEmpty, "\(family) has faces")
            for face in faces {
                let font = try #require(UIFont(name: face, size: 14), "\(face)")
                #expect(font.familyName == family && font.fontName == face)
                #expect(UIFont.isInstalled(family: font.drawingFamily), "\(face) is drawn by \(font.drawingFamily), which `make deps` installs")
            }
        }
        #expect(UIFont.fontNames(forFamilyName: "Georgia") == ["Georgia", "Georgia-Italic", "Georgia-Bold", "Georgia-BoldItalic"])
        #expect(UIFont(name: "Georgia", size: 12)?.fontName == "Georgia", "a family name finds its regular face")
        #expect(UIFont(name: "NotAnIOSFont-Bold", size: 12) == nil)
        #expect(UIFont(name: "Liberation Sans", size: 12) == nil, "a Linux font is not an iOS font")
    }

    @Test func facesCarryTheirWeightAndSlant() throws {
        _ = Simulator()
        let black = try #require(UIFont(name: "HoeflerText-Black", size: 16))
        #expect(black.familyName == "Hoefler Text" && black.pointSize == 16)
        #expect(black.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = try #require(UIFont(name: "TimesNewRomanPS-BoldItalicMT", size: 16))
        #expect(italic.fontDescriptor.symbolicTraits.isSuperset(of: [.traitBold, .traitItalic]))
        let demi = try #require(UIFont(name: "AvenirNext-DemiBold", size: 16))
        #expect(!demi.fontDescriptor.symbolicTraits.contains(.traitBold), "demibold is semibold, lighter than bold")
        #expect(try #require(UIFont(name: "AvenirNextCondensed-Bold", size: 16)).fontDescriptor.symbolicTraits.contains(.traitCondensed))
        #expect(try #require(UIFont(name: "Menlo-Regular", size: 16)).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(try #require(UIFont(name: "helveticaneue-bold", size: 16)).fontName == "HelveticaNeue-Bold", "names match ignoring case, as on iOS")
    }

    /// Metric-compatible stand-ins measure as the fonts they replace: Arial was drawn to Helvetica's
    /// widths, and Courier and Courier New set every character 0.6 em wide.
    @Test func metricCompatibleStandInsMeasureAsTheOriginals() throws {
        _ = Simulator()
        func width(_ name: String, _ text: String) throws -> CGFloat {
            (text as NSString).size(withAttributes: [.font: try #require(UIFont(name: name, size: 20))]).width
        }
        let text = "The quick brown fox jumps over the lazy dog"
        let arial = try width("ArialMT", text), helvetica = try width("Helvetica", text)
        #expect(abs(arial - helvetica) / helvetica < 0.01, "Arial \(arial), Helvetica \(helvetica)")
        #expect(abs(try width("Courier", "0123456789") - 120) < 0.5)
        #expect(abs(try width("CourierNewPSMT", "0123456789") - 120) < 0.5)
        #expect(abs(try width("Menlo-Regular", "iiiiiWWWWW") - 10 * 20 * 0.602) < 0.5, "DejaVu Sans Mono's advance")
        #expect(try width("TimesNewRomanPSMT", text) < arial - 20, "Times sets narrower than Arial")
    }

    @Test func eachStandInDrawsItsOwnGlyphs() throws {
        let (sim, root) = canvas()
        func ink(_ font: UIFont, y: CGFloat) throws -> CGRect {
            let l = UILabel(frame: CGRect(x: 20, y: y, width: 350, height: 50))
            l.text = "Hamburgefonts"
            l.font = font
            root.addSubview(l)
            sim.runFrame()
            return try #require(inkBox(sim, in: l.frame))
        }
        let system = try ink(.systemFont(ofSize: 30), y: 100)
        let hoefler = try ink(try #require(UIFont(name: "HoeflerText-Regular", size: 30)), y: 160)
        let hoeflerBlack = try ink(try #require(UIFont(name: "HoeflerText-Black", size: 30)), y: 220)
        let zapfino = try ink(try #require(UIFont(name: "Zapfino", size: 30)), y: 280)
        let menlo = try ink(try #require(UIFont(name: "Menlo-Regular", size: 30)), y: 360)
        let widths = [system.width, hoefler.width, zapfino.width, menlo.width]
        #expect(Set(widths.map { Int($0.rounded()) }).count == 4, "four designs, four widths: \(widths)")
        #expect(hoeflerBlack.width > hoefler.width, "the black face is heavier and wider")
        #expect(menlo.width > 12 * 30 * 0.602 && menlo.width < 13 * 30 * 0.602, "monospaced: 13 advances less the side bearings")
        checkSnapshotless(sim)
    }

    @Test func anAppsOwnFontsLoadFromUIAppFontsAtLaunch() throws {
        let sim = Simulator()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("appfonts-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // A font the app ships (Lato, which is no iOS font), listed with its folder as Xcode
        // projects write it; the port keeps resources flat beside the Info.plist.
        try FileManager.default.copyItem(at: URL(fileURLWithPath: "/usr/share/fonts/truetype/lato/Lato-Bold.ttf"),
                                         to: dir.appendingPathComponent("Lato-Bold.ttf"))
        let plist: [String: Any] = ["UIAppFonts": ["Fonts/Lato-Bold.ttf", "Fonts/Missing.otf"]]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try data.write(to: dir.appendingPathComponent("Info.plist"))
        #expect(UIFont(name: "Lato-Bold", size: 12) == nil || UIFont.registeredFontFiles.contains { $0.hasSuffix("Lato-Bold.ttf") })
        final class Delegate: UIResponder, UIApplicationDelegate {
            var fontAtLaunch: UIFont?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                fontAtLaunch = UIFont(name: "Lato-Bold", size: 20)
                return true
            }
        }
        let delegate = Delegate()
        sim.launch(delegate, infoPlist: dir.appendingPathComponent("Info.plist"))
        let font = try #require(delegate.fontAtLaunch, "the app's font is there by didFinishLaunching")
        #expect(font.familyName == "Lato" && font.fontName == "Lato-Bold" && font.pointSize == 20)
        #expect(UIFont.familyNames.contains("Lato"))
        #expect(UIFont.registeredFontFiles.contains(dir.appendingPathComponent("Lato-Bold.ttf").path))
        UIApplication.shared.forgetLaunch()
    }

    /// Keeps a look at the screen for whoever runs with OPENUIKIT_SHOTS set.
    private func checkSnapshotless(_ sim: Simulator) {
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("ios-fonts.png"))
        }
    }
}
