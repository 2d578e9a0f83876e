import Foundation
import UIKit

/// Label and button-title widths that iOS recorded on its simulators, from view hierarchies that
/// public projects publish, set against what OpenUIKit measures for the same string and font: the
/// test that text measures as iOS measures it (`TextMetricsTests`) and `make bench`'s
/// `text-metrics-vs-ios` line read it.
///
/// iOS gives a label or a button title its text's width rounded up to the device's pixels, so each
/// record keeps the scale it was recorded at, and OpenUIKit's width is rounded up the same way
/// before the two are compared.
public enum TextMetricsReference {
    public struct Record: Sendable {
        public let text: String
        public let size: CGFloat
        public let weight: UIFont.Weight
        /// The width iOS recorded, in points.
        public let iOSWidth: CGFloat
        /// The screen scale of the recording (its widths are whole pixels).
        public let scale: CGFloat
        /// Where the figure was published.
        public let source: String
    }

    /// One record measured here.
    public struct Comparison: Sendable {
        public let record: Record
        /// OpenUIKit's width, rounded up to the recording's pixels.
        public let width: CGFloat
        /// (OpenUIKit − iOS) / iOS, in percent.
        public let error: Double
    }

    static let sentry = "getsentry/sentry static/app/components/events/mockViewHierarchyData.tsx (its iOS-Swift sample app, iPhone 8 simulator)"

    /// System buttons of storyboards (15 pt regular titles), labels (17 pt regular), navigation
    /// titles and back buttons (17 pt semibold and regular), a tab bar title (10 pt medium), a 13 pt label.
    public static let records: [Record] = [
        // The Sentry sample app's buttons and navigation bar.
        .init(text: "add Breadcrumb", size: 15, weight: .regular, iOSWidth: 114.5, scale: 2, source: sentry),
        .init(text: "Message", size: 15, weight: .regular, iOSWidth: 62, scale: 2, source: sentry),
        .init(text: "UIClick Transaction", size: 15, weight: .regular, iOSWidth: 132.5, scale: 2, source: sentry),
        .init(text: "User Feedback", size: 15, weight: .regular, iOSWidth: 103.5, scale: 2, source: sentry),
        .init(text: "Error", size: 15, weight: .regular, iOSWidth: 34, scale: 2, source: sentry),
        .init(text: "NSException", size: 15, weight: .regular, iOSWidth: 87.5, scale: 2, source: sentry),
        .init(text: "fatalError", size: 15, weight: .regular, iOSWidth: 64, scale: 2, source: sentry),
        .init(text: "crash", size: 15, weight: .regular, iOSWidth: 38, scale: 2, source: sentry),
        .init(text: "OOM crash", size: 15, weight: .regular, iOSWidth: 78, scale: 2, source: sentry),
        .init(text: "async crash", size: 15, weight: .regular, iOSWidth: 82, scale: 2, source: sentry),
        .init(text: "permissions", size: 15, weight: .regular, iOSWidth: 82.5, scale: 2, source: sentry),
        .init(text: "ANR fully blocking", size: 15, weight: .regular, iOSWidth: 125.5, scale: 2, source: sentry),
        .init(text: "ANR filling run loop", size: 15, weight: .regular, iOSWidth: 131.5, scale: 2, source: sentry),
        .init(text: "Capture Transaction", size: 15, weight: .regular, iOSWidth: 139, scale: 2, source: sentry),
        .init(text: "Lorem Ipsum", size: 15, weight: .regular, iOSWidth: 89, scale: 2, source: sentry),
        .init(text: "Image", size: 15, weight: .regular, iOSWidth: 42, scale: 2, source: sentry),
        .init(text: "Show Nib", size: 15, weight: .regular, iOSWidth: 65.5, scale: 2, source: sentry),
        .init(text: "TableView", size: 15, weight: .regular, iOSWidth: 69, scale: 2, source: sentry),
        .init(text: "SplitView", size: 15, weight: .regular, iOSWidth: 63.5, scale: 2, source: sentry),
        .init(text: "Core Data", size: 15, weight: .regular, iOSWidth: 69, scale: 2, source: sentry),
        .init(text: "Performance scenarios", size: 15, weight: .regular, iOSWidth: 158.5, scale: 2, source: sentry),
        .init(text: "Reset DSN", size: 15, weight: .regular, iOSWidth: 74, scale: 2, source: sentry),
        .init(text: "Flush", size: 17, weight: .regular, iOSWidth: 41, scale: 2, source: sentry),
        .init(text: "Back", size: 17, weight: .regular, iOSWidth: 38, scale: 2, source: sentry),
        .init(text: "Navigation Transaction", size: 17, weight: .semibold, iOSWidth: 184, scale: 2, source: sentry),
        .init(text: "Sentry Test App (Swift)", size: 17, weight: .semibold, iOSWidth: 186.5, scale: 2, source: sentry),
        // Debugger dumps in public notes and READMEs.
        .init(text: "Button", size: 15, weight: .regular, iOSWidth: 45.6667, scale: 3,
              source: "a storyboard system button's UIButtonLabel, iOS 13+ simulator at 3x (lldb dump in a public note)"),
        .init(text: "Label", size: 17, weight: .regular, iOSWidth: 42, scale: 2,
              source: "Interface Builder's default label, lldb `po` in public notes"),
        .init(text: "error", size: 17, weight: .regular, iOSWidth: 37, scale: 3, source: "a centred label on a 428-point iPhone, lldb dump"),
        .init(text: "CENTER", size: 17, weight: .regular, iOSWidth: 64.3333, scale: 3, source: "a centred label on a 428-point iPhone, recursiveDescription"),
        .init(text: "VIP", size: 17, weight: .regular, iOSWidth: 26, scale: 2, source: "a table cell's text label, recursiveDescription"),
        .init(text: "i am groot!", size: 17, weight: .regular, iOSWidth: 82, scale: 2, source: "a label on a 320-point iPhone, recursiveDescription"),
        .init(text: "Downloads", size: 10, weight: .medium, iOSWidth: 54.5, scale: 2,
              source: "a tab bar's system Downloads item (10 pt medium, iOS 13+ on a 375-point iPhone), chisel's pviews in public notes"),
        .init(text: "/", size: 13, weight: .regular, iOSWidth: 4.33333, scale: 3,
              source: "a 13 pt separator label (systemFontOfSize:13) in a video player's source comments"),
    ]

