import Foundation
import Testing
import UIKit
import UIKitTesting

/// Option keys as Swift 3 and 4 code wrote them: string literals and string-keyed dictionaries.
@MainActor @Suite struct StringKeyedOptionsTests {
    @Test func stringKeysOpenURLsAsTheTypedKeysDo() {
        let sim = Simulator()
        let app = UIApplication.shared
        let web = URL(string: "https://example.com/release")!
        var answers: [Bool] = []
        let options = ["UIApplicationOpenURLOptionUniversalLinksOnly": 1]
        app.open(web, options: options) { answers.append($0) }
        app.open(web, options: ["UIApplicationOpenURLOptionUniversalLinksOnly": false]) { answers.append($0) }
        app.open(web, options: [:]) { answers.append($0) }
        sim.settle()
        #expect(answers == [false, true, true], "universal links only (as the number 1): no app claims the URL")
        #expect(sim.openedURLs == [web, web])
    }

    @Test func aStringLiteralIsTheKeyWithThatRawValue() {
        let page: [UIPageViewController.OptionsKey: Any] = ["UIPageViewControllerOptionInterPageSpacingKey": 20]
        #expect(page[.interPageSpacing] as? Int == 20)
        let reading: NSAttributedString.DocumentReadingOptionKey = "DocumentType"
        #expect(reading == .documentType)
        let tab: NSTextTab.OptionKey = "NSTabColumnTerminatorsAttributeName"
        #expect(tab == .columnTerminators)
    }
}
