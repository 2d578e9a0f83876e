import Foundation
import Testing
import UIKit
import UIKitTesting

/// A view that records the trait changes it hears of.
final class TraitRecordingView: UIView {
    var heard: [UITraitCollection] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let previousTraitCollection { heard.append(previousTraitCollection) }
    }
}

/// A controller that records the trait changes it hears of, and the handler it registered.
final class TraitRecordingController: UIViewController {
    var heard: [String] = []
    var styleChanges: [UIUserInterfaceStyle] = []
    var sizeClassChanges = 0
    let probe = TraitRecordingView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(probe)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
            self.styleChanges.append(previous.userInterfaceStyle)
        }
        registerForTraitChanges([UITraitVerticalSizeClass.self], target: self, action: TraitRecordingController.sizeClassChanged)
    }
    func sizeClassChanged() { sizeClassChanges += 1 }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        heard.append("\(previousTraitCollection?.userInterfaceStyle == .dark ? "dark" : "light")→\(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
    }
}

/// The app's own trait, as iOS 17 lets an app define one.
enum Theme: Int { case standard, monochrome }
struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }

@MainActor @Suite(.serialized) struct TraitHierarchyTests {
    @Test func theScreenHasEveryTraitIOS17Documents() {
        let sim = Simulator(device: .iPhone15)
        let t = sim.screen.traitCollection
        #expect(t.userInterfaceIdiom == .phone && t.displayScale == 3 && t.horizontalSizeClass == .compact && t.verticalSizeClass == .regular)
        #expect(t.userInterfaceStyle == .light && t.preferredContentSizeCategory == .large && t.layoutDirection == .leftToRight)
        #expect(t.legibilityWeight == .regular && t.accessibilityContrast == .normal && t.displayGamut == .P3)
        #expect(t.activeAppearance == .active && t.userInterfaceLevel == .base)
        #expect(t[UITraitUserInterfaceStyle.self] == .light && t[UITraitDisplayScale.self] == 3)
        #expect(t.description.contains("UserInterfaceIdiom = ") && t.description.contains("UserInterfaceLevel = "))
    }

    @Test func collectionsAreMadeMergedAndModifiedAsIOS17Does() {
        let made = UITraitCollection { traits in
            traits.userInterfaceStyle = .dark
            traits.horizontalSizeClass = .regular
            traits[ThemeTrait.self] = .monochrome
        }
        #expect(made.userInterfaceStyle == .dark && made.horizontalSizeClass == .regular && made.verticalSizeClass == .unspecified)
        #expect(made[ThemeTrait.self] == .monochrome && UITraitCollection()[ThemeTrait.self] == .standard, "the app's own trait, with its default")
        let modified = made.modifyingTraits { $0.userInterfaceLevel = .elevated }
        #expect(modified.userInterfaceLevel == .elevated && modified.userInterfaceStyle == .dark && made.userInterfaceLevel == .unspecified)
        let merged = UITraitCollection(traitsFrom: [made, UITraitCollection(userInterfaceStyle: .light), UITraitCollection(legibilityWeight: .bold)])
        #expect(merged.userInterfaceStyle == .light && merged.horizontalSizeClass == .regular && merged.legibilityWeight == .bold)
        #expect(merged.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(UITraitCollection(userInterfaceStyle: .dark) == UITraitCollection(userInterfaceStyle: .dark), "equal by value")
        #expect(made.hasDifferentColorAppearance(comparedTo: merged) && !made.hasDifferentFontAppearance(comparedTo: made))
    }

    @Test func anOverrideFlowsDownToTheViewsAndChildrenUnderIt() {
        let sim = Simulator(device: .iPhone15)
        let container = UIViewController()
        let styled = TraitRecordingController(), plain = TraitRecordingController()
        for (i, child) in [styled, plain].enumerated() {
            container.addChild(child)
            child.view.frame = CGRect(x: 0, y: CGFloat(i) * 300, width: 393, height: 300)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
        sim.rootViewController = container
        sim.settle()
        let deep = TraitRecordingView()
        styled.probe.addSubview(deep)

        styled.overrideUserInterfaceStyle = .dark
        #expect(styled.traitCollection.userInterfaceStyle == .dark && styled.view.traitCollection.userInterfaceStyle == .dark)
        #expect(deep.traitCollection.userInterfaceStyle == .dark, "all the way down")
        #expect(plain.traitCollection.userInterfaceStyle == .light && container.traitCollection.userInterfaceStyle == .light, "nothing beside or above")
        #expect(styled.heard == ["light→dark"] && plain.heard.isEmpty)
        #expect(styled.styleChanges == [.light], "the registered handler, with the previous traits")
        #expect(styled.sizeClassChanges == 0, "a registration for another trait stays quiet")
        #expect(styled.probe.heard.map(\.userInterfaceStyle) == [.light] && deep.heard.count == 1)

        styled.overrideUserInterfaceStyle = .dark
        #expect(styled.heard.count == 1, "setting the same override again changes nothing")

        // A view's own override: only it and what is under it.
        styled.probe.traitOverrides.legibilityWeight = .bold
        #expect(deep.traitCollection.legibilityWeight == .bold && styled.view.traitCollection.legibilityWeight == .regular)
        #expect(styled.probe.traitOverrides.containsTrait(UITraitLegibilityWeight.self))
        #expect(deep.heard.count == 2 && styled.heard.count == 1)

        styled.traitOverrides.removeTrait(UITraitUserInterfaceStyle.self)
        #expect(deep.traitCollection.userInterfaceStyle == .light && styled.heard == ["light→dark", "dark→light"])
        #expect(styled.overrideUserInterfaceStyle == .unspecified)
    }

    @Test func aParentOverridesAChildsTraitsAndSheetsAreElevated() {
        let sim = Simulator(device: .iPhone15)
        let container = UIViewController()
        let wide = TraitRecordingController(), narrow = TraitRecordingController()
        for child in [wide, narrow] {
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
        }
        sim.rootViewController = container
        sim.settle()
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        container.setOverrideTraitCollection(regular, forChild: wide)
        #expect(container.overrideTraitCollection(forChild: wide) == regular && container.overrideTraitCollection(forChild: narrow) == nil)
        #expect(wide.traitCollection.horizontalSizeClass == .regular && wide.probe.traitCollection.horizontalSizeClass == .regular)
        #expect(narrow.traitCollection.horizontalSizeClass == .compact)
        #expect(wide.probe.heard.map(\.horizontalSizeClass) == [.compact])

        let sheet = TraitRecordingController()
        container.present(sheet, animated: false)
        sim.settle()
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated && sheet.probe.traitCollection.userInterfaceLevel == .elevated)
        sheet.dismiss(animated: false)
        sim.settle()
        let cover = TraitRecordingController()
        cover.modalPresentationStyle = .fullScreen
        container.present(cover, animated: false)
        sim.settle()
        #expect(cover.traitCollection.userInterfaceLevel == .base)
    }

