#if os(iOS) || os(tvOS)
import UIKit

/// What `makeConstraints` hands the closure: `make.edges.equalToSuperview().inset(8)`.
public final class ConstraintMaker {
    let view: LayoutView
    var descriptions: [ConstraintDescription] = []

    init(view: LayoutView) { self.view = view }

    private func describe(_ attributes: [NSLayoutConstraint.Attribute]) -> ConstraintDescription {
        let d = ConstraintDescription(view: view, attributes: attributes)
        descriptions.append(d)
        return d
    }

    public var top: ConstraintDescription { describe([.top]) }
    public var bottom: ConstraintDescription { describe([.bottom]) }
    public var leading: ConstraintDescription { describe([.leading]) }
    public var trailing: ConstraintDescription { describe([.trailing]) }
    public var left: ConstraintDescription { describe([.left]) }
    public var right: ConstraintDescription { describe([.right]) }
    public var width: ConstraintDescription { describe([.width]) }
    public var height: ConstraintDescription { describe([.height]) }
    public var centerX: ConstraintDescription { describe([.centerX]) }
    public var centerY: ConstraintDescription { describe([.centerY]) }
    public var edges: ConstraintDescription { describe([.top, .leading, .bottom, .trailing]) }
    public var size: ConstraintDescription { describe([.width, .height]) }
    public var center: ConstraintDescription { describe([.centerX, .centerY]) }
}

/// One line of a `makeConstraints` closure.
public final class ConstraintDescription {
    enum Target {
        case none
        case view(LayoutView)
        case superview
        case guide(UILayoutSupport)
    }

    let view: LayoutView
    private(set) var attributes: [NSLayoutConstraint.Attribute]
    var relation: NSLayoutConstraint.Relation = .equal
    var target: Target = .none
    var constant: CGFloat = 0
    var insets = UIEdgeInsets.zero
    var multiplier: CGFloat = 1
    var priority: LayoutPriority = .required
    var label: String?

    init(view: LayoutView, attributes: [NSLayoutConstraint.Attribute]) {
        self.view = view
        self.attributes = attributes
    }

    /// More attributes on the same line: `make.top.leading.trailing.equalToSuperview()`.
    public var top: ConstraintDescription { attributes.append(.top); return self }
    public var bottom: ConstraintDescription { attributes.append(.bottom); return self }
    public var leading: ConstraintDescription { attributes.append(.leading); return self }
    public var trailing: ConstraintDescription { attributes.append(.trailing); return self }
    public var width: ConstraintDescription { attributes.append(.width); return self }
    public var height: ConstraintDescription { attributes.append(.height); return self }

    @discardableResult public func equalTo(_ other: LayoutView) -> Self { target = .view(other); return self }
    /// The top of the content area: `make.top.equalTo(topLayoutGuide)` (iOS 7 to 10 code).
    @discardableResult public func equalTo(_ guide: UILayoutSupport) -> Self { target = .guide(guide); return self }
    @discardableResult public func equalTo(_ constant: CGFloat) -> Self { self.constant = constant; return self }
    @discardableResult public func equalToSuperview() -> Self { target = .superview; return self }
    @discardableResult public func greaterThanOrEqualTo(_ constant: CGFloat) -> Self { relation = .greaterThanOrEqual; self.constant = constant; return self }
    @discardableResult public func lessThanOrEqualTo(_ constant: CGFloat) -> Self { relation = .lessThanOrEqual; self.constant = constant; return self }
    @discardableResult public func offset(_ amount: CGFloat) -> Self { constant = amount; return self }
    @discardableResult public func inset(_ amount: CGFloat) -> Self { insets = UIEdgeInsets(top: amount, left: amount, bottom: amount, right: amount); return self }
    @discardableResult public func multipliedBy(_ m: CGFloat) -> Self { multiplier = m; return self }
    @discardableResult public func priority(_ p: Float) -> Self { priority = LayoutPriority(p); return self }
    @discardableResult public func labeled(_ text: String) -> Self { label = text; return self }

    func constraints() -> [LayoutConstraint] {
        attributes.map { attribute in
            var amount = constant
            switch attribute {
            case .top: amount += insets.top
            case .leading, .left: amount += insets.left
            case .bottom: amount -= insets.bottom
            case .trailing, .right: amount -= insets.right
            default: break
            }
            let other: AnyObject?
            var otherAttribute = attribute
            switch target {
            case .none: other = nil; otherAttribute = .notAnAttribute
            case .view(let v): other = v
            case .superview: other = view.superview
            case .guide(let g):
                // A layout guide's edge toward the content: its bottom for a top, its top for a bottom.
                other = g as AnyObject
                otherAttribute = attribute == .bottom ? .top : .bottom
            }
            let c = LayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: other,
                                     attribute: otherAttribute, multiplier: multiplier, constant: amount)
            c.priority = priority
            c.label = label
            return c
        }
    }
}
#endif
