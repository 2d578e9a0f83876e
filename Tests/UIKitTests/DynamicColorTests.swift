import Foundation
import Testing
import UIKit
import UIKitTesting

/// Colours as iOS 17 resolves them per trait collection: light, dark, elevated, high contrast.
@MainActor @Suite struct DynamicColorTests {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let darkElevated = UITraitCollection { $0.userInterfaceStyle = .dark; $0.userInterfaceLevel = .elevated }
    let lightHigh = UITraitCollection { $0.userInterfaceStyle = .light; $0.accessibilityContrast = .high }
    let darkHigh = UITraitCollection { $0.userInterfaceStyle = .dark; $0.accessibilityContrast = .high }

    func rgba(_ c: UIColor, _ t: UITraitCollection) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        c.resolvedColor(with: t).getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
    }

    @Test func systemColorsResolveToIOS17sValues() {
        #expect(rgba(.systemBackground, light) == [255, 255, 255, 100] && rgba(.systemBackground, dark) == [0, 0, 0, 100])
        #expect(rgba(.systemBackground, darkElevated) == [28, 28, 30, 100], "a sheet's background in dark mode is lifted")
        #expect(rgba(.secondarySystemBackground, dark) == [28, 28, 30, 100] && rgba(.secondarySystemBackground, darkElevated) == [44, 44, 46, 100])
        #expect(rgba(.systemGroupedBackground, dark) == [0, 0, 0, 100] && rgba(.secondarySystemGroupedBackground, dark) == [28, 28, 30, 100])
        #expect(rgba(.label, dark) == [255, 255, 255, 100] && rgba(.secondaryLabel, dark) == [235, 235, 245, 60])
        #expect(rgba(.separator, light) == [60, 60, 67, 29] && rgba(.separator, dark) == [84, 84, 88, 60])
        #expect(rgba(.systemBlue, light) == [0, 122, 255, 100] && rgba(.systemBlue, dark) == [10, 132, 255, 100])
        #expect(rgba(.systemBlue, lightHigh) == [0, 64, 221, 100] && rgba(.systemBlue, darkHigh) == [64, 156, 255, 100])
        #expect(rgba(.systemRed, dark) == [255, 69, 58, 100] && rgba(.systemGray6, dark) == [28, 28, 30, 100])
        #expect(rgba(.systemFill, dark) == [120, 120, 128, 36])
        #expect(rgba(.tintColor, dark) == [10, 132, 255, 100])
        #expect(UIColor.label.cgColor.components?.first == 0, "a dynamic colour's cgColor resolves for the current traits (the light device's)")
        #expect(rgba(.black, dark) == [0, 0, 0, 100], "a fixed colour is itself")
    }

    @Test func aDynamicProviderIsAskedPerTraitCollection() {
        var asked: [UIUserInterfaceStyle] = []
        let brand = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.1, alpha: 1)
        }
        #expect(rgba(brand, dark) == [230, 230, 230, 100] && rgba(brand, light) == [26, 26, 26, 100])
        #expect(asked.suffix(2) == [.dark, .light])
        let faded = brand.withAlphaComponent(0.5)
        #expect(rgba(faded, dark) == [230, 230, 230, 50], "alpha keeps it dynamic")
        // A view's traits resolve it: an override to dark under a light screen.
        let sim = Simulator(device: .iPhone15)
        let vc = UIViewController()
        sim.rootViewController = vc
        vc.overrideUserInterfaceStyle = .dark
        #expect(rgba(.systemBackground, vc.view.traitCollection) == [0, 0, 0, 100])
        #expect(rgba(.systemBackground, sim.window.traitCollection) == [255, 255, 255, 100])
    }

    @Test func assetCatalogColorsHaveTheirDarkAndHighContrastAppearances() throws {
        _ = Simulator(device: .iPhone15)
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        #expect(rgba(brand, light) == [51, 102, 153, 100] && rgba(brand, dark) == [230, 230, 230, 100])
        #expect(rgba(brand, lightHigh) == [51, 102, 153, 100], "no high-contrast appearance: the plain one")
        let mood = try #require(UIColor(named: "Mood", in: .module, compatibleWith: nil))
        #expect(rgba(mood, light) == [10, 20, 30, 100] && rgba(mood, dark) == [200, 210, 220, 100])
        #expect(rgba(mood, lightHigh) == [0, 0, 5, 100] && rgba(mood, darkHigh) == [250, 250, 255, 100])
        let forDark = try #require(UIColor(named: "Mood", in: .module, compatibleWith: dark))
        #expect((forDark.cgColor.components?.first ?? 0) > 0.75, "compatibleWith: the set's colour for those traits")
    }
}