    /// A label's height iOS recorded for a Dynamic Type size: swift-snapshot-testing's
    /// `testTraitsWithViewController` references, a Title 1 label ("What's the point?") laid out
    /// across the screen at each content size category, rendered at 3x. The point sizes are Title 1's
    /// at those categories in Apple's Human Interface Guidelines.
    public struct HeightRecord: Sendable {
        public let category: String
        public let size: CGFloat
        public let iOSHeight: CGFloat
        public let scale: CGFloat
    }

    public static let heightRecords: [HeightRecord] = [
        .init(category: "extra-small", size: 25, iOSHeight: 30, scale: 3),
        .init(category: "medium", size: 27, iOSHeight: 32.3333, scale: 3),
        .init(category: "large", size: 28, iOSHeight: 33.6667, scale: 3),
        .init(category: "extra-extra-extra-large", size: 34, iOSHeight: 40.6667, scale: 3),
        .init(category: "accessibility-extra-extra-extra-large", size: 58, iOSHeight: 69.3333, scale: 3),
    ]

    /// Each height record against a one-line label's height here, rounded up to the recording's pixels.
    @MainActor public static func compareHeights() -> [(record: HeightRecord, height: CGFloat)] {
        heightRecords.map { r in
            let label = UILabel()
            label.font = .systemFont(ofSize: r.size)
            label.text = "What's the point?"
            return (r, ceil(label.intrinsicContentSize.height * r.scale - 0.001) / r.scale)
        }
    }

    /// Each record measured with OpenUIKit's system font.
    @MainActor public static func compare() -> [Comparison] {
        records.map { r in
            let raw = (r.text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: r.size, weight: r.weight)]).width
            // Up to the recording's pixels, as UILabel's intrinsic size is (a hair of float noise aside).
            let width = ceil(raw * r.scale - 0.001) / r.scale
            return Comparison(record: r, width: width, error: Double((width - r.iOSWidth) / r.iOSWidth * 100))
        }
    }

    /// The average and worst absolute error of `comparisons`, in percent.
    public static func summary(_ comparisons: [Comparison]) -> (average: Double, worst: Double) {
        let errors = comparisons.map { abs($0.error) }
        return (errors.reduce(0, +) / Double(max(1, errors.count)), errors.max() ?? 0)
    }
}
