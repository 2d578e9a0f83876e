import Foundation
import Testing
import UIKit
import UIKitTesting
import QuartzCore

/// UIAccessibility: the defaults each control family gives, containers and their order, actions
/// and the device's settings — as VoiceOver would find them, through `Simulator`.
@MainActor @Suite struct AccessibilityTests {
    /// A plain screen with `views` added at their frames.
    private func screen(_ views: [UIView]) -> Simulator {
        let (sim, root) = canvas(.iPhoneSE)
        for v in views { root.addSubview(v) }
        sim.settle()
        return sim
    }

    private func describe(_ e: AccessibleObject) -> String {
        [e.accessibilityLabel, e.accessibilityValue].compactMap { $0 }.joined(separator: " = ")
    }

    @Test func controlsSayWhatTheyAreAndTheirValues() throws {
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        label.text = "Volume"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
        button.setTitle("Save", for: .normal)
        let off = UIButton(type: .system)
        off.frame = CGRect(x: 160, y: 60, width: 120, height: 44)
        off.setTitle("Delete", for: .normal)
        off.isEnabled = false
        let toggle = UISwitch(frame: CGRect(x: 20, y: 120, width: 51, height: 31))
        toggle.isOn = true
        let slider = UISlider(frame: CGRect(x: 20, y: 170, width: 280, height: 30))
        slider.value = 0.25
        let field = UITextField(frame: CGRect(x: 20, y: 210, width: 280, height: 34))
        field.placeholder = "Name"
        let secret = UITextField(frame: CGRect(x: 20, y: 250, width: 280, height: 34))
        secret.isSecureTextEntry = true
        secret.text = "hunter2"
        let progress = UIProgressView(frame: CGRect(x: 20, y: 300, width: 280, height: 4))
        progress.progress = 0.6
        let pages = UIPageControl(frame: CGRect(x: 20, y: 320, width: 280, height: 26))
        pages.numberOfPages = 5
        pages.currentPage = 1
        let image = UIImageView(image: UIImage(systemName: "star"))
        image.frame = CGRect(x: 20, y: 360, width: 30, height: 30)
        let sim = screen([label, button, off, toggle, slider, field, secret, progress, pages, image])

        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Volume" && label.accessibilityTraits == .staticText)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Save" && button.accessibilityTraits == .button)
        #expect(off.accessibilityTraits == [.button, .notEnabled])
        #expect(toggle.accessibilityValue == "1" && toggle.accessibilityTraits.contains(.button))
        #expect(slider.accessibilityValue == "25%" && slider.accessibilityTraits == .adjustable)
        #expect(field.accessibilityValue == "Name" && field.accessibilityLabel == nil, "an empty field reads its placeholder")
        field.text = "Ada"
        #expect(field.accessibilityValue == "Ada")
        #expect(secret.accessibilityValue == "•••••••", "a secure field never reads its text")
        #expect(progress.accessibilityValue == "60%")
        #expect(pages.accessibilityValue == "page 2 of 5" && pages.accessibilityTraits == .adjustable)
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image && image.accessibilityLabel == "star",
                "an image view is not an element unless the app makes it one, as on iOS")

        // VoiceOver's order: top to bottom, and leading to trailing within a row; the image is not an element.
        let order = sim.accessibilityElements.map(describe)
        #expect(order == ["Volume", "Save", "Delete", "1", "25%", "Ada", "•••••••", "Progress = 60%", "page 2 of 5"], "\(order)")

        // Frames are in the screen's coordinates; the activation point is the middle.
        #expect(button.accessibilityFrame == CGRect(x: 20, y: 60, width: 120, height: 44))
        #expect(button.accessibilityActivationPoint == CGPoint(x: 80, y: 82))
        // What the app sets wins over the default; clearing it brings the default back.
        button.accessibilityLabel = "Save draft"
        button.accessibilityTraits = [.button, .startsMediaSession]
        #expect(button.accessibilityLabel == "Save draft" && button.accessibilityTraits.contains(.startsMediaSession))
        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == "Save")
    }

    @Test func adjustableControlsMoveWhenIncremented() throws {
        let slider = UISlider(frame: CGRect(x: 20, y: 40, width: 280, height: 30))
        slider.value = 0.5
        let pages = UIPageControl(frame: CGRect(x: 20, y: 100, width: 280, height: 26))
        pages.numberOfPages = 3
        let stepper = UIStepper(frame: CGRect(x: 20, y: 160, width: 94, height: 32))
        stepper.maximumValue = 2
        var changes: [String] = []
        slider.addAction(UIAction { _ in changes.append("slider") }, for: .valueChanged)
        pages.addAction(UIAction { _ in changes.append("pages") }, for: .valueChanged)
        stepper.addAction(UIAction { _ in changes.append("stepper") }, for: .valueChanged)
        _ = screen([slider, pages, stepper])

        slider.accessibilityIncrement()
        #expect(abs(slider.value - 0.6) < 0.001 && slider.accessibilityValue == "60%")
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.accessibilityValue == "40%")
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 1 && pages.accessibilityValue == "page 2 of 3")

        // The stepper is a container of two buttons.
        let halves = try #require(stepper.accessibilityElements as? [AccessibleObject])
        #expect(halves.map(\.accessibilityLabel) == ["Decrement", "Increment"])
        #expect(halves[0].accessibilityTraits == [.button, .notEnabled], "at its minimum")
        #expect(halves[1].accessibilityFrame == CGRect(x: 67, y: 160, width: 47, height: 32))
        #expect(stepper.index(ofAccessibilityElement: halves[1]) == 1)
        #expect(halves[1].accessibilityActivate() && halves[1].accessibilityActivate() && stepper.value == 2)
        #expect(halves[1].accessibilityTraits.contains(.notEnabled) && !halves[0].accessibilityTraits.contains(.notEnabled))
        #expect(changes == ["slider", "slider", "slider", "pages", "stepper", "stepper"])
    }

    @Test func segmentsAreButtonsAndTheSelectedOneSaysSo() throws {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 20, y: 40, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        var picked: [Int] = []
        control.addAction(UIAction { _ in picked.append(control.selectedSegmentIndex) }, for: .valueChanged)
        let sim = screen([control])
        let segments = try #require(control.accessibilityElements as? [AccessibleObject])
        #expect(segments.map(\.accessibilityLabel) == ["Day", "Week", "Month"])
        #expect(segments[0].accessibilityTraits == [.button, .selected] && segments[1].accessibilityTraits == .button)
        #expect(segments[2].accessibilityFrame == CGRect(x: 220, y: 40, width: 100, height: 32))
        #expect(segments[1].accessibilityActivate())
        #expect(picked == [1] && segments[1].accessibilityTraits.contains(.selected))
        #expect(sim.accessibilityElements.map { $0.accessibilityLabel ?? "" } == ["Day", "Week", "Month"])
        // Made once: the same elements each time, so VoiceOver's cursor stays on one.
        let again = try #require(control.accessibilityElements?[1] as? AccessibleObject)
        #expect(again === segments[1])
    }

    @Test func anInlineCalendarNamesItsMonthItsArrowsAndItsDays() throws {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "UTC")!
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        picker.locale = Locale(identifier: "en_US")
        picker.calendar = cal
        picker.timeZone = cal.timeZone
        picker.date = cal.date(from: DateComponents(year: 2026, month: 3, day: 10))!
        picker.minimumDate = cal.date(from: DateComponents(year: 2026, month: 3, day: 5))!
        picker.frame = CGRect(origin: CGPoint(x: 0, y: 20), size: picker.intrinsicContentSize)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let sim = screen([picker])
        func element(_ label: String) -> AccessibleObject? { sim.accessibilityElements.first { $0.accessibilityLabel == label } }

        let labels = sim.accessibilityElements.compactMap(\.accessibilityLabel)
        #expect(Array(labels.prefix(4)) == ["March 2026", "Previous Month", "Next Month", "Sunday, March 1"], "\(labels)")
        #expect(labels.count == 3 + 31 && labels.last == "Tuesday, March 31")
        #expect(element("March 2026")?.accessibilityTraits == .header)
        #expect(element("Tuesday, March 10")?.accessibilityTraits == [.button, .selected])
        #expect(element("Wednesday, March 4")?.accessibilityTraits == [.button, .notEnabled], "before the minimum date")
        // The days are in a collection inside the picker, as iOS lists them.
        let parts = try #require(picker.subviews.lazy.compactMap { $0.accessibilityElements }.first as? [AccessibleObject])
        #expect(parts.last?.accessibilityRole == .collectionView && parts.last?.accessibilityElementCount() == 31)
        // A day's frame is where it is drawn: its middle picks it when touched.
        let twentieth = try #require(element("Friday, March 20"))
        sim.tap(at: CGPoint(x: twentieth.accessibilityFrame.midX, y: twentieth.accessibilityFrame.midY))
        #expect(cal.component(.day, from: picker.date) == 20 && changes == 1)
        #expect(try #require(element("Thursday, March 19")).accessibilityActivate())
        #expect(cal.component(.day, from: picker.date) == 19 && changes == 2)

        #expect(element("Thursday, March 19")?.accessibilityTraits.contains(.selected) == true)
        #expect(element("Wednesday, March 4")?.accessibilityActivate() == false, "a day out of range cannot be chosen")
        #expect(try #require(element("Next Month")).accessibilityActivate())
        #expect(sim.accessibilityElements.first?.accessibilityLabel == "April 2026")
        #expect(sim.accessibilityNotifications.contains { $0.notification == UIAccessibility.Notification.layoutChanged })
    }

    /// A list of fruit whose rows delete (the data source commits) and the last one also flags.
    private final class Fruit: UITableViewController {
        var items = ["Apple", "Banana", "Cherry"]
        var flagged: [String] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = items[indexPath.row]
            cell.accessoryType = indexPath.row == 0 ? .checkmark : .none
            return cell
        }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
        override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            guard indexPath.row == items.count - 1 else { return nil }
            return UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
                flagged.append(items[indexPath.row])
                done(true)
            }])
        }
    }

    @Test func aRowsSwipeActionsAreVoiceOversActionsAndACheckmarkIsSelected() throws {
        let sim = Simulator(device: .iPhoneSE)
        let fruit = Fruit(style: .plain)
        sim.rootViewController = fruit
        sim.settle()
        func cell(_ name: String) throws -> UITableViewCell {
            try #require(fruit.tableView.visibleCells.first { $0.textLabel?.text == name })
        }
        #expect(try cell("Apple").accessibilityTraits.contains(.selected), "a checkmark reads as selected")
        #expect(try !cell("Banana").accessibilityTraits.contains(.selected))
        #expect(try cell("Banana").accessibilityCustomActions?.map(\.name) == ["Delete"])
        #expect(try cell("Cherry").accessibilityCustomActions?.map(\.name) == ["Delete", "Flag"], "trailing, then leading")
        #expect(try cell("Cherry").accessibilityCustomActions?[1].invoke() == true)
        #expect(fruit.flagged == ["Cherry"])
        // VoiceOver's Delete deletes the row, as the swipe's button does.
        #expect(try cell("Banana").accessibilityCustomActions?.first?.invoke() == true)
        sim.settle()
        #expect(fruit.items == ["Apple", "Cherry"] && fruit.tableView.numberOfRows(inSection: 0) == 2)
        #expect(sim.accessibilityElements.compactMap(\.accessibilityLabel).contains("Banana") == false)
        // A list cell's checkmark accessory too; with no list around it, it has no actions.
        let listCell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(!listCell.accessibilityTraits.contains(.selected) && listCell.accessibilityCustomActions == nil)
        listCell.accessories = [.checkmark()]
        #expect(listCell.accessibilityTraits.contains(.selected))
    }

    /// A chart drawn in one view, its bars listed as elements in the view's coordinates.
    private final class Chart: UIView {
        lazy var bars: [UIAccessibilityElement] = (0..<3).map { i in
            let bar = UIAccessibilityElement(accessibilityContainer: self)
            bar.isAccessibilityElement = true
            bar.accessibilityLabel = ["Mon", "Tue", "Wed"][i]
            bar.accessibilityValue = "\(i * 10) steps"
            bar.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(i) * 40, y: 0, width: 30, height: 80)
            bar.accessibilityTraits = .image
            return bar
        }
        override var accessibilityElements: [Any]? {
            get { bars }
            set {}
        }
    }

    /// An app's own view that overrides the informal protocol, as iOS books write it.
    private final class RatingView: UIView {
        var stars = 3
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override var accessibilityLabel: String? {
            get { "Rating" }
            set {}
        }
        override var accessibilityValue: String? {
            get { "\(stars) of 5" }
            set {}
        }
        override var accessibilityTraits: UIAccessibilityTraits {
            get { .adjustable }
            set {}
        }
        override func accessibilityIncrement() { stars = min(5, stars + 1) }
    }

    @Test func containersListTheirOwnElementsAndFollowTheirView() throws {
        let chart = Chart(frame: CGRect(x: 100, y: 200, width: 120, height: 80))
        let rating = RatingView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let sim = screen([chart, rating])
        let elements = sim.accessibilityElements
        #expect(elements.map(describe) == ["Rating = 3 of 5", "Mon = 0 steps", "Tue = 10 steps", "Wed = 20 steps"])
        #expect(chart.bars[1].accessibilityFrame == CGRect(x: 140, y: 200, width: 30, height: 80))
        #expect(chart.accessibilityElementCount() == 3 && chart.index(ofAccessibilityElement: chart.bars[2]) == 2)
        #expect(chart.index(ofAccessibilityElement: rating) == NSNotFound)
        chart.frame.origin = CGPoint(x: 0, y: 300)
        #expect(chart.bars[1].accessibilityFrame == CGRect(x: 40, y: 300, width: 30, height: 80), "the frame follows the container")
        rating.accessibilityIncrement()
        #expect(rating.accessibilityValue == "4 of 5")

        // Hidden elements and hidden views drop out; a modal view hides its siblings.
        chart.accessibilityElementsHidden = true
        #expect(sim.accessibilityElements.map(describe) == ["Rating = 4 of 5"])
        chart.accessibilityElementsHidden = false
        rating.isHidden = true
        #expect(sim.accessibilityElements.count == 3)
        rating.isHidden = false
        chart.accessibilityViewIsModal = true
        #expect(sim.accessibilityElements.map { $0.accessibilityLabel ?? "" } == ["Mon", "Tue", "Wed"])
    }

    /// A table of contacts, each cell with a name and a detail.
    private final class Contacts: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = ["Ada", "Grace", "Linus"][indexPath.row]
            cell.detailTextLabel?.text = "mobile"
            return cell
        }
    }

    @Test func barsCellsAndAlertsAsVoiceOverReadsThem() throws {
        let sim = Simulator(device: .iPhoneSE)
        let list = Contacts(style: .plain)
        list.title = "Contacts"
        list.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        list.navigationItem.rightBarButtonItem?.accessibilityIdentifier = "addContact"
        let nav = UINavigationController(rootViewController: list)
        nav.tabBarItem = UITabBarItem(title: "People", image: UIImage(systemName: "person"), tag: 0)
        let other = UIViewController()
        other.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        sim.rootViewController = tabs
        sim.settle()
        let labels = sim.accessibilityElements.map { $0.accessibilityLabel ?? "?" }
        #expect(labels == ["Contacts", "Add", "Ada, mobile", "Grace, mobile", "Linus, mobile", "People", "Settings"], "\(labels)")
        let add = try #require(sim.accessibilityElements.first { $0.accessibilityIdentifier == "addContact" })
        #expect(add.accessibilityTraits == .button)
        let people = try #require(sim.accessibilityElements.first { $0.accessibilityLabel == "People" })
        #expect(people.accessibilityTraits == [.button, .selected])
        let title = try #require(sim.accessibilityElements.first)
        #expect(title.accessibilityTraits.contains(.header), "the navigation title is a header")

        // An alert is modal: only its title, message and buttons are left.
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        list.present(alert, animated: false)
        sim.settle()
        let inAlert = sim.accessibilityElements.map { $0.accessibilityLabel ?? "?" }
        #expect(inAlert == ["Delete?", "It cannot be undone.", "Cancel", "Delete"], "\(inAlert)")
    }

    @Test func settingsAndNotificationsReachTheApp() throws {
        let label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        label.text = "Hello"
        let button = UIButton(type: .system)
        button.setTitle("Next", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        let sim = screen([label, button])
        final class Heard: @unchecked Sendable { var names: [Notification.Name] = []; var texts: [String] = [] }
        let heard = Heard()
        let names = [UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification,
                     UIAccessibility.boldTextStatusDidChangeNotification, UIAccessibility.reduceTransparencyStatusDidChangeNotification]
        let tokens = names.map { name in NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { heard.names.append($0.name) } }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }

        #expect(!UIAccessibility.isVoiceOverRunning && sim.focusedAccessibilityElement == nil)
        sim.isVoiceOverRunning = true
        #expect(UIAccessibility.isVoiceOverRunning)
        #expect(sim.focusedAccessibilityElement as AnyObject? === label, "VoiceOver starts on the first element")
        UIAccessibility.post(notification: .layoutChanged, argument: button)
        #expect(sim.focusedAccessibilityElement as AnyObject? === button)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(sim.focusedAccessibilityElement as AnyObject? === label, "a new screen: the first element")
        let done = NotificationCenter.default.addObserver(forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: nil) {
            heard.texts.append($0.userInfo?[UIAccessibility.announcementStringValueUserInfoKey] as? String ?? "")
        }
        defer { NotificationCenter.default.removeObserver(done) }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(heard.texts == ["Saved"])
        #expect(sim.accessibilityNotifications.map(\.notification) == [.layoutChanged, .screenChanged, .announcement])

        sim.isReduceMotionEnabled = true
        sim.isBoldTextEnabled = true
        sim.isReduceTransparencyEnabled = true
        #expect(UIAccessibility.isReduceMotionEnabled && UIAccessibility.isBoldTextEnabled && UIAccessibility.isReduceTransparencyEnabled)
        #expect(label.traitCollection.legibilityWeight == .bold, "Bold Text is the legibility weight trait")
        #expect(heard.names == names)
        sim.accessibilityContrast = .high
        #expect(UIAccessibility.isDarkerSystemColorsEnabled)

        // Another device keeps its own settings.
        let other = Simulator(device: .iPhoneSE)
        other.rootViewController = UIViewController()
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isBoldTextEnabled)
        sim.runFrame()
        #expect(UIAccessibility.isVoiceOverRunning)
    }

    @Test func reduceMotionCrossFadesPushesAndSheets() throws {
        let sim = Simulator(device: .iPhoneSE)
        let root = UIViewController()
        root.view.backgroundColor = .systemRed
        let nav = UINavigationController(rootViewController: root)
        sim.rootViewController = nav
        sim.settle()
        sim.isReduceMotionEnabled = true
        let next = UIViewController()
        next.view.backgroundColor = .systemBlue
        nav.pushViewController(next, animated: true)
        sim.advance(by: 0.15)
        // Half-way: the new screen is in place, fading in over the old one, not sliding.
        #expect(next.view.frame.minX == 0 && next.view.transform == .identity)
        let fading = next.view.layer.presentation()?.opacity ?? 1
        #expect(fading > 0.05 && fading < 0.95, "cross-fading: \(fading)")
        let mid = sim.color(at: CGPoint(x: 20, y: 300))
        #expect(mid.r > 80 && mid.b > 80, "red and blue mixed where a slide would show only red: \(mid)")
        sim.settle()
        #expect(nav.topViewController === next && root.view.alpha == 1, "the old screen is whole again for the pop")

        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemGreen
        sheet.modalPresentationStyle = .fullScreen
        next.present(sheet, animated: true)
        sim.advance(by: 0.1)
        #expect(sheet.view.frame.minY == 0 && (sheet.view.layer.presentation()?.opacity ?? 1) < 0.95,
                "a full-screen sheet dissolves in rather than rising")
        sim.settle()
        sim.isReduceMotionEnabled = false
        sheet.dismiss(animated: true)
        sim.settle()
        nav.popViewController(animated: true)
        sim.advance(by: 0.15)
        #expect((root.view.layer.presentation()?.affineTransform().tx ?? 0) < -1, "without Reduce Motion, a pop slides again")
        sim.settle()
    }

    @Test func reduceTransparencyMakesMaterialsOpaque() throws {
        let (sim, root) = canvas(.iPhoneSE)
        let stripe = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
        stripe.backgroundColor = .systemRed
        root.addSubview(stripe)
        let material = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        material.frame = CGRect(x: 40, y: 150, width: 200, height: 100)
        root.addSubview(material)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 250, width: 375, height: 44))
        root.addSubview(toolbar)
        sim.settle()
        let blurred = sim.color(at: CGPoint(x: 140, y: 200)), barOver = sim.color(at: CGPoint(x: 300, y: 270))
        #expect(Int(blurred.r) > Int(blurred.g) + 40, "the red shows through the material: \(blurred)")
        #expect(Int(barOver.r) > Int(barOver.g) + 20, "and through the toolbar: \(barOver)")
        let blurs = sim.environment.compositor.backdropsBlurred
        sim.isReduceTransparencyEnabled = true
        sim.settle()
        let solid = sim.color(at: CGPoint(x: 140, y: 200)), barSolid = sim.color(at: CGPoint(x: 300, y: 270))
        #expect(abs(Int(solid.r) - Int(solid.g)) < 6 && solid.g > 200, "an opaque light material: \(solid)")
        #expect(abs(Int(barSolid.r) - Int(barSolid.g)) < 6 && barSolid.g > 200, "an opaque bar: \(barSolid)")
        #expect(material.layer.backdropBlurRadius == 0)
        sim.isReduceTransparencyEnabled = false
        sim.settle()
        #expect(sim.color(at: CGPoint(x: 140, y: 200)) == blurred && sim.environment.compositor.backdropsBlurred > blurs)
    }

    @Test func escapeCancelsAlertsAndThreeFingersScrollAPage() throws {
        let sim = Simulator(device: .iPhoneSE)
        let list = Contacts(style: .plain)
        sim.rootViewController = UINavigationController(rootViewController: list)
        sim.settle()
        sim.isVoiceOverRunning = true
        #expect(!sim.accessibilityPerformEscape(), "nothing to escape from")
        var cancelled = false
        let alert = UIAlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Stay", style: .cancel) { _ in cancelled = true })
        alert.addAction(UIAlertAction(title: "Leave", style: .destructive))
        list.present(alert, animated: false)
        sim.settle()
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(sim.accessibilityPerformEscape() && cancelled && list.presentedViewController == nil, "the two-finger Z cancels")

        // A long table scrolls a page at a time, and says which page.
        let long = LongRows(style: .plain)
        sim.rootViewController = UINavigationController(rootViewController: long)
        sim.settle()
        // VoiceOver on a row: the swipe goes to the table that holds it.
        UIAccessibility.post(notification: .layoutChanged, argument: long.tableView.visibleCells.first)
        let top = long.tableView.contentOffset.y
        #expect(sim.accessibilityScroll(.up))
        let page = long.tableView.bounds.height - long.tableView.adjustedContentInset.top - long.tableView.adjustedContentInset.bottom
        #expect(abs(long.tableView.contentOffset.y - (top + page)) < 1, "one page on: \(long.tableView.contentOffset.y)")
        #expect(sim.accessibilityNotifications.last?.notification == .pageScrolled)
        let pages = Int((long.tableView.contentSize.height / page).rounded(.up))
        #expect(sim.accessibilityNotifications.last?.argument as? String == "Page 2 of \(pages)", "\(sim.accessibilityNotifications.last?.argument ?? "")")
        #expect(sim.accessibilityScroll(.down) && abs(long.tableView.contentOffset.y - top) < 1)
        #expect(!sim.accessibilityScroll(.down), "already at the top")
    }

    /// Rows enough for four screens of an iPhone SE's table.
    private final class LongRows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 54 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func customActionsRunTheirHandlers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        var archived = false
        view.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Archive") { _ in archived = true; return true }]
        final class Mailbox { var flagged = false; func flag(_ action: UIAccessibilityCustomAction) -> Bool { flagged = true; return true } }
        let box = Mailbox()
        let flag = UIAccessibilityCustomAction(name: "Flag", target: box, selector: Mailbox.flag)
        view.accessibilityCustomActions?.append(flag)
        #expect(view.accessibilityCustomActions?.map(\.name) == ["Archive", "Flag"])
        #expect(view.accessibilityCustomActions?[0].invoke() == true && archived)
        #expect(flag.invoke() && box.flagged)
    }
}

/// The Identity inspector's Accessibility box, as Xcode writes it into a xib.
@MainActor @Suite struct NibAccessibilityTests {
    @Test func aXibsAccessibilitySettingsAreRead() throws {
        let sim = Simulator(device: .iPhoneSE)
        let root = try #require(UINib(nibName: "AccessibleCard", bundle: .module).instantiate(withOwner: nil).first as? UIView)
        let vc = UIViewController()
        vc.view.addSubview(root)
        sim.rootViewController = vc
        sim.settle()
        let card = try #require(root.subviews.first)
        #expect(card.isAccessibilityElement && card.accessibilityLabel == "Weather card" && card.accessibilityHint == "Opens the forecast")
        #expect(card.accessibilityIdentifier == "weatherCard" && card.accessibilityValue == "Sunny")
        #expect(card.accessibilityTraits == [.button, .header])
        let decoration = try #require(root.subviews.last as? UILabel)
        #expect(!decoration.isAccessibilityElement, "unticked in the inspector: not an element, though labels are by default")
        #expect(sim.accessibilityElements.map { $0.accessibilityIdentifier ?? $0.accessibilityLabel ?? "" } == ["weatherCard"])
    }
}
