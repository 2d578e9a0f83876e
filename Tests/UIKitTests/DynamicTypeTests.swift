import Foundation
import Testing
import UIKit
import UIKitTesting

/// The box, in points, of the dark pixels of the screen inside `rect` (nil when there are none).
@MainActor func inkBox(_ sim: Simulator, in rect: CGRect, darkerThan level: UInt8 = 128) -> CGRect? {
    let cg = sim.screenshotImage().cgImage!
    let data = cg.dataProvider!.data! as Data
    let scale = sim.screen.scale
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    let x0 = max(0, Int(rect.minX * scale)), x1 = min(cg.width, Int(rect.maxX * scale))
    let y0 = max(0, Int(rect.minY * scale)), y1 = min(cg.height, Int(rect.maxY * scale))
    data.withUnsafeBytes { (p: UnsafeRawBufferPointer) in
        for y in y0..<y1 {
            for x in x0..<x1 where p[y * cg.bytesPerRow + x * 4 + 1] < level {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                  width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
}

/// A controller with one label pinned to the top of its safe area, wrapping across the screen.
final class DynamicLabelController: UIViewController {
    let label = UILabel()
    var changes: [(UIContentSizeCategory, UIContentSizeCategory)] = []
    override func viewDidLoad() {
        view.backgroundColor = .white
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection?.preferredContentSizeCategory ?? .unspecified, traitCollection.preferredContentSizeCategory))
    }
}

@MainActor
@Suite(.serialized) struct DynamicTypeTests {
    static let styles: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout,
                                             .subheadline, .footnote, .caption1, .caption2]

    @Test func everyTextStyleHasIOSsSizeAtThreeCategories() {
        let sim = Simulator()
        // iOS's sizes, largeTitle to caption2 (Human Interface Guidelines, Dynamic Type sizes).
        let expected: [(UIContentSizeCategory, [CGFloat])] = [
            (.extraSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
            (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
            (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
        ]
        for (category, sizes) in expected {
            sim.preferredContentSizeCategory = category
            #expect(UIApplication.shared.preferredContentSizeCategory == category)
            for (style, size) in zip(Self.styles, sizes) {
                let font = UIFont.preferredFont(forTextStyle: style)
                #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
                // Asked for explicitly, whatever the device's category.
                let traits = UITraitCollection(preferredContentSizeCategory: .large)
                #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize == expected[1].1[Self.styles.firstIndex(of: style)!])
            }
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontDescriptor.symbolicTraits.contains(.traitBold) == false)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == ".SFUI-Regular")
    }

    @Test func categoriesCompareBySize() {
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge > .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.large >= .large && UIContentSizeCategory.medium <= .large)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        // A live app's text size from its environment.
        #expect(UIContentSizeCategory.fromEnvironment(["OPENUIKIT_CONTENT_SIZE": "XXL"]) == .extraExtraLarge)
        #expect(UIContentSizeCategory.fromEnvironment(["OPENUIKIT_CONTENT_SIZE": "accessibilityMedium"]) == .accessibilityMedium)
        #expect(UIContentSizeCategory.fromEnvironment(["GDK_DPI_SCALE": "1.25"]) == .extraExtraLarge, "17 × 1.25 ≈ 21 pt body")
        #expect(UIContentSizeCategory.fromEnvironment([:]) == .large)
    }

    @Test func aLabelThatAdjustsGrowsWhenTheCategoryChanges() throws {
        let sim = Simulator()
        let vc = DynamicLabelController()
        sim.rootViewController = vc
        vc.label.font = .preferredFont(forTextStyle: .body)
        vc.label.adjustsFontForContentSizeCategory = true
        vc.label.text = "Dynamic"
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        fixed.text = "Fixed"
        fixed.frame = CGRect(x: 20, y: 400, width: 300, height: 80)
        vc.view.addSubview(fixed)
        final class Observed: @unchecked Sendable { var categories: [UIContentSizeCategory] = [] }
        let observed = Observed()
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) {
            if let c = $0.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { observed.categories.append(c) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        sim.runFrame()
        let before = vc.label.frame.height
        let inkBefore = try #require(inkBox(sim, in: vc.label.frame))
        let fixedInk = try #require(inkBox(sim, in: fixed.frame))

        sim.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(vc.label.font.pointSize == 53)
        #expect(fixed.font.pointSize == 17, "a label that does not adjust keeps its font")
        #expect(vc.label.frame.height > before * 2.5, "\(before) → \(vc.label.frame.height)")
        let inkAfter = try #require(inkBox(sim, in: vc.label.frame))
        #expect(inkAfter.height > inkBefore.height * 2.5 && inkAfter.width > inkBefore.width * 2.5)
        #expect(inkBox(sim, in: fixed.frame) == fixedInk)
        #expect(observed.categories == [.accessibilityExtraExtraExtraLarge])
        #expect(vc.changes.last! == (.large, .accessibilityExtraExtraExtraLarge))

        sim.preferredContentSizeCategory = .extraSmall
        #expect(vc.label.font.pointSize == 14)
        #expect(vc.label.frame.height < before)
        #expect(observed.categories == [.accessibilityExtraExtraExtraLarge, .extraSmall])
    }

    @Test func fieldsTextViewsAndAttributedTextAdjustToo() {
        let sim = Simulator()
        let vc = CanvasController()
        sim.rootViewController = vc
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        field.font = .preferredFont(forTextStyle: .callout)
        field.adjustsFontForContentSizeCategory = true
        let textView = UITextView(frame: CGRect(x: 20, y: 160, width: 300, height: 100))
        textView.font = .preferredFont(forTextStyle: .footnote)
        textView.adjustsFontForContentSizeCategory = true
        let label = UILabel(frame: CGRect(x: 20, y: 280, width: 300, height: 60))
        label.attributedText = NSAttributedString(string: "Title", attributes: [.font: UIFont.preferredFont(forTextStyle: .title2)])
        label.adjustsFontForContentSizeCategory = true
        for v in [field, textView, label] as [UIView] { vc.view.addSubview(v) }
        sim.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(field.font?.pointSize == 22)
        #expect(textView.font?.pointSize == 19)
        let font = label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(font?.pointSize == 28)
        let adjusting: [UIContentSizeCategoryAdjusting] = [field, textView, label]
        #expect(adjusting.filter { $0.adjustsFontForContentSizeCategory }.count == 3)
    }

    @Test func fontMetricsScaleCustomFontsAndValues() throws {
        let sim = Simulator()
        let georgia = try #require(UIFont(name: "Georgia", size: 20))
        let metrics = UIFontMetrics(forTextStyle: .title3)
        #expect(metrics.scaledFont(for: georgia).pointSize == 20, "20 pt is the size at Large")
        #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
        sim.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let scaled = metrics.scaledFont(for: georgia)
        #expect(abs(scaled.pointSize - 20 * 55 / 20) < 0.001, "title3 grows from 20 to 55 pt")
        #expect(scaled.familyName == "Georgia")
        #expect(metrics.scaledFont(for: georgia, maximumPointSize: 30).pointSize == 30)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 44) - 44 * 53 / 17) < 0.001)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(abs(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: small) - 14) < 0.001)

        // A scaled font in a label that adjusts follows the category from its own size.
        sim.preferredContentSizeCategory = .large
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: georgia)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Scaled"
        sim.window.addSubview(label)
        sim.preferredContentSizeCategory = .extraExtraLarge
        #expect(abs(label.font.pointSize - 20 * 21 / 17) < 0.001)
        #expect(label.font.familyName == "Georgia")
    }

    @Test func selfSizingRowsGrowWithTheCategory() {
        let sim = Simulator()
        let vc = TextRowsController(style: .plain)
        vc.rows = ["One", "Two", "Three"]
        final class Cell: UITableViewCell {
            let title = UILabel()
            required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                title.font = .preferredFont(forTextStyle: .body)
                title.adjustsFontForContentSizeCategory = true
                title.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(title)
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                    title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
                    title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Rows: UITableViewController {
            override func viewDidLoad() { tableView.register(Cell.self, forCellReuseIdentifier: "c") }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let c = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! Cell
                c.title.text = "Row \(indexPath.row)"
                return c
            }
        }
        _ = vc
        let rows = Rows(style: .plain)
        sim.rootViewController = rows
        let before = rows.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        sim.preferredContentSizeCategory = .accessibilityLarge
        let after = rows.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(after.height > before.height + 15, "\(before.height) → \(after.height)")
        #expect(after.minY > before.minY, "rows below a taller row move down")
        let cell = rows.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? Cell
        #expect(cell?.title.font.pointSize == 33)
    }

    @Test func uikitsOwnCellsHeadersAndListConfigurationsFollowTheCategory() throws {
        let sim = Simulator()
        final class Table: UITableViewController {
            override func numberOfSections(in tableView: UITableView) -> Int { 2 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if indexPath.section == 0 {
                    let c = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                    c.textLabel?.text = "Styled \(indexPath.row)"
                    c.detailTextLabel?.text = "Detail"
                    return c
                }
                let c = UITableViewCell()
                var content = c.defaultContentConfiguration()
                content.text = "Configured \(indexPath.row)"
                c.contentConfiguration = content
                return c
            }
        }
        let table = Table(style: .insetGrouped)
        sim.rootViewController = table
        sim.settle()
        let tv: UITableView = try #require(table.tableView)
        func styled() -> UITableViewCell? { tv.cellForRow(at: IndexPath(row: 1, section: 0)) }
        // At the default size: iOS's sizes.
        #expect(styled()?.textLabel?.font.pointSize == 17 && styled()?.detailTextLabel?.font.pointSize == 12)
        let header0 = tv.rectForHeader(inSection: 1).height
        let row0 = tv.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let configured0 = tv.rectForRow(at: IndexPath(row: 1, section: 1)).height
        let headerFont0 = tv.headerView(forSection: 1)?.textLabel?.font.pointSize
        #expect(headerFont0 == 13)
        sim.preferredContentSizeCategory = .accessibilityExtraLarge
        sim.settle()
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try? sim.screenshot().write(to: URL(fileURLWithPath: dir).appendingPathComponent("dynamic-type-table.png"))
        }
        #expect(styled()?.textLabel?.font.pointSize == 40, "body at AX-L")
        #expect((styled()?.detailTextLabel?.font.pointSize ?? 0) > 12)
        #expect((tv.headerView(forSection: 1)?.textLabel?.font.pointSize ?? 0) > 13 + 10)
        #expect(tv.rectForHeader(inSection: 1).height > header0 + 10, "headers grow with their titles")
        #expect(tv.rectForRow(at: IndexPath(row: 1, section: 0)).height > row0 + 20, "styled rows grow")
        #expect(tv.rectForRow(at: IndexPath(row: 1, section: 1)).height > configured0 + 20, "configured rows grow")
        // Text sits inside its row.
        let cell = try #require(styled())
        let label = try #require(cell.textLabel)
        #expect(cell.bounds.contains(label.convert(label.bounds, to: cell)))
    }

    @Test func aViewOutOfTheWindowHearsOfTheChangeWhenItComesBack() throws {
        let sim = Simulator()
        final class Screen: UIViewController {
            let label = UILabel()
            var changes: [UIContentSizeCategory] = []
            override func viewDidLoad() {
                view.backgroundColor = .white
                label.font = .preferredFont(forTextStyle: .body)
                label.adjustsFontForContentSizeCategory = true
                label.text = "Back"
                label.frame = CGRect(x: 20, y: 200, width: 300, height: 100)
                view.addSubview(label)
            }
        }
        final class Watched: UILabel {
            var previous: [UIContentSizeCategory] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                previous.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
            }
        }
        let first = Screen()
        let nav = UINavigationController(rootViewController: first)
        sim.rootViewController = nav
        let watched = Watched(frame: CGRect(x: 20, y: 320, width: 200, height: 40))
        first.view.addSubview(watched)
        sim.settle()
        #expect(first.label.font.pointSize == 17)
        nav.pushViewController(UIViewController(), animated: false)
        sim.settle()
        #expect(first.view.window == nil)
        sim.preferredContentSizeCategory = .accessibilityMedium
        #expect(first.label.font.pointSize == 17, "out of the window, not told yet")
        nav.popViewController(animated: false)
        sim.settle()
        #expect(first.label.font.pointSize == 28, "body at AX-M, taken when the view came back")
        #expect(watched.previous == [.large], "told once, with the size it had known: \(watched.previous)")
        // Back and forth with no change: nothing more.
        nav.pushViewController(UIViewController(), animated: false)
        sim.settle()
        nav.popViewController(animated: false)
        sim.settle()
        #expect(watched.previous == [.large])
    }

    @Test func descriptorsGiveTextStylesTraitsAndDesigns() throws {
        _ = Simulator()
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17)
        #expect(body.object(forKey: .textStyle) as? String == UIFont.TextStyle.body.rawValue)
        let boldBody = UIFont(descriptor: try #require(body.withSymbolicTraits(.traitBold)), size: 0)
        #expect(boldBody.pointSize == 17 && boldBody.fontName == ".SFUI-Bold")
        #expect(boldBody.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = UIFont(descriptor: try #require(body.withSymbolicTraits([.traitItalic, .traitBold])), size: 20)
        #expect(italic.pointSize == 20 && italic.fontDescriptor.symbolicTraits.contains(.traitItalic))

        let rounded = UIFont(descriptor: try #require(body.withDesign(.rounded)), size: 0)
        #expect(rounded.familyName == ".AppleSystemUIFontRounded" && rounded.drawingFamily == "Quicksand")
        let serif = UIFont(descriptor: try #require(UIFont.systemFont(ofSize: 15).fontDescriptor.withDesign(.serif)), size: 0)
        #expect(serif.pointSize == 15 && serif.drawingFamily == "Charis SIL")
        let mono = UIFont(descriptor: try #require(body.withDesign(.monospaced)), size: 0)
        #expect(mono.drawingFamily == "DejaVu Sans Mono" && mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        let georgia = try #require(UIFont(name: "Georgia", size: 12))
        #expect(georgia.fontDescriptor.withDesign(.rounded) == nil, "only the system font has designs")

        // A named descriptor, and a family's bold face found through its traits.
        #expect(UIFont(descriptor: UIFontDescriptor(name: "Avenir-Heavy", size: 14), size: 0).fontName == "Avenir-Heavy")
        let georgiaBold = UIFont(descriptor: try #require(UIFontDescriptor(fontAttributes: [.family: "Georgia"]).withSymbolicTraits(.traitBold)), size: 16)
        #expect(georgiaBold.fontName == "Georgia-Bold" && georgiaBold.pointSize == 16)
        #expect(UIFont.systemFont(ofSize: 17, weight: .bold, width: .condensed).fontDescriptor.symbolicTraits.contains(.traitCondensed))
    }

    @Test func designsAndMonospacedDigitsDrawDifferently() throws {
        let (sim, root) = canvas()
        func label(_ text: String, _ font: UIFont, y: CGFloat) -> UILabel {
            let l = UILabel(frame: CGRect(x: 20, y: y, width: 340, height: 40))
            l.text = text
            l.font = font
            root.addSubview(l)
            return l
        }
        let ones = label("1111", .monospacedDigitSystemFont(ofSize: 30, weight: .regular), y: 100)
        let eights = label("8888", .monospacedDigitSystemFont(ofSize: 30, weight: .regular), y: 150)
        let plainOnes = label("1111", .systemFont(ofSize: 30), y: 200)
        let plainEights = label("8888", .systemFont(ofSize: 30), y: 250)
        #expect(abs(ones.intrinsicContentSize.width - eights.intrinsicContentSize.width) < 0.01, "tabular figures")
        #expect(plainOnes.intrinsicContentSize.width < plainEights.intrinsicContentSize.width - 5, "proportional figures")
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let roundedLabel = label("Rounded", UIFont(descriptor: try #require(body.withDesign(.rounded)), size: 30), y: 300)
        let defaultLabel = label("Rounded", .systemFont(ofSize: 30), y: 350)
        sim.runFrame()
        let a = try #require(inkBox(sim, in: roundedLabel.frame)), b = try #require(inkBox(sim, in: defaultLabel.frame))
        #expect(abs(a.width - b.width) > 2, "Quicksand, not Inter: \(a.width) vs \(b.width)")
    }
}
