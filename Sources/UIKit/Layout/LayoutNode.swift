import Foundation

/// A view or layout guide as one layout engine knows it: four unknowns (its alignment frame in
/// its container's coordinates — the superview for a view, the owning view for a guide), the
/// constraints the engine made for it, and the app's constraints that mention it.
@MainActor final class LayoutNode {
    weak var item: AnyObject?
    weak var engine: LayoutEngine?
    let x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable
    /// The engine's own constraints for the item: autoresizing, intrinsic size, guide edges.
    var own: [EngineConstraint] = []
    /// The app's constraints that mention the item.
    var users: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// The intrinsic size its content-size constraints were made for.
    var intrinsic: CGSize?
    /// For a built-in guide: the insets its edge constraints hold now.
    var guideInsets: GuideInsets?
    let serial: Int
    var removed = false
    /// Whether its first solved frame was checked for ambiguity (and any ambiguity logged).
    var ambiguityChecked = false

    init(item: AnyObject, engine: LayoutEngine, serial: Int) {
        self.item = item
        self.engine = engine
        self.serial = serial
        let name = LayoutDescriptions.item(item)
        x = LayoutVariable(name + ".minX")
        y = LayoutVariable(name + ".minY")
        w = LayoutVariable(name + ".width")
        h = LayoutVariable(name + ".height")
    }

    var variables: [LayoutVariable] { [x, y, w, h] }

    /// The solved frame, in the container's coordinates.
    var frame: CGRect {
        guard let e = engine else { return .zero }
        return CGRect(x: e.solver.value(of: x), y: e.solver.value(of: y), width: e.solver.value(of: w), height: e.solver.value(of: h))
    }

    func own(_ kind: EngineConstraint.Kind) -> EngineConstraint? { own.first { $0.kind == kind } }

    /// The app's constraints on one axis of the item, in the order they were made.
    func userConstraints(on axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        users.values.filter { ($0.firstAttribute.isHorizontal || $0.first.offset.map { $0.from.attribute.isHorizontal } == true) == (axis == .horizontal) }
            .sorted { $0.serial < $1.serial }
    }
}

/// A constraint the engine made itself, with the text UIKit shows for it in its logs.
@MainActor final class EngineConstraint {
    enum Kind: Equatable {
        case autoresizingX, autoresizingWidth, autoresizingY, autoresizingHeight
        case huggingWidth, compressionWidth, huggingHeight, compressionHeight
        case guideLeft, guideRight, guideTop, guideBottom, guideWidthLimit, guideWidthFill
        case fitting
        case stayX, stayY
    }
    let kind: Kind
    let solver: SolverConstraint
    let text: String
    /// For autoresizing: the share of the superview's change it takes (0 when fixed).
    let coefficient: Double

    init(_ kind: Kind, _ solver: SolverConstraint, text: String, coefficient: Double = 0) {
        self.kind = kind
        self.solver = solver
        self.text = text
        self.coefficient = coefficient
        solver.owner = self
    }
}
