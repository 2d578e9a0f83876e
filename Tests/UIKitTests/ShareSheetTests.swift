import Testing
import Foundation
import UIKit
import UIKitTesting

/// An item source naming the file its text is saved as.
final class NotesSource: NSObject, UIActivityItemSource {
    var asked: [String] = []
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        asked.append(activityType?.rawValue ?? "nil")
        return "Milk\nEggs"
    }
    func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
        "Shopping list"
    }
}

/// The app's own activity: it records what it was given.
final class ShoutActivity: UIActivity {
    var shouted: [String] = []
    override class var activityCategory: Category { .action }
    override var activityType: ActivityType? { ActivityType("com.example.shout") }
    override var activityTitle: String? { "Shout" }
    private var items: [Any] = []
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }
    override func perform() {
        shouted = items.compactMap { ($0 as? String)?.uppercased() }
        activityDidFinish(true)
    }
}

/// A provider whose item is made only when an activity runs.
final class LateText: UIActivityItemProvider, @unchecked Sendable {
    var made = 0
    override var item: Any {
        made += 1
        return "made for \(activityType?.rawValue ?? "nil")"
    }
}

@MainActor
@Suite(.serialized) struct ShareSheetTests {
    /// A screen with a share button; returns the root and what the completion handler hears.
    func present(_ items: [Any], activities: [UIActivity]? = nil, device: Simulator.Device = .iPhone15,
                 configure: (UIActivityViewController) -> Void = { _ in }) -> (Simulator, UIViewController, UIActivityViewController, Box) {
        let (sim, root) = canvas(device)
        let vc = root.next as! UIViewController
        let sheet = UIActivityViewController(activityItems: items, applicationActivities: activities)
        let box = Box()
        sheet.completionWithItemsHandler = { type, completed, returned, error in
            box.calls.append("\(type?.rawValue ?? "nil") \(completed) \(returned?.count ?? -1) \(error == nil)")
            box.returned = returned
        }
        configure(sheet)
        vc.present(sheet, animated: true)
        sim.settle()
        return (sim, vc, sheet, box)
    }

    final class Box { var calls: [String] = []; var returned: [Any]? }

