import Foundation

/// The Auto Layout engine of one view hierarchy (a window, or a tree not in a window), owned by
/// its root view. It keeps one incremental solver: constraints and constant changes go in as they
/// happen; once per frame (and on `layoutIfNeeded`) pending updates run and the solved frames
/// are given to the views.
@MainActor final class LayoutEngine {
    let solver = SimplexSolver()
    weak var root: UIView?
    private(set) var nodes: [ObjectIdentifier: LayoutNode] = [:]
    /// Nodes in the order they were made, for deterministic passes (removed ones are skipped).
    private var nodeOrder: [LayoutNode] = []
    private var serial = 0
    /// The app's constraints solved here.
    private(set) var installed: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Whether the solution changed since frames were last given to the views.
    var needsApply = false
    var pendingIntrinsic: [ObjectIdentifier: UIView] = [:]
    var pendingGuides: [ObjectIdentifier: UIView] = [:]
    var pendingUpdateConstraints: [ObjectIdentifier: UIView] = [:]

    init(root: UIView) { self.root = root }

    /// The engine of the hierarchy `view` is in, made on demand.
    static func of(_ view: UIView) -> LayoutEngine {
        var top = view
        while let s = top.superview { top = s }
        let state = top.layoutStateForWriting
        if let e = state.engine { return e }
        let e = LayoutEngine(root: top)
        state.engine = e
        return e
    }

    /// The engine of `view`'s hierarchy if it has one.
    static func existing(_ view: UIView) -> LayoutEngine? {
        if let e = view.layoutState?.node?.engine { return e }
        // In a window the top of the tree is the window, which every view in it keeps: no walk up
        // (asked by every view a layout pass visits, a walk would cost the square of the depth).
        if let w = view.windowCache, w.superview == nil { return w.layoutState?.engine }
        var top = view
        while let s = top.superview { top = s }
        return top.layoutState?.engine
    }

    var hasPendingWork: Bool { needsApply || !pendingIntrinsic.isEmpty || !pendingGuides.isEmpty || !pendingUpdateConstraints.isEmpty }

    // MARK: Nodes

    func node(for item: AnyObject) -> LayoutNode {
        if let v = item as? UIView, let n = v.layoutState?.node, n.engine === self { return n }
        if let g = item as? UILayoutGuide, let n = g.node, n.engine === self { return n }
        serial += 1
        let n = LayoutNode(item: item, engine: self, serial: serial)
        nodes[ObjectIdentifier(item)] = n
        nodeOrder.append(n)
        if let v = item as? UIView {
            v.layoutStateForWriting.node = n
            makeOwnConstraints(n, v)
        } else if let g = item as? UILayoutGuide {
            g.node = n
            if let owner = g.owningView { _ = node(for: owner) }
            makeGuideConstraints(n, g)
        }
        return n
    }

    /// Takes a node and everything the engine made for it out.
    func dropNode(_ n: LayoutNode) {
        for c in n.own { try? solver.remove(c.solver) }
        n.own = []
        n.removed = true
        for v in n.variables { solver.forget(v) }
        if let item = n.item {
            nodes[ObjectIdentifier(item)] = nil
            if let v = item as? UIView, v.layoutState?.node === n { v.layoutState?.node = nil }
            if let g = item as? UILayoutGuide, g.node === n { g.node = nil }
        }
        if nodeOrder.count > 64, nodeOrder.count > 2 * nodes.count { nodeOrder.removeAll { $0.removed } }
        needsApply = true
    }

    func liveNodes() -> [LayoutNode] { nodeOrder.filter { !$0.removed && $0.item != nil } }

    // MARK: The app's constraints

    func add(_ c: NSLayoutConstraint) {
        guard installed[ObjectIdentifier(c)] == nil, let container = c.container else { return }
        guard let built = build(c, in: container) else { return }
        installed[ObjectIdentifier(c)] = c
        c.engine = self
        c.solverConstraint = built.constraint
        c.engineBase = built.base
        for n in built.nodes { n.users[ObjectIdentifier(c)] = c }
        c.nodes = built.nodes
        insert(c)
    }

    /// Puts a built constraint into the solver, or reports it broken as UIKit does.
    private func insert(_ c: NSLayoutConstraint) {
        guard let sc = c.solverConstraint else { return }
        do {
            try solver.add(sc)
            c.isBroken = false
        } catch {
            c.isBroken = true
            reportUnsatisfiable(c)
        }
        needsApply = true
    }

    func remove(_ c: NSLayoutConstraint) {
        guard installed.removeValue(forKey: ObjectIdentifier(c)) != nil else { return }
        if let sc = c.solverConstraint, !c.isBroken { try? solver.remove(sc) }
        for n in c.nodes { n.users[ObjectIdentifier(c)] = nil }
        c.nodes = []
        c.solverConstraint = nil
        c.engine = nil
        c.isBroken = false
        needsApply = true
    }

