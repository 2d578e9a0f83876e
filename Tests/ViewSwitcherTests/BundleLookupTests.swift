import Testing
import UIKit
import UIKitTesting
import ViewSwitcherNib

// Two modules that hold files of the same name: this test module has its own SwitchView.xib,
// Fruit.storyboard and sunset.png, as ViewSwitcherNib has SwitchView.xib and BlueView.xib,
// StoryboardFruit Fruit.storyboard, and KeyboardRecipe and FoundationDemo sunset.png. A nil bundle
// looks in the caller's own module's resource bundle first; a controller's default nib comes from
// the module that declares its class, then the main bundle, never from an unrelated module.

/// Controllers of this module named as ViewSwitcherNib's are.
enum Twins {
    /// Its nib is this module's SwitchView.xib (ViewSwitcherNib's has a toolbar outlet this class lacks).
    final class SwitchViewController: UIViewController {}
    /// This module has no BlueView.xib: its view is a plain one, not ViewSwitcherNib's blue nib.
    final class BlueViewController: UIViewController {}
}

@MainActor
@Suite struct BundleLookupTests {
    @Test func aControllersDefaultNibComesFromTheModuleThatDeclaresItsClass() throws {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let sim = Simulator(device: .iPhone15)
        let mine = Twins.SwitchViewController()
        sim.rootViewController = mine
        #expect(failures.isEmpty, "no 'not key value coding-compliant for the key toolbar': \(failures)")
        #expect(sim.view(withText: "The test module's own SwitchView") != nil, "this module's SwitchView.xib")
        #expect(sim.color(at: CGPoint(x: 200, y: 500)) == RGBA(r: 0, g: 128, b: 0))

        let plain = Twins.BlueViewController()
        #expect(plain.view.backgroundColor == nil && plain.view.subviews.isEmpty, "no BlueView.xib here: a plain view")

        // ViewSwitcherNib's own controllers still find their module's nibs with a nil bundle.
        let theirs = ViewSwitcherNib.BlueViewController(nibName: nil, bundle: nil)
        #expect(theirs.view.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1), "ViewSwitcherNib's BlueView.xib")
        #expect(failures.isEmpty)
    }

    @Test func aNilBundleStoryboardIsTheCallingModulesOwn() {
        let sim = Simulator(device: .iPhone15)
        let storyboard = UIStoryboard(name: "Fruit", bundle: nil)
        sim.rootViewController = storyboard.instantiateInitialViewController()
        #expect(sim.view(withText: "The test module's Fruit") != nil, "this module's Fruit.storyboard, not StoryboardFruit's")
        #expect(sim.view(withText: "Fruit") == nil)
    }

    @Test func aNilBundleImageIsTheCallingModulesOwn() throws {
        let sim = Simulator(device: .iPhone15)
        let mine = try #require(UIImage(named: "sunset"))
        #expect(mine.size == CGSize(width: 8, height: 8), "this module's 8-pixel green sunset.png")
        let view = UIImageView(image: mine)
        view.frame = CGRect(x: 0, y: 200, width: 80, height: 80)
        let root = UIViewController()
        root.view.backgroundColor = .white
        root.view.addSubview(view)
        sim.rootViewController = root
        #expect(sim.color(at: CGPoint(x: 40, y: 240)) == RGBA(r: 0, g: 160, b: 0))
        // Another module's file of the same name is still there for whoever names its bundle.
        let resources = URL(fileURLWithPath: Bundle.module.bundlePath).deletingLastPathComponent()
        let other = try #require(try FileManager.default.contentsOfDirectory(atPath: resources.path).first { $0.hasSuffix("_KeyboardRecipe.resources") })
        let theirs = try #require(UIImage(named: "sunset", in: Bundle(path: resources.appendingPathComponent(other).path + "/Resources"), compatibleWith: nil))
        #expect(theirs.size != mine.size, "KeyboardRecipe's photo")
    }
}
