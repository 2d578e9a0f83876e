import XCTest
import UIKit
import XCUIAutomation
import ViewSwitcher
import Sketch
import HierarchyBrowser
import StoryboardFruit

/// The colour of one point of a screenshot (in points), read from its pixels.
@MainActor func color(of shot: XCUIScreenshot, at point: CGPoint) -> (r: Int, g: Int, b: Int) {
    let image = shot.image
    guard let cg = image.cgImage, let context = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                                          space: CGColorSpaceCreateDeviceRGB(),
                                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return (-1, -1, -1) }
    let x = Int(point.x * image.scale), y = Int(point.y * image.scale)
    // Core Graphics' origin is at the bottom: the pixel wanted lands on the context's one pixel.
    context.draw(cg, in: CGRect(x: -x, y: y - cg.height + 1, width: cg.width, height: cg.height))
    let p = context.data!.assumingMemoryBound(to: UInt8.self)
    return (Int(p[0]), Int(p[1]), Int(p[2]))
}

/// UI tests of the course's other seed apps, written as an iOS team writes them: the view switcher
/// flips between its two views, the sketch draws and a triple tap takes the last line back, the
/// hierarchy browser goes into a nested list and deletes by swipe, and the storyboard app adds a
/// fruit through its sheet.
final class CourseAppsUITests: XCTestCase {
    @MainActor override func setUp() async throws {
        XCUIApplication.registerApp(delegate: ViewSwitcherAppDelegate.self, bundleIdentifier: "seed.ViewSwitcher", infoPlist: nil)
        XCUIApplication.registerApp(delegate: SketchAppDelegate.self, bundleIdentifier: "seed.Sketch", infoPlist: nil)
        XCUIApplication.registerApp(delegate: HierarchyBrowserAppDelegate.self, bundleIdentifier: "seed.HierarchyBrowser", infoPlist: nil)
        XCUIApplication.registerApp(delegate: FruitAppDelegate.self, bundleIdentifier: "org.openuikit.Fruit", infoPlist: FruitListController.infoPlist)
    }

    @MainActor func testTheToolbarButtonFlipsBetweenBlueAndYellow() async throws {
        let app = XCUIApplication(bundleIdentifier: "seed.ViewSwitcher")
        app.launchEnvironment["OPENUIKIT_DEVICE"] = "iPhoneSE"
        app.launch()
        let middle = CGPoint(x: app.frame.midX, y: app.frame.midY)
        var c = color(of: XCUIScreen.main.screenshot(), at: middle)
        XCTAssertTrue(c.b > 200 && c.r < 50 && c.g < 50, "blue first: \(c)")
        let button = app.toolbars.buttons["Switch Views"]
        XCTAssertTrue(button.isHittable)
        button.tap()
        c = color(of: XCUIScreen.main.screenshot(), at: middle)
        XCTAssertTrue(c.r > 200 && c.g > 200 && c.b < 50, "yellow after the flip: \(c)")
        button.tap()
        c = color(of: XCUIScreen.main.screenshot(), at: middle)
        XCTAssertTrue(c.b > 200 && c.r < 50, "blue again: \(c)")
    }

