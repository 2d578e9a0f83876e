import Foundation

/// What UIKit tells a developer about a layout: unsatisfiable constraints (logged, one broken,
/// the app goes on) and ambiguity.
extension LayoutEngine {
    /// Logs UIKit's message for a required constraint that cannot hold with the others: the
    /// smallest set of required constraints it conflicts with, and that it was broken.
    func reportUnsatisfiable(_ broken: NSLayoutConstraint) {
        let conflict = conflictingConstraints(with: broken)
        let texts = conflict.map(\.text) + [broken.description]
        let autoresizing = conflict.contains { $0.autoresizing }
        var message = """
        Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 

        """
        if autoresizing {
            message += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        message += "(\n" + texts.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        message += "Will attempt to recover by breaking constraint \n\(broken.description)\n\n"
        message += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        message += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        uikitLog.error("\(message)")
    }

    private struct Candidate {
        let solver: SolverConstraint
        let text: String
        let autoresizing: Bool
        let order: Int
    }

    /// The required constraints near the broken one (sharing unknowns, a few steps out), cut down to
    /// a set that still cannot hold with it: each one whose removal keeps the conflict goes.
    private func conflictingConstraints(with broken: NSLayoutConstraint) -> [Candidate] {
        guard let target = broken.solverConstraint else { return [] }
        var candidates: [Candidate] = []
        var seenConstraints = Set<ObjectIdentifier>(), seenNodes = Set<ObjectIdentifier>()
        var frontier = broken.nodes
        var steps = 0
        while !frontier.isEmpty && steps < 6 && candidates.count < 48 {
            steps += 1
            var next: [LayoutNode] = []
            for n in frontier where seenNodes.insert(ObjectIdentifier(n)).inserted {
                for c in n.own where c.solver.isRequired && seenConstraints.insert(ObjectIdentifier(c.solver)).inserted {
                    candidates.append(Candidate(solver: c.solver, text: c.text, autoresizing: c.kind.isAutoresizing, order: n.serial * 16))
                    next += nodes(sharing: c.solver)
                }
                for c in n.users.values where c !== broken && !c.isBroken && c.priority == .required {
                    guard let sc = c.solverConstraint, seenConstraints.insert(ObjectIdentifier(sc)).inserted else { continue }
                    candidates.append(Candidate(solver: sc, text: c.description, autoresizing: false, order: 1_000_000 + c.serial))
                    next += c.nodes
                }
            }
            frontier = next
        }
        func conflicts(_ set: [Candidate]) -> Bool {
            let s = SimplexSolver()
            for c in set { if let now = solver.current(c.solver) { try? s.add(now) } }
            do { try s.add(SolverConstraint(target.expression, target.relation)) } catch { return true }
            return false
        }
        guard conflicts(candidates) else { return candidates.sorted { $0.order < $1.order } }
        var kept = candidates
        var i = 0
        while i < kept.count {
            var without = kept
            without.remove(at: i)
            if conflicts(without) { kept = without } else { i += 1 }
        }
        return kept.sorted { $0.order < $1.order }
    }

    /// Nodes whose unknowns a constraint mentions.
    private func nodes(sharing c: SolverConstraint) -> [LayoutNode] {
        let names = Set(c.expression.terms.map { ObjectIdentifier($0.variable) })
        return liveNodes().filter { n in n.variables.contains { names.contains(ObjectIdentifier($0)) } }
    }

    /// Whether the node's position or size on the axis can move without breaking anything:
    /// a feather-weight pull on each unknown finds out.
    /// Below any priority and below the ambiguity probe's pull, so `hasAmbiguousLayout` still
    /// sees through it.
    static let stayStrength = 1e-4

    /// A view laid out by constraints for the first time whose position or size they leave
    /// ambiguous is logged once, in the words iOS logs it with.
    func logAmbiguity(of n: LayoutNode, _ v: UIView) {
        guard !n.ambiguityChecked else { return }
        n.ambiguityChecked = true
        let axes = [NSLayoutConstraint.Axis.horizontal, .vertical].filter { isAmbiguous(n, axis: $0) }
        guard !axes.isEmpty else { return }
        for axis in axes where isPositionAmbiguous(n, axis: axis) { makeStay(n, v, axis: axis) }
        let which = axes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(separator: " and ")
        uikitLog.warning("[LayoutConstraints] View has an ambiguous layout. See \"Auto Layout Guide: Ambiguous Layouts\" for help debugging. \(LayoutDescriptions.item(v)) - AMBIGUOUS LAYOUT (\(which)); it stays where its frame was, \(v.frame)")
    }

    /// Whether a position is free even of the stays made so far (a pull weaker than they are moves
    /// it): the first view of an ambiguous chain stays, and the rest follow it.
    private func isPositionAmbiguous(_ n: LayoutNode, axis: NSLayoutConstraint.Axis) -> Bool {
        probe(axis == .horizontal ? n.x : n.y, by: 37, strength: 1e-6) != nil
    }

    func isAmbiguous(_ n: LayoutNode, axis: NSLayoutConstraint.Axis) -> Bool {
        let vars = axis == .horizontal ? [n.x, n.w] : [n.y, n.h]
        for v in vars where probe(v, by: 37) != nil { return true }
        return false
    }

    /// Pulls one unknown by `delta` at a strength below any priority; the value it moved to if it
    /// moved (the pull is taken back before returning).
    func probe(_ v: LayoutVariable, by delta: Double, strength: Double = 1e-3) -> Double? {
        let before = solver.value(of: v)
        guard (try? solver.addEditVariable(v, strength: strength)) != nil else { return nil }
        try? solver.suggestValue(v, before + delta)
        let after = solver.value(of: v)
        try? solver.removeEditVariable(v)
        return abs(after - before) > 1e-6 ? after : nil
    }
}

extension EngineConstraint.Kind {
    var isAutoresizing: Bool { [.autoresizingX, .autoresizingWidth, .autoresizingY, .autoresizingHeight].contains(self) }
}
