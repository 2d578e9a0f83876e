import Foundation

/// What happens to the view under the pointer (iPadOS 13.4): it is highlighted on a platter,
/// lifted with a shadow, or scaled and tinted as it is hovered; `automatic` picks one for it.
public enum UIPointerEffect: @unchecked Sendable {
    case automatic(UITargetedPreview)
    case highlight(UITargetedPreview)
    case lift(UITargetedPreview)
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// Where a hover's tint goes: over the view, under it, or nowhere.
    public enum TintMode: Int, Sendable { case none, overlay, underlay }

    /// The view the effect is on.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let p), .highlight(let p), .lift(let p), .hover(let p, _, _, _): p
        }
    }
}