    @MainActor func testDrawingALineAndATripleTapTakingItBack() async throws {
        let app = XCUIApplication(bundleIdentifier: "seed.Sketch")
        app.launchEnvironment["OPENUIKIT_DEVICE"] = "iPhoneSE"
        app.launch()
        let middle = CGPoint(x: app.frame.midX, y: app.frame.midY)
        var c = color(of: app.screenshot(), at: middle)
        XCTAssertTrue(c.r > 200 && c.g > 200 && c.b > 200, "a blank page: \(c)")
        let from = app.coordinate(withNormalizedOffset: CGVector(dx: 0.2, dy: 0.3))
        let to = app.coordinate(withNormalizedOffset: CGVector(dx: 0.8, dy: 0.7))
        from.press(forDuration: 0.1, thenDragTo: to)
        c = color(of: app.screenshot(), at: middle)
        XCTAssertTrue(c.r < 100 && c.g < 100, "a (blue) line through the middle: \(c)")

        app.tap(withNumberOfTaps: 2, numberOfTouches: 1)
        c = color(of: app.screenshot(), at: middle)
        XCTAssertTrue(c.r < 100, "two taps are not three: the line stays")

        // A second line across the top, then a triple tap: the last line goes, the first stays.
        let top = CGPoint(x: app.frame.midX, y: app.frame.height * 0.15)
        app.coordinate(withNormalizedOffset: CGVector(dx: 0.1, dy: 0.15))
            .press(forDuration: 0.1, thenDragTo: app.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.15)))
        c = color(of: app.screenshot(), at: top)
        XCTAssertTrue(c.r < 100, "the second line: \(c)")
        app.tap(withNumberOfTaps: 3, numberOfTouches: 1)
        c = color(of: app.screenshot(), at: top)
        XCTAssertTrue(c.r > 200 && c.g > 200 && c.b > 200, "the triple tap took the last line back: \(c)")
        c = color(of: app.screenshot(), at: middle)
        XCTAssertTrue(c.r < 100, "the first line stays: \(c)")
    }

    @MainActor func testGoingIntoANestedListAndDeletingByASwipe() async throws {
        let app = XCUIApplication(bundleIdentifier: "seed.HierarchyBrowser")
        app.launchEnvironment["OPENUIKIT_DEVICE"] = "iPhoneSE"
        app.launch()
        XCTAssertFalse(app.navigationBars.element.exists, "the root hides its bar")
        XCTAssertEqual(app.tables.cells.count, 5)
        app.tables.cells.staticTexts["3 items"].tap()
        XCTAssertTrue(app.navigationBars["3 items"].waitForExistence(timeout: 1))
        XCTAssertEqual(app.tables.cells.count, 3)

        app.tables.cells.staticTexts["2"].swipeLeft()
        app.tables.buttons["Delete"].tap()
        XCTAssertTrue(app.tables.staticTexts["2"].waitForNonExistence(timeout: 1))
        XCTAssertTrue(app.navigationBars["2 items"].exists, "the title counts again")

        // The back button reads as it shows: the previous screen's title.
        let back = app.navigationBars.buttons["BackButton"]
        XCTAssertEqual(back.label, "5 items")
        back.tap()
        XCTAssertTrue(app.tables.cells.staticTexts["2 items"].waitForExistence(timeout: 1), "the parent shows the shared list's new count")
    }

    @MainActor func testAddingAFruitThroughTheSheet() async throws {
        let app = XCUIApplication(bundleIdentifier: "org.openuikit.Fruit")
        app.launch()
        XCTAssertTrue(app.navigationBars["Fruit"].exists)
        XCTAssertEqual(app.cells.count, 5)
        XCTAssertTrue(app.cells.staticTexts["6 letters"].exists, "the subtitle cell's detail")

        app.navigationBars["Fruit"].buttons["Add"].tap()
        let sheet = app.navigationBars["New Fruit"]
        XCTAssertTrue(sheet.waitForExistence(timeout: 1))
        let field = app.textFields["Name of the fruit"]
        XCTAssertTrue(field.hasFocus, "the field takes the keyboard as the sheet appears")
        field.typeText("Fig")
        sheet.buttons["Save"].tap()
        XCTAssertTrue(sheet.waitForNonExistence(timeout: 1))
        XCTAssertEqual(app.cells.count, 6)
        XCTAssertTrue(app.cells.staticTexts["Fig"].exists)

        app.cells.staticTexts["Cherry"].tap()
        XCTAssertTrue(app.navigationBars["Cherry"].waitForExistence(timeout: 1))
        app.buttons["About"].tap()
        XCTAssertTrue(app.staticTexts["Made from a storyboard, on Linux."].waitForExistence(timeout: 1))
    }
}
