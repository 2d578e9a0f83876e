import Foundation

/// Baselines of controls with text, at their intrinsic heights (where UIKit places their text).
extension UIButton: BaselineProviding {
    var firstBaselineOffsetFromTop: CGFloat { baselineFromTop(titleLabel) }
    var lastBaselineOffsetFromBottom: CGFloat { intrinsicContentSize.height - baselineFromTop(titleLabel) }
    var centersTextVertically: Bool { contentVerticalAlignment == .center }

    private func baselineFromTop(_ label: UILabel?) -> CGFloat {
        guard let l = label, l.text?.isEmpty == false else { return intrinsicContentSize.height }
        let line = UILabel.roundUp(l.font.lineHeight)
        return UILabel.roundUp((intrinsicContentSize.height - line) / 2 + l.font.ascender)
    }
}

extension UITextField: BaselineProviding {
    var firstBaselineOffsetFromTop: CGFloat {
        let line = UILabel.roundUp(font.lineHeight)
        return UILabel.roundUp((intrinsicContentSize.height - line) / 2 + font.ascender)
    }
    var lastBaselineOffsetFromBottom: CGFloat { intrinsicContentSize.height - firstBaselineOffsetFromTop }
    var centersTextVertically: Bool { contentVerticalAlignment == .center }
}
