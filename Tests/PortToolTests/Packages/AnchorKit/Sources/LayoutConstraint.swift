#if os(iOS) || os(tvOS)
import UIKit

/// The constraints AnchorKit installs: plain NSLayoutConstraints with a label.
public class LayoutConstraint: NSLayoutConstraint {
    public internal(set) var label: String?
}

public extension LayoutConstraint {
    override var description: String {
        var text = "<AnchorKit.LayoutConstraint"
        if let label = label { text += " '\(label)'" }
        text += " " + Self.describe(firstItem) + ".\(firstAttribute.anchorName)"
        text += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
        if let second = secondItem {
            text += Self.describe(second) + ".\(secondAttribute.anchorName)"
            if multiplier != 1 { text += " * \(multiplier)" }
            if constant != 0 { text += constant > 0 ? " + \(constant)" : " - \(-constant)" }
        } else {
            text += "\(constant)"
        }
        return text + ">"
    }

    private static func describe(_ item: AnyObject?) -> String {
        guard let item = item else { return "nil" }
        return type(of: item).description()
    }
}

extension NSLayoutConstraint.Attribute {
    var anchorName: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        default: return "other"
        }
    }
}
#endif