    @Test func copyPutsTheItemsOnThePasteboard() throws {
        let (sim, vc, sheet, box) = present(["Hello world", URL(string: "https://example.com/page")!])
        saveShot(sim, "share-sheet-iphone")
        #expect(vc.presentedViewController === sheet)
        let frame = sheet.view.convert(sheet.view.bounds, to: nil)
        #expect(frame.maxY == 852 && abs(frame.minY - 426) < 1, "a sheet over the lower half: \(frame)")
        #expect(sim.view(withText: "Hello world") != nil, "the header names what is shared")
        sim.tap(on: try #require(sim.view(withText: "Copy")))
        sim.settle()
        #expect(UIPasteboard.general.string == "Hello world\nhttps://example.com/page")
        #expect(vc.presentedViewController == nil)
        #expect(box.calls == ["com.apple.UIKit.activity.CopyToPasteboard true -1 true"])
    }

    @Test func saveToFilesWritesAFileNamedBySubject() throws {
        let source = NotesSource()
        let (sim, _, _, box) = present([source])
        sim.tap(on: try #require(sim.view(withText: "Save to Files")))
        sim.settle()
        let file = sim.documentsDirectory.appendingPathComponent("Shopping list.txt")
        #expect(try String(contentsOf: file, encoding: .utf8) == "Milk\nEggs")
        #expect(box.calls == ["com.apple.DocumentManagerUICore.SaveToFiles true 1 true"])
        #expect((box.returned?.first as? URL)?.lastPathComponent == "Shopping list.txt")
        #expect(source.asked == ["com.apple.DocumentManagerUICore.SaveToFiles"], "the item is made for the activity chosen")
        // Again: a copy beside it, as Files names copies.
        let vc2 = UIActivityViewController(activityItems: [source], applicationActivities: nil)
        sim.window.rootViewController?.present(vc2, animated: false)
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Save to Files")))
        sim.settle()
        #expect(FileManager.default.fileExists(atPath: sim.documentsDirectory.appendingPathComponent("Shopping list 2.txt").path))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
        let vc3 = UIActivityViewController(activityItems: [image], applicationActivities: nil)
        sim.window.rootViewController?.present(vc3, animated: false)
        sim.settle()
        sim.tap(on: try #require(sim.view(withText: "Save to Files")))
        sim.settle()
        let png = try Data(contentsOf: sim.documentsDirectory.appendingPathComponent("Image.png"))
        #expect(UIImage(data: png)?.size == CGSize(width: 6, height: 6), "the picture at its 3x pixels")
    }

    @Test func theAppsActivitiesComeFirstAndExcludedOnesAreNotOffered() throws {
        let shout = ShoutActivity()
        let (sim, _, sheet, box) = present(["quiet please"], activities: [shout]) { $0.excludedActivityTypes = [.copyToPasteboard] }
        #expect(sim.view(withText: "Copy") == nil, "Copy is excluded")
        let shoutRow = try #require(sim.view(withText: "Shout"))
        let save = try #require(sim.view(withText: "Save to Files"))
        #expect(shoutRow.convert(CGPoint.zero, to: nil).y < save.convert(CGPoint.zero, to: nil).y)
        sim.tap(on: shoutRow)
        sim.settle()
        #expect(shout.shouted == ["QUIET PLEASE"])
        #expect(box.calls == ["com.example.shout true -1 true"])
        #expect(sheet.presentingViewController == nil)
    }

    @Test func closingOrTappingOutsideCompletesWithNothing() throws {
        let provider = LateText(placeholderItem: "placeholder")
        var (sim, vc, _, box) = present([provider])
        #expect(provider.made == 0, "a provider's item waits for an activity")
        sim.tap(on: try #require(sim.view(withText: "Close")))
        sim.settle()
        #expect(box.calls == ["nil false -1 true"] && vc.presentedViewController == nil)
        (sim, vc, _, box) = present(["x"])
        sim.tap(at: CGPoint(x: 200, y: 150))
        sim.settle()
        #expect(box.calls == ["nil false -1 true"] && vc.presentedViewController == nil)
        (sim, vc, _, box) = present([provider])
        sim.tap(on: try #require(sim.view(withText: "Copy")))
        sim.settle()
        #expect(UIPasteboard.general.string == "made for com.apple.UIKit.activity.CopyToPasteboard" && provider.made == 1)
    }

    @Test func onIPadTheSheetIsAPopoverFromItsSource() throws {
        var failures: [String] = []
        UIKitRuntime.failureHandler = { failures.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        let (sim, root) = canvas(.iPadPro11)
        let vc = root.next as! UIViewController
        let lost = UIActivityViewController(activityItems: ["a"], applicationActivities: nil)
        vc.present(lost, animated: false)
        sim.settle()
        #expect(vc.presentedViewController == nil)
        #expect(failures.count == 1 && failures[0].hasPrefix("Your application has presented a UIActivityViewController (")
                && failures[0].contains("You must provide either a sourceView and sourceRect or a barButtonItem."))
        let button = UIButton(frame: CGRect(x: 600, y: 80, width: 120, height: 44))
        root.addSubview(button)
        let sheet = UIActivityViewController(activityItems: ["Hello iPad"], applicationActivities: nil)
        sheet.popoverPresentationController?.sourceView = button
        vc.present(sheet, animated: true)
        sim.settle()
        saveShot(sim, "share-sheet-ipad")
        #expect(sheet.modalPresentationStyle == .popover && vc.presentedViewController === sheet)
        let copy = try #require(sim.view(withText: "Copy"))
        #expect(copy.convert(CGPoint.zero, to: nil).y > button.frame.maxY, "below its source")
        sim.tap(on: copy)
        sim.settle()
        #expect(UIPasteboard.general.string == "Hello iPad")
    }
}
