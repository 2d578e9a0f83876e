import Foundation
import UIKit
import UIKitTesting

/// `text-metrics-vs-ios`: not a timing. How far OpenUIKit's text widths are from the widths iOS
/// recorded (TextMetricsReference): the average and the worst error, over all records and over
/// those of more than one character.
@MainActor func runTextMetrics() {
    _ = Simulator(device: .iPhone15)
    let comparisons = TextMetricsReference.compare()
    let all = TextMetricsReference.summary(comparisons)
    let words = comparisons.filter { $0.record.text.count > 1 }
    let wordsSummary = TextMetricsReference.summary(words)
    let worst = comparisons.max { abs($0.error) < abs($1.error) }
    let worstWord = words.max { abs($0.error) < abs($1.error) }
    print(String(format: "bench text-metrics-vs-ios: %d records, average error %.2f%%, worst %.2f%% ('%@'); words: average %.2f%%, worst %.2f%% ('%@')",
                 comparisons.count, all.average, all.worst, worst?.record.text ?? "", wordsSummary.average, wordsSummary.worst,
                 worstWord?.record.text ?? ""))
    let heights = TextMetricsReference.compareHeights()
    let exact = heights.filter { abs($0.height - $0.record.iOSHeight) < 0.01 }.count
    print("bench text-metrics-vs-ios heights: \(exact) of \(heights.count) Dynamic Type line heights as iOS recorded them")
}