    @Test func aRotationTellsOnlyTheRegistrationsForTheTraitsThatChanged() {
        let sim = Simulator(device: .iPhone15)
        let vc = TraitRecordingController()
        sim.rootViewController = vc
        sim.settle()
        sim.rotate(to: .landscapeLeft)
        #expect(vc.sizeClassChanges == 1 && vc.styleChanges.isEmpty)
        #expect(vc.probe.heard.map(\.verticalSizeClass) == [.regular], "the view's own previous traits")
    }

    @Test func aWindowScenesOverridesReachEveryWindowAndATargetCanUnregister() throws {
        final class Listener {
            var calls = 0
            func styleChanged() { calls += 1 }
        }
        let sim = Simulator(device: .iPhone15)
        let vc = TraitRecordingController()
        sim.rootViewController = vc
        sim.settle()
        let scene = try #require(sim.window.windowScene)
        let listener = Listener()
        let registration = vc.view.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: listener, action: Listener.styleChanged)
        scene.traitOverrides.userInterfaceStyle = .dark
        #expect(scene.traitCollection.userInterfaceStyle == .dark && sim.window.traitCollection.userInterfaceStyle == .dark)
        #expect(vc.traitCollection.userInterfaceStyle == .dark && vc.heard == ["light→dark"] && listener.calls == 1)
        vc.view.unregisterForTraitChanges(registration)
        scene.traitOverrides.userInterfaceStyle = .light
        #expect(vc.heard == ["light→dark", "dark→light"] && listener.calls == 1, "unregistered")
        #expect(sim.screen.traitCollection.userInterfaceStyle == .light)
    }

    /// Traits are resolved once and kept, yet a view's traits follow at once whatever they come from:
    /// the superview it moves to, the device's style, a parent whose override for its child depends
    /// on the parent's state (asked again each frame) — and the screen shows what they are.
    @Test func keptTraitsFollowEveryChangeTheyComeFrom() {
        let sim = Simulator(device: .iPhone15)
        let vc = PerChildStyleController()
        sim.rootViewController = vc
        let dark = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
        dark.overrideUserInterfaceStyle = .dark
        let light = UIView(frame: CGRect(x: 0, y: 400, width: 393, height: 200))
        light.overrideUserInterfaceStyle = .light
        vc.child.view.addSubview(dark)
        vc.child.view.addSubview(light)
        // A chain of views, the innermost painted with the system background (white, or black in dark).
        var chain: [UIView] = []
        var parent = dark
        for _ in 0..<40 {
            let v = UIView(frame: CGRect(x: 1, y: 1, width: 300, height: 150))
            parent.addSubview(v)
            chain.append(v)
            parent = v
        }
        let inner = chain.last!
        inner.backgroundColor = .systemBackground
        sim.settle()
        #expect(inner.traitCollection.userInterfaceStyle == .dark && chain[0].traitCollection.userInterfaceStyle == .dark)
        let inDark = inner.convert(CGPoint(x: 100, y: 50), to: nil)
        #expect(sim.color(at: inDark) == RGBA(r: 0, g: 0, b: 0))

        // Moving the chain's fifth view under the light view: everything under it is light at once.
        light.addSubview(chain[4])
        #expect(inner.traitCollection.userInterfaceStyle == .light && chain[3].traitCollection.userInterfaceStyle == .dark)
        sim.settle()
        #expect(sim.color(at: inner.convert(CGPoint(x: 100, y: 50), to: nil)) == RGBA(r: 255, g: 255, b: 255))

        // Overrides come off: the device's style shows through, and follows it.
        light.overrideUserInterfaceStyle = .unspecified
        dark.overrideUserInterfaceStyle = .unspecified
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        sim.environment.setUserInterfaceStyle(.dark)
        #expect(inner.traitCollection.userInterfaceStyle == .dark && chain[0].traitCollection.userInterfaceStyle == .dark)

        // A parent that decides its child's style from its own state is asked again by the next frame
        // (iOS updates traits before layout).
        vc.childStyle = .light
        vc.view.setNeedsLayout()
        sim.runFrame()
        #expect(vc.child.traitCollection.userInterfaceStyle == .light && inner.traitCollection.userInterfaceStyle == .light)
        #expect(vc.traitCollection.userInterfaceStyle == .dark)
    }
}

/// A container that gives its one child the style its `childStyle` says (nil: its own).
final class PerChildStyleController: UIViewController {
    let child = UIViewController()
    var childStyle: UIUserInterfaceStyle?
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
    override func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childStyle.map { UITraitCollection(userInterfaceStyle: $0) }
    }
}
