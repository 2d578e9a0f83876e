import Foundation
import Testing
import UIKit
import UIKitTesting

// Text measures as iOS measures it: OpenUIKit's system font (Inter, tracked as SF Pro is tracked)
// against the label and button widths iOS recorded (TextMetricsReference), and the tracking itself.

@MainActor @Suite struct TextMetricsTests {
    @Test func widthsMatchWhatIOSRecorded() {
        _ = Simulator(device: .iPhone15)
        let comparisons = TextMetricsReference.compare()
        for c in comparisons {
            print(String(format: "text-metrics %@ %.0f pt %@: iOS %.2f, here %.2f, %+.2f%%", c.record.text, Double(c.record.size),
                         c.record.weight == .regular ? "regular" : c.record.weight == .medium ? "medium" : "semibold", Double(c.record.iOSWidth), Double(c.width), c.error))
        }
        let all = TextMetricsReference.summary(comparisons)
        #expect(all.average <= 1, "average error \(all.average) %")
        // A single glyph measures its own design: Inter's slash is wider than SF Pro's, which no
        // tracking changes. Strings of words are within 3 %.
        let words = TextMetricsReference.summary(comparisons.filter { $0.record.text.count > 1 })
        #expect(words.worst <= 3, "worst error \(words.worst) %")
        #expect(comparisons.count >= 30)
    }

    @Test func lineHeightsMatchWhatIOSRecordedAtDynamicTypeSizes() {
        _ = Simulator(device: .iPhone15)
        for (record, height) in TextMetricsReference.compareHeights() {
            #expect(abs(height - record.iOSHeight) < 0.01, "Title 1 at \(record.category) (\(record.size) pt): iOS \(record.iOSHeight), here \(height)")
        }
    }

    /// The width SF Pro's tracking takes from (or adds to) eight letters of the system font.
    func trackingOfEightLetters(_ font: UIFont) -> CGFloat {
        let tracked = ("Settings" as NSString).size(withAttributes: [.font: font]).width
        let untracked = ("Settings" as NSString).size(withAttributes: [.font: font, .kern: 0]).width
        return tracked - untracked
    }

    @Test func theSystemFontIsTrackedAsSFProAndAnExplicitKernReplacesIt() {
        _ = Simulator(device: .iPhone15)
        // As Core Text, after every letter, the last one too: eight times.
        #expect(abs(trackingOfEightLetters(.systemFont(ofSize: 17)) - 8 * -0.442) < 0.05, "-26/1000 em at 17 pt")
        #expect(abs(trackingOfEightLetters(.systemFont(ofSize: 12))) < 0.01, "none at 12 pt")
        #expect(abs(trackingOfEightLetters(.systemFont(ofSize: 28)) - 8 * 0.392) < 0.05, "+14/1000 em at 28 pt")
        #expect(trackingOfEightLetters(.systemFont(ofSize: 17, weight: .semibold)) > trackingOfEightLetters(.systemFont(ofSize: 17)))
        let helvetica = try! #require(UIFont(name: "Helvetica", size: 17))
        #expect(abs(trackingOfEightLetters(helvetica)) < 0.01, "other fonts are not tracked")
    }
}
