#if canImport(UIKit)
import UIKit
public typealias LayoutView = UIView
public typealias LayoutEdgeInsets = UIEdgeInsets
#else
import AppKit
public typealias LayoutView = NSView
public typealias LayoutEdgeInsets = NSEdgeInsets
#endif
import CoreGraphics

/// Edges pinned to a superview's, in the style of the Auto Layout DSLs apps depend on.
@MainActor
public struct Pinning {
    public let view: LayoutView

    public init(_ view: LayoutView) { self.view = view }

    /// Pins the view's four edges inside its superview's, inset by `insets`, and activates the constraints.
    @discardableResult
    public func edgesToSuperview(insets: LayoutEdgeInsets = LayoutEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)) -> [NSLayoutConstraint] {
        guard let superview = view.superview else { return [] }
        view.translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: insets.top),
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: insets.left),
            superview.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: insets.bottom),
            superview.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: insets.right),
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }

    /// Fixes the view's size.
    @discardableResult
    public func size(_ size: CGSize) -> [NSLayoutConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        let constraints = [view.widthAnchor.constraint(equalToConstant: size.width),
                           view.heightAnchor.constraint(equalToConstant: size.height)]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}

extension LayoutView {
    /// `view.pin.edgesToSuperview()`.
    @MainActor public var pin: Pinning { Pinning(self) }

    /// A path round the view's bounds, through CoreGraphics as drawing code writes it.
    @MainActor public var outline: CGPath {
        CGPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5), transform: nil)
    }
}
