import Foundation

/// The constraints the engine makes for its items: autoresizing masks for views that translate
/// them, content hugging and compression resistance for intrinsic sizes, and the edges of the
/// built-in layout guides.
extension LayoutEngine {
    func makeOwnConstraints(_ n: LayoutNode, _ v: UIView) {
        if v.translatesAutoresizingMaskIntoConstraints {
            makeAutoresizing(n, v)
        } else {
            refreshIntrinsic(n, v)
        }
    }

    /// Where the constraints leave a view's position ambiguous, it stays where its frame was, as
    /// iOS's engine leaves it, rather than at 0: a pull as weak as the ambiguity probe's, made only
    /// for a position found ambiguous.
    func makeStay(_ n: LayoutNode, _ v: UIView, axis: NSLayoutConstraint.Axis) {
        let f = v.alignmentRect(forFrame: v.frame)
        let (variable, value, kind) = axis == .horizontal ? (n.x, f.minX, EngineConstraint.Kind.stayX) : (n.y, f.minY, .stayY)
        guard value.isFinite, n.own(kind) == nil else { return }
        let text = "\(LayoutDescriptions.item(v)).\(axis == .horizontal ? "minX" : "minY") stays at \(value)"
        addOwn(n, EngineConstraint(kind, SolverConstraint(LinearExpression(variable) + Double(-value), .equal, strength: LayoutEngine.stayStrength), text: text))
    }

    /// The view changed between autoresizing and constraints.
    func translatesChanged(_ v: UIView) {
        guard let n = v.layoutState?.node, n.engine === self else { return }
        removeOwn(n) { _ in true }
        n.intrinsic = nil
        makeOwnConstraints(n, v)
        needsApply = true
    }

    private func removeOwn(_ n: LayoutNode, where test: (EngineConstraint) -> Bool) {
        n.own.removeAll { c in
            guard test(c) else { return false }
            try? solver.remove(c.solver)
            return true
        }
    }

    /// Moves one of the engine's own constraints to a new constant in place; when a required one
    /// cannot hold there (the solver is left as it was), it is taken out and tried again from
    /// scratch, which leaves it out and says so.
    private func updateOwn(_ n: LayoutNode, _ c: EngineConstraint, to constant: Double) {
        do { try solver.updateConstant(of: c.solver, to: constant) } catch {
            removeOwn(n) { $0 === c }
            var e = c.solver.expression
            e.constant = constant
            addOwn(n, EngineConstraint(c.kind, SolverConstraint(e, c.solver.relation, strength: c.solver.strength), text: c.text, coefficient: c.coefficient))
        }
    }

    private func addOwn(_ n: LayoutNode, _ c: EngineConstraint) {
        do { try solver.add(c.solver) } catch {
            uikitLog.error("Auto Layout: \(c.text) cannot hold with the others; left out")
            return
        }
        n.own.append(c)
        needsApply = true
    }

    // MARK: Autoresizing masks

