import Foundation
import Testing
import UIKit
import UIKitTesting
import CoreGraphics

/// How many of an image's pixels have ink (alpha over a quarter).
private func ink(_ image: UIImage) -> Int {
    guard let cg = image.cgImage, let data = cg.dataProvider?.data else { return 0 }
    var count = 0
    data.withUnsafeBytes { raw in
        for y in 0..<cg.height {
            for x in 0..<cg.width where raw.load(fromByteOffset: y * cg.bytesPerRow + x * 4, as: UInt32.self) >> 24 > 64 { count += 1 }
        }
    }
    return count
}

private let systemBlue = RGBA(r: 0, g: 122, b: 255)
private let systemRed = RGBA(r: 255, g: 59, b: 48)

@MainActor @Suite struct SymbolImageTests {
    /// The names Docs/Symbols.md lists, which must be the table's.
    private func documentedNames() throws -> [String] {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Docs/Symbols.md")
        let text = try String(contentsOf: doc, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            return line.split(separator: "`").dropFirst().first.map(String.init)
        }
    }

    @Test func everySymbolTheGuideNamesIsDrawnAtThreeConfigurations() throws {
        let sim = Simulator(device: .iPhoneSE)
        _ = sim
        let names = try documentedNames()
        #expect(names == UIImage.systemSymbolNames, "Docs/Symbols.md lists the table")
        #expect(names.count >= 300, "\(names.count)")
        let small = UIImage.SymbolConfiguration(pointSize: 12, weight: .ultraLight, scale: .small)
        let big = UIImage.SymbolConfiguration(pointSize: 28, weight: .black, scale: .large)
        var thinner: [String] = []
        for name in names {
            let plain = try #require(UIImage(systemName: name), "\(name)")
            let a = try #require(UIImage(systemName: name, withConfiguration: small))
            let c = try #require(UIImage(systemName: name, withConfiguration: big))
            #expect(plain.isSymbolImage && plain.renderingMode == .alwaysTemplate)
            #expect(a.size.height < plain.size.height && plain.size.height < c.size.height, "\(name): \(a.size) \(plain.size) \(c.size)")
            #expect(ink(a) > 0 && ink(plain) > 0 && ink(c) > 0, "\(name) has ink at every configuration")
            // At one size, the black weight draws more ink than the ultralight.
            let light = try #require(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: .ultraLight)))
            let heavy = try #require(UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: .black)))
            if ink(heavy) <= ink(light) { thinner.append(name) }
        }
        #expect(thinner.isEmpty, "heavier weights draw more ink: \(thinner)")

        // A sheet to look at: the first names at the three configurations, a row each.
        let (sheet, root) = canvas(.iPhoneSE)
        for (row, config) in [small, UIImage.SymbolConfiguration.unspecified, big].enumerated() {
            for (i, name) in names.prefix(40).enumerated() {
                let view = UIImageView(image: UIImage(systemName: name, withConfiguration: config))
                view.frame.origin = CGPoint(x: 8 + CGFloat(i % 8) * 46, y: 30 + CGFloat(row) * 180 + CGFloat(i / 8) * (row == 2 ? 46 : 34))
                root.addSubview(view)
            }
        }
        sheet.settle()
        saveShot(sheet, "symbol-sheet")
        let below = CGRect(x: 0, y: 25, width: 375, height: 642)
        #expect(pixels(sheet, near: RGBA(r: 0, g: 0, b: 0), in: below) == 0 && pixels(sheet, near: systemBlue, in: below) > 3000, "tinted, not black")
    }

    @Test func anUnknownNameIsNilAndLoggedOnce() {
        let sim = Simulator(device: .iPhoneSE)
        #expect(UIImage(systemName: "no.such.symbol.anywhere") == nil)
        #expect(UIImage(systemName: "no.such.symbol.anywhere", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30)) == nil)
        let said = sim.warnings.filter { $0.contains("no.such.symbol.anywhere") }
        #expect(said.count == 1, "\(sim.warnings)")
    }