    /// Builds it again (its items' positions or direction changed how it reads).
    func reinstall(_ c: NSLayoutConstraint) {
        remove(c)
        add(c)
    }

    func constantChanged(_ c: NSLayoutConstraint) {
        guard let sc = c.solverConstraint else { return }
        if c.isBroken {
            // Built again with the new constant: perhaps it can hold now.
            reinstall(c)
            return
        }
        do { try solver.updateConstant(of: sc, to: Double(c.engineBase - c.constant)) } catch {
            // It cannot hold with its new constant (the solver kept the old one): in again from
            // scratch, it is reported and broken as iOS does.
            reinstall(c)
            return
        }
        needsApply = true
    }

    func priorityChanged(_ c: NSLayoutConstraint) { reinstall(c) }

    // MARK: Expressions

    /// `first − multiplier·second − constant` in the coordinates of the constraint's container.
    private func build(_ c: NSLayoutConstraint, in container: UIView) -> (constraint: SolverConstraint, base: CGFloat, nodes: [LayoutNode])? {
        var used: [LayoutNode] = []
        let flip = container.effectiveUserInterfaceLayoutDirection == .rightToLeft && (c.first.mentionsLeadingOrTrailing || c.second?.mentionsLeadingOrTrailing == true)
        let first = Self.resolvingEdges(c.first, against: c.second), second = c.second.map { Self.resolvingEdges($0, against: c.first) }
        guard var e = expression(first, in: container, flip: flip, used: &used) else { return nil }
        if let s = second {
            guard let se = expression(s, in: container, flip: flip, used: &used) else { return nil }
            e = e - se * Double(c.multiplier)
        }
        let base = CGFloat(e.constant)
        e = e + Double(-c.constant)
        let relation: LayoutRelation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessOrEqual : .greaterOrEqual
        let sc = SolverConstraint(e, relation, strength: c.priority.strength)
        sc.owner = c
        var seen = Set<ObjectIdentifier>()
        return (sc, base, used.filter { seen.insert(ObjectIdentifier($0)).inserted })
    }

    static let edgeAttributes: Set<NSLayoutConstraint.Attribute> = [.left, .right, .top, .bottom, .leading, .trailing]

    /// A view's edge constrained to an item inside it may stand for another item's edge: a scroll
    /// view's edges are then its content's (the pre-iOS 11 rule Interface Builder still writes).
    /// Sizes, centres, margins and baselines stay the view's own (its frame's, as Apple documents).
    static func resolvingEdges(_ term: LayoutTerm, against other: LayoutTerm?) -> LayoutTerm {
        guard term.offset == nil, edgeAttributes.contains(term.attribute), let view = term.item as? UIView,
              let inner = other?.leaves.first?.item, let substitute = view.layoutItemForEdges(constrainedTo: inner) else { return term }
        return LayoutTerm(item: substitute, attribute: term.attribute)
    }

    /// An item's attribute as a linear expression in `ancestor`'s coordinates (bounds origins
    /// aside, so a scroll view's content is laid out in content coordinates).
    func expression(_ term: LayoutTerm, in ancestor: UIView, flip: Bool, used: inout [LayoutNode]) -> LinearExpression? {
        if let (from, to) = term.offset {
            guard let a = expression(from, in: ancestor, flip: flip, used: &used),
                  let b = expression(to, in: ancestor, flip: flip, used: &used) else { return nil }
            return b - a
        }
        guard let item = term.item else { return nil }
        var attribute = term.attribute
        if let plain = attribute.withoutMargin, let v = item as? UIView {
            return expression(LayoutTerm(item: v.layoutMarginsGuide, attribute: plain), in: ancestor, flip: flip, used: &used)
        }
        let view = item as? UIView
        if let v = view, attribute == .firstBaseline || attribute == .lastBaseline {
            let target = attribute == .firstBaseline ? v.forFirstBaselineLayout : v.forLastBaselineLayout
            if target !== v, target.isDescendant(of: v) {
                return expression(LayoutTerm(item: target, attribute: attribute), in: ancestor, flip: flip, used: &used)
            }
        }
        if attribute == .leading || attribute == .trailing {
            let rtl = ancestor.effectiveUserInterfaceLayoutDirection == .rightToLeft
            attribute = (attribute == .leading) != rtl ? .left : .right
        }
        let n = node(for: item)
        used.append(n)
        let horizontal = attribute.isHorizontal
        let (pos, size) = horizontal ? (n.x, n.w) : (n.y, n.h)
        let own = view === ancestor
        let origin = own ? LinearExpression() : LinearExpression(pos)
        var e: LinearExpression
        switch attribute {
        case .width, .height: return LinearExpression(size)
        case .left, .top: e = origin
        case .right, .bottom: e = origin + LinearExpression(size)
        case .centerX, .centerY: e = origin + LinearExpression(size, 0.5)
        case .firstBaseline, .lastBaseline:
            e = origin + baselineExpression(attribute, of: view, size: size)
        default: return nil
        }
        // Up from the item's container to the ancestor, adding each view's position.
        var container: UIView? = own ? nil : (view?.superview ?? (item as? UILayoutGuide)?.owningView)
        while let c = container, c !== ancestor {
            let cn = node(for: c)
            used.append(cn)
            e = e + LinearExpression(horizontal ? cn.x : cn.y)
            container = c.superview
        }
        if container == nil && !own { return nil }
        return flip && horizontal ? e * -1 : e
    }

