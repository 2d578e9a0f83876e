#if os(iOS) || os(tvOS)
import UIKit

private var installedKey: UInt8 = 0

/// `view.anc.makeConstraints { make in … }`: the constraints a view made are kept on it.
public struct ConstraintDSL {
    let view: LayoutView

    /// The constraints this view made with AnchorKit and that are installed.
    public var installed: [LayoutConstraint] {
        objc_getAssociatedObject(view, &installedKey) as? [LayoutConstraint] ?? []
    }

    private func setInstalled(_ list: [LayoutConstraint]) {
        objc_setAssociatedObject(view, &installedKey, list, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    @discardableResult
    public func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(view: view)
        closure(maker)
        let made = maker.descriptions.flatMap { $0.constraints() }
        NSLayoutConstraint.activate(made)
        setInstalled(installed + made)
        return made
    }

    /// Removes what this view made before, then makes the new ones.
    @discardableResult
    public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) -> [LayoutConstraint] {
        removeConstraints()
        return makeConstraints(closure)
    }

    /// Changes the constants of installed constraints with the same attribute and target.
    public func updateConstraints(_ closure: (ConstraintMaker) -> Void) {
        let maker = ConstraintMaker(view: view)
        closure(maker)
        var fresh: [LayoutConstraint] = []
        for made in maker.descriptions.flatMap({ $0.constraints() }) {
            if let old = installed.first(where: { $0.firstAttribute == made.firstAttribute && $0.secondItem === made.secondItem && $0.relation == made.relation }) {
                old.constant = made.constant
            } else {
                fresh.append(made)
            }
        }
        NSLayoutConstraint.activate(fresh)
        setInstalled(installed + fresh)
    }

    public func removeConstraints() {
        NSLayoutConstraint.deactivate(installed)
        setInstalled([])
    }
}

public extension LayoutView {
    var anc: ConstraintDSL { ConstraintDSL(view: self) }
}
#endif
