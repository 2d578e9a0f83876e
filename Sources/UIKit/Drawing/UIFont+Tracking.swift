import Foundation

extension UIFont {
    /// SF Pro's tracking at each size, in 1/1000 em, as Apple publishes it (Human Interface
    /// Guidelines, Typography: "iOS, iPadOS, visionOS tracking values"). iOS applies it to the system
    /// font by itself; Inter, which stands in for SF Pro, has SF Pro's proportions without it, so the
    /// system font here is tracked by the same table and measures as iOS measures it.
    static let sfProTracking: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// How much wider SF Pro's heavier weights set than Inter's, in 1/1000 em: fitted to navigation
    /// titles iOS recorded in 17 pt semibold (`TextMetricsTable`); nothing at regular and below,
    /// growing to it at semibold and kept for heavier weights, which no record measures yet.
    static let semiboldWidthCorrection: CGFloat = 8.4

    /// The space the system font adds after each character at `size`, in points: SF Pro's tracking
    /// (interpolated between the table's sizes) with the weight's correction.
    static func systemTracking(size s: CGFloat, weight: Weight) -> CGFloat {
        let table = sfProTracking
        var t: CGFloat = 0
        if let upper = table.firstIndex(where: { $0.size >= s }) {
            if upper == 0 || table[upper].size == s {
                t = table[upper].tracking
            } else {
                let a = table[upper - 1], b = table[upper]
                t = a.tracking + (b.tracking - a.tracking) * (s - a.size) / (b.size - a.size)
            }
        }
        let heavier = min(1, max(0, weight.rawValue / Weight.semibold.rawValue))
        t += semiboldWidthCorrection * heavier
        return t * s / 1000
    }
}
