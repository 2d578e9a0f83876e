import Foundation

/// Where a label's text goes when it shrinks to fit (`UILabel.baselineAdjustment`).
public enum UIBaselineAdjustment: Int, Sendable {
    case alignBaselines = 0, alignCenters, none
}
