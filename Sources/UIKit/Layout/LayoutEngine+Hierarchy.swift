import Foundation

/// Constraints follow their views between hierarchies, as UIKit's do: a view leaving its
/// superview takes the constraints held inside it along (to an engine of its own) and deactivates
/// those held outside that mention it; a view joining a hierarchy brings its constraints into
/// that hierarchy's engine.
extension LayoutEngine {
    /// Before `view` leaves its superview: what it must take along.
    static func prepareToLeave(_ view: UIView) -> [NSLayoutConstraint] {
        guard view.superview != nil, let engine = existing(view) else { return [] }
        var carried: [NSLayoutConstraint] = []
        var nodes: [LayoutNode] = []
        var held: [NSLayoutConstraint] = []
        // One walk: the subtree's nodes, and the constraints its views hold.
        func visit(_ v: UIView) {
            if let state = v.layoutState {
                if let n = state.node, n.engine === engine { nodes.append(n) }
                for g in state.allGuides { if let n = g.node, n.engine === engine { nodes.append(n) } }
                held += state.constraints
            }
            for s in v.subviews { visit(s) }
        }
        visit(view)
        var seen = Set<ObjectIdentifier>()
        for n in nodes {
            for c in n.users.values.sorted(by: { $0.serial < $1.serial }) where seen.insert(ObjectIdentifier(c)).inserted {
                if let holder = c.container, holder.isDescendant(of: view) {
                    engine.remove(c)
                    carried.append(c)
                } else {
                    c.container?.uninstall(c)
                }
            }
        }
        // Constraints held inside that the engine has not reached (no nodes yet) come along too.
        for c in held where seen.insert(ObjectIdentifier(c)).inserted {
            engine.remove(c)
            carried.append(c)
        }
        for n in nodes { engine.dropNode(n) }
        return carried
    }

    /// After `view` left its superview: an engine of its own for what it took along.
    static func finishLeaving(_ view: UIView, carrying carried: [NSLayoutConstraint]) {
        guard !carried.isEmpty else { return }
        let engine = of(view)
        for c in carried.sorted(by: { $0.serial < $1.serial }) { engine.add(c) }
    }

    /// After `view` joined a superview: its engine's constraints (and any carried) go to the new root's.
    static func didJoin(_ view: UIView, carrying carried: [NSLayoutConstraint]) {
        var all = carried
        var pending: [UIView] = []
        if let state = view.layoutState, let own = state.engine {
            state.engine = nil
            pending = Array(own.pendingUpdateConstraints.values)
            all += own.dissolve()
        }
        guard !all.isEmpty || !pending.isEmpty else { return }
        let engine = of(view)
        for c in all.sorted(by: { $0.serial < $1.serial }) { engine.add(c) }
        for v in pending { engine.pendingUpdateConstraints[ObjectIdentifier(v)] = v }
    }

    /// Gives up everything (its root joined another hierarchy); returns the app's constraints.
    func dissolve() -> [NSLayoutConstraint] {
        let constraints = installed.values.sorted { $0.serial < $1.serial }
        for c in constraints { remove(c) }
        for n in liveNodes() { dropNode(n) }
        return constraints
    }
}
