import Foundation
import Testing
import CGio
import UIKit
import UIKitTesting

/// A view that draws with a semantic colour in `draw(_:)` and keeps a layer colour up to date the
/// way iOS apps do, in `traitCollectionDidChange`.
@MainActor final class InkSwatch: UIView {
    var draws = 0
    var changes: [UIUserInterfaceStyle] = []
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.label.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2))
    }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        changes.append(previous?.userInterfaceStyle ?? .unspecified)
        layer.borderColor = UIColor.separator.cgColor
    }
}

/// Dark mode on screen: the device's style, overrides, dynamic colours resolved in backgrounds,
/// drawings and `cgColor`, and UIKit's own chrome in dark as iOS 17 draws it.
@MainActor @Suite struct DarkModeTests {
    func rgb(_ c: RGBA) -> [Int] { [Int(c.r), Int(c.g), Int(c.b)] }
    func near(_ c: RGBA, _ want: [Int], within tolerance: Int = 6) -> Bool { zip(rgb(c), want).allSatisfy { abs($0 - $1) <= tolerance } }

    @Test func theDeviceTurnsDarkAndEveryColourFollows() throws {
        let sim = Simulator(device: .iPhoneSE)
        let vc = UIViewController()
        vc.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 280, height: 60))
        label.text = "██████"
        label.font = .systemFont(ofSize: 50)
        vc.view.addSubview(label)
        let swatch = InkSwatch(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        swatch.backgroundColor = .systemRed
        vc.view.addSubview(swatch)
        var registered: [UIUserInterfaceStyle] = []
        vc.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (vc: UIViewController, previous: UITraitCollection) in
            registered.append(vc.traitCollection.userInterfaceStyle)
        }
        sim.rootViewController = vc
        sim.settle()
        #expect(rgb(sim.color(at: CGPoint(x: 200, y: 400))) == [255, 255, 255])
        #expect(rgb(sim.color(at: CGPoint(x: 40, y: 220))) == [0, 0, 0], "the drawing in light: black ink")
        #expect(rgb(sim.color(at: CGPoint(x: 40, y: 280))) == [255, 59, 48], "systemRed's light value")
        #expect(darkPixels(sim, in: label.frame) > 2000, "black text")
        #expect(sim.environment.drawnStatusBarStyle == .darkContent)
        let drawsBefore = swatch.draws

        sim.userInterfaceStyle = .dark
        saveShot(sim, "dark-mode-device")
        #expect(vc.traitCollection.userInterfaceStyle == .dark && swatch.traitCollection.userInterfaceStyle == .dark)
        #expect(rgb(sim.color(at: CGPoint(x: 200, y: 400))) == [0, 0, 0], "systemBackground turns black")
        #expect(rgb(sim.color(at: CGPoint(x: 40, y: 220))) == [255, 255, 255], "the view drew again, in white")
        #expect(swatch.draws == drawsBefore + 1)
        #expect(rgb(sim.color(at: CGPoint(x: 40, y: 280))) == [255, 69, 58], "systemRed's dark value")
        #expect(pixels(sim, near: RGBA(r: 255, g: 255, b: 255), in: label.frame) > 500, "the label's text is white on black")
        #expect(swatch.changes == [.light], "traitCollectionDidChange, with the previous traits")
        #expect(swatch.layer.borderColor.map { UIColor(cgColor: $0) } == UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6),
                "cgColor resolved for the current traits inside traitCollectionDidChange")
        #expect(registered == [.dark], "registrations for the style run")
        #expect(sim.environment.drawnStatusBarStyle == .lightContent, "the default status bar turns light")
        #expect(UIColor.label.cgColor.components?.first == 1, "cgColor outside any view: the device's style")
        UITraitCollection(userInterfaceStyle: .light).performAsCurrent {
            #expect(UIColor.label.cgColor.components?.first == 0, "performAsCurrent sets what cgColor resolves with")
        }
        // The status bar's time, white over black.
        #expect(pixels(sim, near: RGBA(r: 255, g: 255, b: 255), in: CGRect(x: 140, y: 2, width: 40, height: 16)) > 8)

        sim.userInterfaceStyle = .light
        #expect(rgb(sim.color(at: CGPoint(x: 200, y: 400))) == [255, 255, 255])
        #expect(rgb(sim.color(at: CGPoint(x: 40, y: 220))) == [0, 0, 0])
        #expect(swatch.changes == [.light, .dark])
    }

    @Test func overridesMakeOnePartDarkAndViewsJoiningTakeItsColours() {
        let sim = Simulator(device: .iPhoneSE)
        let vc = UIViewController()
        vc.view.backgroundColor = .systemBackground
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
        card.backgroundColor = .secondarySystemBackground
        card.overrideUserInterfaceStyle = .light
        vc.view.addSubview(card)
        sim.rootViewController = vc
        vc.overrideUserInterfaceStyle = .dark
        sim.settle()
        #expect(rgb(sim.color(at: CGPoint(x: 10, y: 400))) == [0, 0, 0], "the controller's view is dark")
        #expect(rgb(sim.color(at: CGPoint(x: 40, y: 150))) == [242, 242, 247], "the card keeps light")
        // A view made outside, with light colours, takes the dark ones as it joins.
        let late = UIView(frame: CGRect(x: 20, y: 350, width: 100, height: 50))
        late.backgroundColor = .secondarySystemBackground
        #expect(late.layer.backgroundColor.map { UIColor(cgColor: $0) } == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        vc.view.addSubview(late)
        sim.settle()
        #expect(rgb(sim.color(at: CGPoint(x: 40, y: 370))) == [28, 28, 30])
        // The window's own override.
        vc.overrideUserInterfaceStyle = .unspecified
        sim.settle()
        #expect(rgb(sim.color(at: CGPoint(x: 40, y: 370))) == [242, 242, 247])
        sim.window.overrideUserInterfaceStyle = .dark
        sim.settle()
        #expect(rgb(sim.color(at: CGPoint(x: 40, y: 370))) == [28, 28, 30])
        #expect(sim.environment.drawnStatusBarStyle == .lightContent, "the status bar follows the window's controller")
    }

    @Test func increaseContrastTakesTheHighContrastValues() {
        let sim = Simulator(device: .iPhoneSE)
        let vc = UIViewController()
        vc.view.backgroundColor = .systemBlue
        sim.rootViewController = vc
        sim.settle()
        #expect(rgb(sim.color(at: CGPoint(x: 100, y: 300))) == [0, 122, 255])
        sim.accessibilityContrast = .high
        #expect(rgb(sim.color(at: CGPoint(x: 100, y: 300))) == [0, 64, 221])
        sim.userInterfaceStyle = .dark
        #expect(rgb(sim.color(at: CGPoint(x: 100, y: 300))) == [64, 156, 255])
    }

    @Test func theSystemsChromeIsDarkAsIOSDrawsIt() throws {
        let sim = Simulator(device: .iPhoneSE)
        sim.userInterfaceStyle = .dark
        let list = UITableViewController(style: .insetGrouped)
        list.title = "Dark"
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let rows = RowsSource()
        list.tableView.dataSource = rows
        let nav = UINavigationController(rootViewController: list)
        sim.rootViewController = nav
        sim.settle()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(rgb(sim.color(at: cell.convert(CGPoint(x: 200, y: 5), to: nil))) == [28, 28, 30], "an inset grouped cell")
        #expect(rgb(sim.color(at: CGPoint(x: 5, y: 300))) == [0, 0, 0], "the grouped background")
        // Controls.
        let toggle = UISwitch(), segments = UISegmentedControl(items: ["One", "Two"])
        segments.selectedSegmentIndex = 0
        toggle.frame.origin = CGPoint(x: 20, y: 200)
        segments.frame = CGRect(x: 100, y: 200, width: 200, height: 32)
        list.view.addSubview(toggle)
        list.view.addSubview(segments)
        // A text field with the keyboard up.
        let field = UITextField(frame: CGRect(x: 20, y: 250, width: 280, height: 34))
        field.borderStyle = .roundedRect
        list.view.addSubview(field)
        sim.tap(on: field)
        sim.settle()
        saveShot(sim, "dark-mode-chrome")
        #expect(near(sim.color(at: toggle.convert(CGPoint(x: 40, y: 16), to: nil)), [57, 57, 61]), "the switch's off track")
        #expect(near(sim.color(at: segments.convert(CGPoint(x: 50, y: 16), to: nil)), [99, 99, 102], within: 10), "the selected segment")
        #expect(rgb(sim.color(at: field.convert(CGPoint(x: 200, y: 17), to: nil))) == [28, 28, 30], "the field's fill")
        let keyboard = try #require(sim.environment.keyboardFrame)
        #expect(rgb(sim.color(at: CGPoint(x: keyboard.midX, y: keyboard.maxY - 2))) == [43, 43, 43], "the keyboard's background")
        // The Q key, top left.
        #expect(rgb(sim.color(at: CGPoint(x: keyboard.minX + 8, y: keyboard.minY + 20))) == [107, 107, 107], "a letter key")
        #expect(pixels(sim, near: RGBA(r: 255, g: 255, b: 255), in: CGRect(x: keyboard.minX + 3, y: keyboard.minY + 10, width: 26, height: 40)) > 5,
                "its letter, white")
        field.resignFirstResponder()
        sim.settle()

        // An alert: its platter dark, its title white.
        let alert = UIAlertController(title: "Careful", message: "An alert", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        nav.present(alert, animated: false)
        sim.settle()
        saveShot(sim, "dark-mode-alert")
        let title = try #require(sim.view(withText: "Careful"))
        let platter = sim.color(at: title.convert(CGPoint(x: -20, y: title.bounds.midY), to: nil))
        #expect(Int(platter.r) < 60 && Int(platter.g) < 60, "the platter is dark: \(platter)")
        #expect(pixels(sim, near: RGBA(r: 255, g: 255, b: 255), in: title.convert(title.bounds, to: nil)) > 10, "the title, white")
    }

    @Test func anAssetCatalogImageShowsItsDarkAppearanceInDarkMode() throws {
        let sim = Simulator(device: .iPhoneSE)
        let lamp = try #require(UIImage(named: "Lamp", in: .module, compatibleWith: nil))
        #expect(lamp.imageAsset != nil, "a set with a dark image keeps its asset")
        let night = try #require(UIImage(named: "Lamp", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(pixel(night, 2, 2).prefix(3) == [40, 60, 200], "compatibleWith: dark")
        #expect(pixel(lamp, 2, 2).prefix(3) == [255, 200, 0], "the device's light")
        let vc = UIViewController()
        let view = UIImageView(image: lamp)
        view.frame = CGRect(x: 100, y: 100, width: 60, height: 60)
        vc.view.addSubview(view)
        sim.rootViewController = vc
        sim.settle()
        #expect(rgb(sim.color(at: CGPoint(x: 130, y: 130))) == [255, 200, 0], "the day image in light mode")
        sim.userInterfaceStyle = .dark
        #expect(rgb(sim.color(at: CGPoint(x: 130, y: 130))) == [40, 60, 200], "the night image once dark")
        // An image view entering a dark hierarchy shows the dark image at once.
        let other = UIImageView(image: lamp)
        other.frame = CGRect(x: 200, y: 100, width: 60, height: 60)
        vc.view.addSubview(other)
        sim.settle()
        #expect(rgb(sim.color(at: CGPoint(x: 230, y: 130))) == [40, 60, 200])
        // Images registered in code.
        let asset = UIImageAsset()
        asset.register(UIImage(named: "Lamp", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .light))!, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(night, with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === night)
    }

    @Test func appearanceProxiesForDarkTraitsApplyWhenTheStyleChanges() {
        let sim = Simulator(device: .iPhoneSE)
        UISwitch.appearance().onTintColor = .systemGreen
        UISwitch.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).onTintColor = .systemPurple
        let vc = UIViewController()
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.frame.origin = CGPoint(x: 100, y: 200)
        vc.view.addSubview(toggle)
        sim.rootViewController = vc
        sim.settle()
        let track = toggle.convert(CGPoint(x: 10, y: 16), to: nil)
        #expect(rgb(sim.color(at: track)) == [52, 199, 89], "green in light mode")
        sim.userInterfaceStyle = .dark
        #expect(rgb(sim.color(at: track)) == [191, 90, 242], "the dark proxy's purple")
        sim.userInterfaceStyle = .light
        #expect(rgb(sim.color(at: track)) == [52, 199, 89], "green again")
    }

    @Test func barItemProxiesForDarkTraitsApplyWhenTheStyleChanges() {
        let sim = Simulator(device: .iPhoneSE)
        UIBarButtonItem.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemOrange
        let vc = UIViewController()
        vc.view.backgroundColor = .systemBackground
        vc.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "█████", style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: vc)
        sim.rootViewController = nav
        sim.settle()
        let bar = nav.navigationBar.convert(nav.navigationBar.bounds, to: nil)
        let end = CGRect(x: bar.maxX - 90, y: bar.minY, width: 90, height: bar.height)
        let orange = RGBA(r: 255, g: 159, b: 10)
        #expect(pixels(sim, near: orange, in: end) < 5, "the tint in light mode")
        sim.userInterfaceStyle = .dark
        #expect(pixels(sim, near: orange, in: end) > 50, "the dark proxy's orange once dark")
    }

    @Test func aLiveAppFollowsTheDesktopsColourScheme() throws {
        #expect(UIKitEnvironment.interfaceStyle(fromEnvironment: ["OPENUIKIT_APPEARANCE": "Dark"]) == .dark)
        #expect(UIKitEnvironment.interfaceStyle(fromEnvironment: ["OPENUIKIT_APPEARANCE": "light"]) == .light)
        #expect(UIKitEnvironment.interfaceStyle(fromEnvironment: [:]) == nil)

        let portal = try SettingsPortalStandIn(scheme: 1)
        defer { portal.stop() }
        let sim = Simulator(device: .iPhoneSE)
        let vc = UIViewController()
        vc.view.backgroundColor = .systemBackground
        sim.rootViewController = vc
        #expect(sim.environment.followDesktopAppearance(busAddress: portal.address), "the portal answers")
        sim.runFrame()
        #expect(sim.userInterfaceStyle == .dark)
        #expect(rgb(sim.color(at: CGPoint(x: 100, y: 300))) == [0, 0, 0])
        portal.change(to: 2)
        // The signal crosses the bus: wait for it in GLib's loop, woken at least every second.
        let wake = g_timeout_add(1000, { _ in 1 }, nil)
        for _ in 0..<10 where sim.userInterfaceStyle == .dark { g_main_context_iteration(nil, 1) }
        g_source_remove(wake)
        sim.environment.pollDesktopAppearance()
        sim.runFrame()
        #expect(sim.userInterfaceStyle == .light, "the desktop turned light")
        #expect(rgb(sim.color(at: CGPoint(x: 100, y: 300))) == [255, 255, 255])
        // No portal on the bus: nothing changes, and it says so.
        #expect(!Simulator(device: .iPhoneSE).environment.followDesktopAppearance(busAddress: "unix:path=/nonexistent/bus"))
    }
}

/// Three rows.
@MainActor final class RowsSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