    /// Springs and struts as constraints: each flexible part takes a fixed share of the superview's
    /// change in size, so `x − a·superview.width` and `width − b·superview.width` stay constant.
    private func autoresizingRules(_ v: UIView) -> [(EngineConstraint.Kind, LinearExpression, Double, String)] {
        let size = v.bounds.size, c = v.center
        let frame = v.alignmentRect(forFrame: CGRect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height))
        let n = v.layoutState!.node!
        let m = v.autoresizingMask
        let parent = v.superview
        let parentNode = parent.map { node(for: $0) }
        let parentSize = parent?.bounds.size ?? .zero
        func shares(_ f1: Bool, _ f2: Bool, _ f3: Bool, _ lead: CGFloat, _ length: CGFloat, _ trail: CGFloat) -> (Double, Double) {
            let parts = [(f1, lead), (f2, length), (f3, trail)].filter { $0.0 }
            guard !parts.isEmpty, parent != nil else { return (0, 0) }
            let total = parts.reduce(0) { $0 + max(0, $1.1) }
            func share(_ on: Bool, _ value: CGFloat) -> Double {
                guard on else { return 0 }
                return total > 0 ? Double(max(0, value) / total) : 1 / Double(parts.count)
            }
            return (share(f1, lead), share(f2, length))
        }
        let (ax, aw) = shares(m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin),
                              frame.minX, frame.width, parentSize.width - frame.maxX)
        let (ay, ah) = shares(m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin),
                              frame.minY, frame.height, parentSize.height - frame.maxY)
        func rule(_ own: LayoutVariable, _ value: CGFloat, _ a: Double, _ parentVar: LayoutVariable?, _ parentValue: CGFloat) -> (LinearExpression, Double) {
            var e = LinearExpression(own) + Double(-value)
            if a != 0, let p = parentVar { e = e - LinearExpression(p, a) + a * Double(parentValue) }
            return (e, a)
        }
        let name = LayoutDescriptions.item(v)
        let mask = "h=\(m.contains(.flexibleLeftMargin) ? "&" : "-")\(m.contains(.flexibleWidth) ? "&" : "-")\(m.contains(.flexibleRightMargin) || !m.contains(.flexibleLeftMargin) && !m.contains(.flexibleWidth) ? "&" : "-") v=\(m.contains(.flexibleTopMargin) ? "&" : "-")\(m.contains(.flexibleHeight) ? "&" : "-")\(m.contains(.flexibleBottomMargin) || !m.contains(.flexibleTopMargin) && !m.contains(.flexibleHeight) ? "&" : "-")"
        let names = parent.map { "   (active, names: '|':\(LayoutDescriptions.item($0)) )>" } ?? "   (active)>"
        func text(_ what: String, _ value: CGFloat) -> String {
            "<NSAutoresizingMaskLayoutConstraint:\(LayoutDescriptions.address(n)) \(mask) \(name).\(what) == \(NSLayoutConstraint.format(value))\(names)"
        }
        let x = rule(n.x, frame.minX, ax, parentNode?.w, parentSize.width)
        let w = rule(n.w, frame.width, aw, parentNode?.w, parentSize.width)
        let y = rule(n.y, frame.minY, ay, parentNode?.h, parentSize.height)
        let h = rule(n.h, frame.height, ah, parentNode?.h, parentSize.height)
        return [(.autoresizingX, x.0, x.1, text("minX", frame.minX)), (.autoresizingWidth, w.0, w.1, text("width", frame.width)),
                (.autoresizingY, y.0, y.1, text("minY", frame.minY)), (.autoresizingHeight, h.0, h.1, text("height", frame.height))]
    }

    private func makeAutoresizing(_ n: LayoutNode, _ v: UIView) {
        for (kind, e, a, text) in autoresizingRules(v) {
            addOwn(n, EngineConstraint(kind, SolverConstraint(e, .equal), text: text, coefficient: a))
        }
    }

    /// A view that translates its autoresizing mask moved or changed size: the constants follow
    /// in place (a new share of the superview's size, from a frame set by hand, rebuilds them).
    func frameChanged(_ v: UIView) {
        guard let n = v.layoutState?.node, n.engine === self, v.translatesAutoresizingMaskIntoConstraints else { return }
        for (kind, e, a, _) in autoresizingRules(v) {
            guard let old = n.own(kind) else { continue }
            if abs(old.coefficient - a) > 1e-9 {
                removeOwn(n) { $0 === old }
                addOwn(n, EngineConstraint(kind, SolverConstraint(e, .equal), text: old.text, coefficient: a))
            } else {
                updateOwn(n, old, to: e.constant)
            }
        }
        needsApply = true
    }

    // MARK: Intrinsic content size

    /// Content hugging (`size ≤ intrinsic`) and compression resistance (`size ≥ intrinsic`) for
    /// each axis that has an intrinsic size, at the view's priorities.
    func refreshIntrinsic(_ n: LayoutNode, _ v: UIView, atWidth width: CGFloat? = nil) {
        guard !v.translatesAutoresizingMaskIntoConstraints else { return }
        let size = width.flatMap { w in v.intrinsicContentSize(wrappingAt: w) } ?? v.intrinsicContentSize
        let priorities = (hw: v.contentHuggingPriority(for: .horizontal), cw: v.contentCompressionResistancePriority(for: .horizontal),
                          hh: v.contentHuggingPriority(for: .vertical), ch: v.contentCompressionResistancePriority(for: .vertical))
        let name = LayoutDescriptions.item(v)
        func axis(_ value: CGFloat, _ variable: LayoutVariable, _ hug: EngineConstraint.Kind, _ comp: EngineConstraint.Kind,
                  _ hugPriority: UILayoutPriority, _ compPriority: UILayoutPriority, _ label: String) {
            let current = n.own(hug)
            if value == UIView.noIntrinsicMetric || value < 0 {
                removeOwn(n) { $0.kind == hug || $0.kind == comp }
                return
            }
            if let current, n.intrinsic != nil, abs(current.solver.strength - hugPriority.strength) < 1e-9,
               let c = n.own(comp), abs(c.solver.strength - compPriority.strength) < 1e-9 {
                // Same priorities: move both constants in place.
                updateOwn(n, current, to: Double(-value))
                updateOwn(n, c, to: Double(-value))
                needsApply = true
                return
            }
            removeOwn(n) { $0.kind == hug || $0.kind == comp }
            let e = LinearExpression(variable) + Double(-value)
            let v = NSLayoutConstraint.format(value)
            addOwn(n, EngineConstraint(hug, SolverConstraint(e, .lessOrEqual, strength: hugPriority.strength),
                                       text: "<NSContentSizeLayoutConstraint:\(LayoutDescriptions.address(n)) \(name).\(label) <= \(v) hug:\(NSLayoutConstraint.format(hugPriority))   (active)>"))
            addOwn(n, EngineConstraint(comp, SolverConstraint(e, .greaterOrEqual, strength: compPriority.strength),
                                       text: "<NSContentSizeLayoutConstraint:\(LayoutDescriptions.address(n)) \(name).\(label) >= \(v) compressionResistance:\(NSLayoutConstraint.format(compPriority))   (active)>"))
        }
        axis(size.width, n.w, .huggingWidth, .compressionWidth, priorities.hw, priorities.cw, "width")
        axis(size.height, n.h, .huggingHeight, .compressionHeight, priorities.hh, priorities.ch, "height")
        n.intrinsic = size
        // Baselines read the content's metrics when the constraints were made.
        for c in n.users.values where [.firstBaseline, .lastBaseline].contains(c.firstAttribute) || [.firstBaseline, .lastBaseline].contains(c.secondAttribute) {
            reinstall(c)
        }
    }

    // MARK: Layout guides

    func makeGuideConstraints(_ n: LayoutNode, _ g: UILayoutGuide) {
        guard let owner = g.owningView else { return }
        let on = node(for: owner)
        let name = LayoutDescriptions.item(g)
        func add(_ kind: EngineConstraint.Kind, _ e: LinearExpression, _ text: String, _ rel: LayoutRelation = .equal,
                 strength: Double = LayoutStrength.required) {
            addOwn(n, EngineConstraint(kind, SolverConstraint(e, rel, strength: strength),
                                       text: "<NSLayoutConstraint:\(LayoutDescriptions.address(n)) '\(g.identifier)-\(text)' \(name)   (active)>"))
        }
        switch g.role {
        case .free: return
        case .scrollContent:
            add(.guideLeft, LinearExpression(n.x), "left")
            add(.guideTop, LinearExpression(n.y), "top")
        case .scrollFrame:
            add(.guideLeft, LinearExpression(n.x), "left")
            add(.guideTop, LinearExpression(n.y), "top")
            add(.guideRight, LinearExpression(n.w) - LinearExpression(on.w), "width")
            add(.guideBottom, LinearExpression(n.h) - LinearExpression(on.h), "height")
        case .safeArea, .margins, .keyboard, .readableContent:
            let i = owner.guideInsets(g.role)
            n.guideInsets = i
            if g.role == .readableContent {
                // Centered between the margins, as wide as they allow up to the readable width.
                add(.guideLeft, LinearExpression(n.x) * 2 + LinearExpression(n.w) - LinearExpression(on.w) + Double(i.right - i.left), "centerX")
                add(.guideWidthLimit, LinearExpression(n.w) + Double(-UIView.readableWidth), "width-limit", .lessOrEqual)
                add(.guideRight, LinearExpression(n.w) - LinearExpression(on.w) + Double(i.left + i.right), "width-fit", .lessOrEqual)
                add(.guideWidthFill, LinearExpression(n.w) - LinearExpression(on.w) + Double(i.left + i.right), "width-fill", strength: 999)
            } else {
                add(.guideLeft, LinearExpression(n.x) + Double(-i.left), "left")
                add(.guideRight, LinearExpression(n.x) + LinearExpression(n.w) - LinearExpression(on.w) + Double(i.right), "right")
            }
            if let kh = i.fixedHeight {
                add(.guideTop, LinearExpression(n.h) + Double(-kh), "height")
            } else {
                add(.guideTop, LinearExpression(n.y) + Double(-i.top), "top")
            }
            add(.guideBottom, LinearExpression(n.y) + LinearExpression(n.h) - LinearExpression(on.h) + Double(i.bottom), "bottom")
        }
    }

    /// The owning view's safe area, margins or keyboard moved: its guides' constants follow.
    func refreshGuides(of v: UIView) {
        guard let state = v.layoutState else { return }
        for g in state.systemGuides {
            guard let n = g.node, n.engine === self else { continue }
            let i = v.guideInsets(g.role)
            // Asked at every layout of the view: nothing to do unless an inset moved.
            guard i != n.guideInsets else { continue }
            n.guideInsets = i
            needsApply = true
            func set(_ kind: EngineConstraint.Kind, _ constant: CGFloat) {
                guard let c = n.own(kind) else { return }
                updateOwn(n, c, to: Double(constant))
            }
            switch g.role {
            case .safeArea, .margins, .keyboard:
                set(.guideLeft, -i.left)
                set(.guideRight, i.right)
                set(.guideTop, i.fixedHeight.map { -$0 } ?? -i.top)
                set(.guideBottom, i.bottom)
            case .readableContent:
                set(.guideLeft, i.right - i.left)
                set(.guideRight, i.left + i.right)
                set(.guideWidthFill, i.left + i.right)
                set(.guideTop, -i.top)
                set(.guideBottom, i.bottom)
            default: break
            }
        }
    }

    /// The keyboard moved: every keyboard guide here follows. False when there is none.
    func refreshKeyboardGuides() -> Bool {
        let owners = liveNodes().compactMap { ($0.item as? UIKeyboardLayoutGuide)?.owningView }
        for v in owners { refreshGuides(of: v) }
        return !owners.isEmpty
    }

    /// The size the item's constraints give it with its own width and height pulled toward
    /// `target` at the fitting priorities (its autoresizing size let go meanwhile).
    func fitting(_ n: LayoutNode, _ v: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let held = n.own.filter { [.autoresizingWidth, .autoresizingHeight, .huggingWidth, .huggingHeight, .compressionWidth, .compressionHeight].contains($0.kind) && v.translatesAutoresizingMaskIntoConstraints }
        for c in held { try? solver.remove(c.solver) }
        let pulls = [SolverConstraint(LinearExpression(n.w) + Double(-target.width), .equal, strength: horizontal.strength),
                     SolverConstraint(LinearExpression(n.h) + Double(-target.height), .equal, strength: vertical.strength)]
        var added: [SolverConstraint] = []
        for p in pulls where (try? solver.add(p)) != nil { added.append(p) }
        // Wrapping labels inside are measured again at the widths this solve gives them.
        // Walks the fitted view's own subtree (a cell's few views), not every node of the window.
        var labels: [(LayoutNode, UIView)] = []
        func collect(_ view: UIView) {
            for s in view.subviews {
                if s.intrinsicHeightFollowsWidth, let m = s.layoutState?.node, m.engine === self { labels.append((m, s)) }
                collect(s)
            }
        }
        collect(v)
        for _ in 0..<3 {
            var changed = false
            for (m, l) in labels {
                let w = CGFloat(solver.value(of: m.w))
                guard let old = m.intrinsic, w > 0, abs(l.intrinsicContentSize(wrappingAt: w).height - old.height) > 0.01 else { continue }
                refreshIntrinsic(m, l, atWidth: w)
                changed = true
            }
            if !changed { break }
        }
        let size = CGSize(width: solver.value(of: n.w), height: solver.value(of: n.h))
        for p in added { try? solver.remove(p) }
        if !held.isEmpty { translatesChanged(v) }
        let scale = Double(root?.deviceScale ?? UIScreen.main.scale)
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }
}