    @Test func theConfigurationSetsSizeWeightAndScale() throws {
        _ = Simulator(device: .iPhone15)
        let body = try #require(UIImage(systemName: "star"))
        #expect(abs(body.size.height - 20.4) < 0.4, "the body size at medium scale: \(body.size)")
        #expect(body.hasBaseline && abs(body.baselineOffsetFromBottom - (20.4 / 2 - 0.35 * 17)) < 0.01)
        #expect(body.symbolConfiguration == UIImage.SymbolConfiguration.unspecified)
        #expect(body.scale == 3)

        let large = try #require(body.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
        #expect(abs(large.size.height / body.size.height - 1.29) < 0.03, "\(large.size)")
        let title = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(abs(title.size.height - 34 * 1.2) < 0.4, "the large title's 34 pt: \(title.size)")
        let font = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 30))))
        #expect(abs(font.size.height - 36) < 0.4)
        // Dynamic Type: the body style at the largest accessibility size.
        let big = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let grown = try #require(UIImage(systemName: "star", compatibleWith: big))
        #expect(grown.size.height > 60, "\(grown.size)")

        // Later values win; the ones a configuration leaves out are kept.
        let sized = UIImage.SymbolConfiguration(pointSize: 40).applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(sized == UIImage.SymbolConfiguration(pointSize: 40, weight: .bold))
        #expect(sized.configurationWithoutPointSizeAndWeight() == UIImage.SymbolConfiguration.unspecified)
        #expect(sized.isEqual(to: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold)))
        let bold = try #require(UIImage(systemName: "circle", withConfiguration: sized))
        let regular = try #require(UIImage(systemName: "circle", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(bold.size.height == regular.size.height && ink(bold) > ink(regular) * 5 / 4, "bold is heavier: \(ink(bold)) vs \(ink(regular))")
        #expect(bold.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)).size == regular.size)
        #expect(UIImage().applyingSymbolConfiguration(sized) == nil, "only symbols take symbol configurations")
        // A narrow glyph is narrower than a wide one: images are as wide as their glyph.
        let chevron = try #require(UIImage(systemName: "chevron.right"))
        #expect(chevron.size.width < body.size.width * 0.7, "\(chevron.size)")
    }

    @Test func anImageViewTintsSymbolsAndShowsThemAtItsPreferredConfiguration() throws {
        let (sim, root) = canvas(.iPhoneSE)
        let view = UIImageView(image: UIImage(systemName: "heart.fill"))
        view.frame.origin = CGPoint(x: 20, y: 100)
        root.addSubview(view)
        sim.settle()
        let small = view.intrinsicContentSize
        #expect(abs(small.height - 20.4) < 0.5)
        #expect(pixels(sim, near: systemBlue, in: view.frame) > 100, "a symbol is a template: the tint colours it")

        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 60, weight: .bold)
        view.sizeToFit()
        sim.settle()
        #expect(view.intrinsicContentSize.height > small.height * 3, "\(view.intrinsicContentSize)")
        #expect(pixels(sim, near: systemBlue, in: view.frame) > 1500)
        saveShot(sim, "symbol-image-view")

        view.tintColor = .systemRed
        sim.settle()
        #expect(pixels(sim, near: systemRed, in: view.frame) > 1500 && pixels(sim, near: systemBlue, in: view.frame) == 0)

        view.image = UIImage(systemName: "heart.fill")?.withTintColor(.systemGreen)
        sim.settle()
        #expect(pixels(sim, near: RGBA(r: 52, g: 199, b: 89), in: view.frame) > 1500, "withTintColor fixes a symbol's colour")
        #expect(view.intrinsicContentSize.height > small.height * 3, "and it is still a symbol, drawn at the view's configuration")

        view.image = UIImage(systemName: "heart.fill")?.withRenderingMode(.alwaysOriginal)
        sim.settle()
        #expect(darkPixels(sim, in: view.frame) > 1500, "an original symbol is black")

        view.image = UIImage(systemName: "heart.fill")
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 60).applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemOrange))
        sim.settle()
        #expect(pixels(sim, near: RGBA(r: 255, g: 149, b: 0), in: view.frame) > 1500, "a hierarchical colour draws it")
    }

    @Test func buttonsBarsAndTabsShowSymbols() throws {
        let sim = Simulator(device: .iPhoneSE)
        let content = CanvasController()
        content.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: content)
        nav.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        let other = CanvasController()
        other.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        sim.rootViewController = tabs
        var config = UIButton.Configuration.filled()
        config.title = "Share"
        config.image = UIImage(systemName: "square.and.arrow.up")
        config.imagePadding = 6
        config.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold)
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 20, y: 120, width: 140, height: 44)
        content.view.addSubview(button)
        let plain = UIButton(type: .system)
        plain.setImage(UIImage(systemName: "trash"), for: .normal)
        plain.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 30), forImageIn: .normal)
        plain.sizeToFit()
        plain.frame.origin = CGPoint(x: 200, y: 120)
        content.view.addSubview(plain)
        sim.settle()
        saveShot(sim, "symbol-bars-buttons")

        let navBar = try #require(content.navigationController?.navigationBar.frame)
        #expect(pixels(sim, near: systemBlue, in: CGRect(x: 320, y: navBar.minY, width: 55, height: navBar.height)) > 15, "the plus, tinted")
        let tabBar = tabs.tabBar.frame
        #expect(pixels(sim, near: systemBlue, in: CGRect(x: 0, y: tabBar.minY, width: 187, height: 34)) > 60, "the selected house, tinted")
        #expect(pixels(sim, near: RGBA(r: 142, g: 142, b: 147), in: CGRect(x: 188, y: tabBar.minY, width: 187, height: 34)) > 30, "the unselected gear, grey")
        #expect(pixels(sim, near: systemBlue, in: CGRect(x: 188, y: tabBar.minY, width: 187, height: 34)) == 0)
        #expect(plain.bounds.height > 34, "the trash at 30 pt: \(plain.bounds)")
        #expect(pixels(sim, near: systemBlue, in: plain.frame) > 150)
        #expect(pixels(sim, near: white, in: button.frame.insetBy(dx: 10, dy: 8)) > 100, "the filled button's white symbol and title")
    }

    @Test func aSymbolInTextSitsOnTheBaselineInTheTextsColour() throws {
        let (sim, root) = canvas(.iPhoneSE)
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        let text = NSMutableAttributedString(string: "Go ", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.systemRed])
        let star = try #require(UIImage(systemName: "star.fill"))
        let symbol = NSMutableAttributedString(attachment: NSTextAttachment(image: star))
        symbol.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 0, length: symbol.length))
        text.append(symbol)
        text.append(NSAttributedString(string: " now", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.systemRed]))
        label.attributedText = text
        root.addSubview(label)
        sim.settle()
        saveShot(sim, "symbol-in-text")
        // The star's rows: it reaches below the baseline by its offset, as the text's descenders do.
        var rows: [CGFloat] = []
        for y in stride(from: CGFloat(100), to: 140, by: 1 / 3) where pixels(sim, near: systemRed, in: CGRect(x: 46, y: y, width: 18, height: 1 / 3)) > 0 { rows.append(y) }
        let top = try #require(rows.first), bottom = try #require(rows.last)
        let baseline = 100 + (40 - label.font.lineHeight) / 2 + label.font.ascender
        #expect(bottom > baseline && bottom < baseline + star.baselineOffsetFromBottom, "below the baseline: \(bottom) vs \(baseline)")
        #expect(top < baseline - label.font.capHeight + 2, "up to the cap height: \(top)")
    }
}