    /// A baseline below the view's top. Centred text puts it where the text is drawn in the size the
    /// solution gives the view, which moves by half the view's height from where it is at the
    /// intrinsic height: so it is linear in the height, and squeezed labels still line up.
    private func baselineExpression(_ attribute: NSLayoutConstraint.Attribute, of view: UIView?, size: LayoutVariable) -> LinearExpression {
        guard let b = view as? BaselineProviding else { return LinearExpression(size) }
        let first = attribute == .firstBaseline
        let intrinsic = b.centersTextVertically ? view?.intrinsicContentSize.height ?? -1 : -1
        if intrinsic > 0 {
            let fromCentre = first ? Double(b.firstBaselineOffsetFromTop - intrinsic / 2) : Double(intrinsic / 2 - b.lastBaselineOffsetFromBottom)
            return LinearExpression(size, 0.5) + fromCentre
        }
        return first ? LinearExpression() + Double(b.firstBaselineOffsetFromTop) : LinearExpression(size) + Double(-b.lastBaselineOffsetFromBottom)
    }

    // MARK: Reading the solution

    /// Gives every constraint-laid-out view its solved frame (on whole pixels, as UIKit rounds),
    /// and scroll views their content size from their content guides.
    func applyFrames() {
        needsApply = false
        let scale = Double(root?.deviceScale ?? UIScreen.main.scale)
        func px(_ v: Double) -> Double { (v * scale).rounded() / scale }
        for n in liveNodes() {
            if let v = n.item as? UIView {
                guard v.superview != nil, v.layoutState?.translatesAutoresizingMaskIntoConstraints == false else { continue }
                logAmbiguity(of: n, v)
                let f = n.frame
                // Whole device pixels: each edge rounds, and the size is the pixels between them.
                // The solver's arithmetic noise is dropped first, so an edge that lands a hair either
                // side of a half pixel rounds as the half it is, and a view centred on a half pixel
                // keeps its size (a 96-point image view stays 96, not 96⅓).
                func edge(_ v: Double) -> Double { ((v * scale * 1e6).rounded() / 1e6).rounded() }
                let p = (x0: edge(f.minX), y0: edge(f.minY), x1: edge(f.maxX), y1: edge(f.maxY))
                var (x0, y0, x1, y1) = (p.x0 / scale, p.y0 / scale, p.x1 / scale, p.y1 / scale)
                var size = CGSize(width: max(0, p.x1 - p.x0) / scale, height: max(0, p.y1 - p.y0) / scale)
                // The engine solves alignment rectangles; the frame reaches past by the insets.
                let insets = v.alignmentRectInsets
                if insets != .zero {
                    let f = v.frame(forAlignmentRect: CGRect(x: x0, y: y0, width: size.width, height: size.height))
                    (x0, y0, x1, y1) = (f.minX, f.minY, f.maxX, f.maxY)
                    size = f.size
                }
                if v.bounds.size != size { v.bounds.size = size }
                let center = CGPoint(x: (x0 + x1) / 2, y: (y0 + y1) / 2)
                if v.center != center { v.center = center }
            } else if let g = n.item as? UILayoutGuide, g.role == .scrollContent, let owner = g.owningView {
                let f = n.frame
                owner.contentLayoutGuideSolved(size: CGSize(width: px(f.width), height: px(f.height)))
            }
        }
    }

    /// Runs what is pending: `updateConstraints` deepest first, new intrinsic sizes and guide
    /// insets, then the solved frames.
    func update() {
        var rounds = 0
        while !pendingUpdateConstraints.isEmpty && rounds < 8 {
            rounds += 1
            let views = pendingUpdateConstraints.values.sorted { $0.depth > $1.depth }
            pendingUpdateConstraints = [:]
            for v in views where v.needsUpdateConstraints() { v.runUpdateConstraints() }
        }
        if !pendingIntrinsic.isEmpty {
            let views = Array(pendingIntrinsic.values)
            pendingIntrinsic = [:]
            for v in views { if let n = v.layoutState?.node, n.engine === self { refreshIntrinsic(n, v) } }
        }
        if !pendingGuides.isEmpty {
            let views = Array(pendingGuides.values)
            pendingGuides = [:]
            for v in views { refreshGuides(of: v) }
        }
        if needsApply { applyFrames() }
    }
}
