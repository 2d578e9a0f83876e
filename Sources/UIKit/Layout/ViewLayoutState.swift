import Foundation

/// A view's Auto Layout state, made the first time the view takes part (most views never do).
@MainActor final class ViewLayoutState {
    /// The constraints this view holds (`constraints`).
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    var hugging: (horizontal: UILayoutPriority?, vertical: UILayoutPriority?) = (nil, nil)
    var compression: (horizontal: UILayoutPriority?, vertical: UILayoutPriority?) = (nil, nil)
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    /// A view that takes part in Auto Layout starts needing its `updateConstraints`, as on iOS: it
    /// runs in the first layout pass after the view enters a window.
    var needsUpdateConstraints = true
    /// This view's node in its hierarchy's engine.
    var node: LayoutNode?
    /// The engine, when this view is a hierarchy's root.
    var engine: LayoutEngine?
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The built-in guides made so far, whose edges follow the view's insets.
    var systemGuides: [UILayoutGuide] {
        [safeAreaGuide, marginsGuide, readableGuide, keyboardGuide as UILayoutGuide?].compactMap { $0 }
    }
    var allGuides: [UILayoutGuide] { guides + systemGuides + [contentGuide, frameGuide].compactMap { $0 } }
}

/// Insets of a built-in guide from its owning view's edges (the keyboard's guide has a height
/// instead of a top inset).
struct GuideInsets: Equatable {
    var top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0
    var fixedHeight: CGFloat?
}
