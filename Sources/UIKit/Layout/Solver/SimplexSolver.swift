import Foundation
import Synchronization

/// The Cassowary incremental simplex solver (Badros, Borning and Stuckey, 2001): required and
/// weighted non-required linear equalities and inequalities, edit variables with suggested values,
/// and dual-simplex re-optimisation after an edit. Adding or removing a constraint, or suggesting a
/// value, changes the tableau in place rather than rebuilding it. Pivots choose the lowest-numbered
/// symbol among equals (Bland's rule), so results never depend on hash order.
package final class SimplexSolver {
    public init() {}

    /// This solver's number, unique in the process (a variable remembers which solver its
    /// cached symbol belongs to; an address could be reused by a later solver).
    let serial = SimplexSolver.serials.add(1, ordering: .relaxed).newValue
    private static let serials = Atomic<Int>(0)

    public enum Failure: Error, Equatable {
        case duplicateConstraint, unknownConstraint
        /// The required constraint that cannot hold with the others (it was not added).
        case unsatisfiable
        case duplicateEditVariable, unknownEditVariable, requiredEditStrength
        case internalError(String)
    }

    /// Symbol kinds, in the low two bits of a symbol.
    static let external = 0, slack = 1, error = 2, dummy = 3
    static func kind(_ s: Int) -> Int { s & 3 }

    private struct Tag {
        var marker = -1, other = -1
        /// The marker's coefficient in the constraint's row before any sign reversal.
        var markerCoefficient: Double = 1
    }
    private struct Edit { let tag: Tag; let constraint: SolverConstraint; var constant: Double }

    @exclusivity(unchecked) private var constraints: [ObjectIdentifier: (constraint: SolverConstraint, tag: Tag)] = [:]
    /// Per constraint: its marker's coefficient in the row it was added as, and its constant now.
    @exclusivity(unchecked) private var constants: [ObjectIdentifier: (markerCoefficient: Double, constant: Double)] = [:]
    @exclusivity(unchecked) private var rows = SymbolMap<SolverRow>()
    @exclusivity(unchecked) private var variables: [ObjectIdentifier: (variable: LayoutVariable, symbol: Int)] = [:]
    @exclusivity(unchecked) private var edits: [ObjectIdentifier: Edit] = [:]
    @exclusivity(unchecked) private var infeasible: [Int] = []
    private let objective: SolverRow = {
        let r = SolverRow()
        r.negatives = SymbolSet()
        return r
    }()
    /// For each parametric symbol, the basic symbols whose rows contain it, so a substitution
    /// visits only those rows (kiwi scans them all).
    @exclusivity(unchecked) private var columns = SymbolMap<SymbolSet>()

    /// Dummies whose rows were asked for once (a constraint whose constant changes, most often
    /// again and again in an animation): their columns are kept from then on.
    @exclusivity(unchecked) private var indexedDummies = SymbolSet()

    /// Whether `symbol`'s column is kept: every symbol but the dummies not asked for.
    @inline(__always)
    private func indexed(_ symbol: Int) -> Bool { Self.kind(symbol) != Self.dummy || indexedDummies.contains(symbol) }

    private func attach(_ row: SolverRow, as basic: Int) {
        rows[basic] = row
        for (s, _) in row.cells where indexed(s) { columns[s, default: SymbolSet()].insert(basic) }
    }

    @discardableResult
    private func detach(_ basic: Int) -> SolverRow? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for (s, _) in row.cells where indexed(s) {
            columns[s]?.remove(basic)
            if columns[s]?.isEmpty == true { columns[s] = nil }
        }
        return row
    }

    /// The basic symbols whose rows contain `symbol` (in no particular order: every use breaks
    /// ties by symbol number, so the order cannot change a result).
    private func rowsContaining(_ symbol: Int) -> SymbolSet {
        guard !indexed(symbol) else { return columns[symbol] ?? SymbolSet() }
        var found = SymbolSet()
        rows.forEach { basic, row in if row.cells[symbol] != nil { found.insert(basic) } }
        if !found.isEmpty {
            indexedDummies.insert(symbol)
            columns[symbol] = found
        }
        return found
    }
    @exclusivity(unchecked) private var artificial: SolverRow?
    /// Pivots made while trying a constraint through an artificial variable, to undo if it fails.
    @exclusivity(unchecked) private var pivotLog: [(leaving: Int, entering: Int)]?
    @exclusivity(unchecked) private var tick = 0
    /// Serial numbers of symbols that left the tableau for good (a removed constraint's marker and
    /// error, an artificial variable), handed out again: the symbol maps are indexed by serial, so
    /// fresh numbers for every add and remove (a cell measured again and again) would grow them forever.
    @exclusivity(unchecked) private var freeSerials: [Int] = []

    private func newSymbol(_ kind: Int) -> Int {
        if let serial = freeSerials.popLast() { return serial << 2 | kind }
        tick += 1
        return tick << 2 | kind
    }

    /// Gives `symbol`'s serial back when nothing holds the symbol any more: no row is solved for it,
    /// no row or the objective has it. A dummy's column is not kept unless asked for, so a dummy is
    /// given back only as a removed constraint's marker, which the removal has taken out of every row.
    private func release(_ symbol: Int) {
        guard symbol >= 0, rows[symbol] == nil, objective.cells[symbol] == nil else { return }
        if Self.kind(symbol) == Self.dummy {
            indexedDummies.remove(symbol)
        } else if columns[symbol]?.isEmpty == false {
            return
        }
        columns[symbol] = nil
        freeSerials.append(symbol >> 2)
    }

    public var constraintCount: Int { constraints.count }
    /// The highest symbol serial handed out: what the symbol maps are sized by.
    var serialsIssued: Int { tick }

    /// The cells of the tableau's rows: what a solve works through. Nested layouts write each
    /// view in terms of its ancestors' markers, so it grows with views × depth.
    public var tableauCells: Int {
        var n = 0
        rows.forEach { _, row in n += row.cells.count }
        return n
    }
    public func has(_ c: SolverConstraint) -> Bool { constraints[ObjectIdentifier(c)] != nil }

    // MARK: Constraints

    public func add(_ c: SolverConstraint) throws {
        let id = ObjectIdentifier(c)
        guard constraints[id] == nil else { throw Failure.duplicateConstraint }
        var tag = Tag()
        let row = makeRow(c, &tag)
        let markerCoefficient = tag.markerCoefficient
        var subject = chooseSubject(row, tag)
        // Only dummies: the row is redundant if its constant is zero, else it cannot hold.
        if subject < 0, row.cells.keys.allSatisfy({ Self.kind($0) == Self.dummy }) {
            guard SolverRow.nearZero(row.constant) else {
                removeEffects(of: c, tag)
                release(tag.marker)
                release(tag.other)
                throw Failure.unsatisfiable
            }
            subject = tag.marker
        }
        if subject < 0 {
            guard try addWithArtificialVariable(row) else {
                removeEffects(of: c, tag)
                release(tag.marker)
                release(tag.other)
                throw Failure.unsatisfiable
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            attach(row, as: subject)
        }
        constraints[id] = (c, tag)
        constants[id] = (markerCoefficient, c.expression.constant)
        try optimize(objective)
    }

    /// Changes a constraint's constant in place: as if its marker moved by the change over the
    /// marker's coefficient, in every row; then the dual simplex restores feasibility. A required
    /// constraint that cannot hold with its new constant throws `unsatisfiable` and leaves the
    /// solver as it was, with the old constant.
    public func updateConstant(of c: SolverConstraint, to constant: Double) throws {
        let id = ObjectIdentifier(c)
        guard let (_, tag) = constraints[id], var info = constants[id] else { throw Failure.unknownConstraint }
        let shift = (constant - info.constant) / info.markerCoefficient
        guard shift != 0 else { return }
        do {
            try move(tag.marker, by: shift)
        } catch {
            // The dual simplex keeps the tableau equivalent and optimal: moving the marker back
            // gives the old system, which was feasible, and the dual simplex finds it again.
            infeasible.removeAll()
            try move(tag.marker, by: -shift)
            throw Failure.unsatisfiable
        }
        info.constant = constant
        constants[id] = info
    }

    /// Moves a marker's value by `shift` in every row, then restores feasibility.
    private func move(_ marker: Int, by shift: Double) throws {
        if let row = rows[marker] {
            let value = row.add(-shift)
            // A basic dummy is a redundant required equality: it holds only at zero.
            if Self.kind(marker) == Self.dummy, !SolverRow.nearZero(value) { throw Failure.unsatisfiable }
            if value < 0, Self.kind(marker) != Self.external, Self.kind(marker) != Self.dummy { infeasible.append(marker) }
        }
        for s in rowsContaining(marker) {
            let row = rows[s]!
            if row.add(row.coefficient(marker) * shift) < 0, Self.kind(s) != Self.external { infeasible.append(s) }
        }
        try dualOptimize()
    }

    public func remove(_ c: SolverConstraint) throws {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(c)) else { throw Failure.unknownConstraint }
        constants[ObjectIdentifier(c)] = nil
        removeEffects(of: c, tag)
        if detach(tag.marker) == nil {
            guard let leaving = markerLeavingRow(tag.marker), let row = detach(leaving) else {
                throw Failure.internalError("no row leaves for a removed constraint's marker")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        try optimize(objective)
        release(tag.marker)
        release(tag.other)
    }

    // MARK: Edit variables

    public func addEditVariable(_ v: LayoutVariable, strength: Double) throws {
        let id = ObjectIdentifier(v)
        guard edits[id] == nil else { throw Failure.duplicateEditVariable }
        guard strength < LayoutStrength.required else { throw Failure.requiredEditStrength }
        let c = SolverConstraint(LinearExpression(v), .equal, strength: strength)
        try add(c)
        edits[id] = Edit(tag: constraints[ObjectIdentifier(c)]!.tag, constraint: c, constant: 0)
    }

    public func removeEditVariable(_ v: LayoutVariable) throws {
        guard let e = edits.removeValue(forKey: ObjectIdentifier(v)) else { throw Failure.unknownEditVariable }
        try remove(e.constraint)
    }

    public func hasEditVariable(_ v: LayoutVariable) -> Bool { edits[ObjectIdentifier(v)] != nil }

    /// Moves an edit variable toward `value`, re-optimising from the current solution.
    public func suggestValue(_ v: LayoutVariable, _ value: Double) throws {
        let id = ObjectIdentifier(v)
        guard var e = edits[id] else { throw Failure.unknownEditVariable }
        let delta = value - e.constant
        e.constant = value
        edits[id] = e
        if let row = rows[e.tag.marker] {
            if row.add(-delta) < 0 { infeasible.append(e.tag.marker) }
        } else if let row = rows[e.tag.other] {
            if row.add(delta) < 0 { infeasible.append(e.tag.other) }
        } else {
            for s in rowsContaining(e.tag.marker) {
                let row = rows[s]!
                if row.add(delta * row.coefficient(e.tag.marker)) < 0, Self.kind(s) != Self.external { infeasible.append(s) }
            }
        }
        try dualOptimize()
    }

    /// Copies the solution into the variables.
    public func updateVariables() {
        for (_, entry) in variables { entry.variable.value = rows[entry.symbol]?.constant ?? 0 }
    }

    /// A constraint as it stands now (its constant moved by `updateConstant`), or nil if not in.
    public func current(_ c: SolverConstraint) -> SolverConstraint? {
        guard let info = constants[ObjectIdentifier(c)] else { return nil }
        var e = c.expression
        e.constant = info.constant
        return SolverConstraint(e, c.relation, strength: c.strength)
    }

    /// One variable's value in the current solution (0 for a variable the solver never saw).
    public func value(of v: LayoutVariable) -> Double {
        if v.solver == serial { return rows[v.symbol]?.constant ?? 0 }
        guard let e = variables[ObjectIdentifier(v)] else { return 0 }
        return rows[e.symbol]?.constant ?? 0
    }

    /// Lets go of a variable no constraint mentions any more, so a churning hierarchy does not
    /// grow the solver; a variable still in a row's terms stays.
    public func forget(_ v: LayoutVariable) {
        let id = ObjectIdentifier(v)
        guard let e = variables[id], columns[e.symbol] == nil else { return }
        detach(e.symbol)
        variables[id] = nil
        if v.solver == serial { LayoutVariable.assign(v, symbol: 0, in: nil) }
    }

    // MARK: Building rows

    private func symbol(for v: LayoutVariable) -> Int {
        // The variable remembers its symbol in the solver that saw it last (no hashing).
        if v.solver == serial { return v.symbol }
        let id = ObjectIdentifier(v)
        if let e = variables[id] {
            LayoutVariable.assign(v, symbol: e.symbol, in: self)
            return e.symbol
        }
        let s = newSymbol(Self.external)
        variables[id] = (v, s)
        LayoutVariable.assign(v, symbol: s, in: self)
        return s
    }

    /// The constraint as a row in terms of the current parametric symbols, with its slack, error
    /// and dummy symbols (and the error symbols' weights added to the objective).
    private func makeRow(_ c: SolverConstraint, _ tag: inout Tag) -> SolverRow {
        let row = SolverRow(c.expression.constant)
        for t in c.expression.terms where !SolverRow.nearZero(t.coefficient) {
            let s = symbol(for: t.variable)
            if let basic = rows[s] { row.insert(basic, t.coefficient) } else { row.insert(s, t.coefficient) }
        }
        switch c.relation {
        case .lessOrEqual, .greaterOrEqual:
            let k: Double = c.relation == .lessOrEqual ? 1 : -1
            let slack = newSymbol(Self.slack)
            tag.marker = slack
            tag.markerCoefficient = k
            row.insert(slack, k)
            if !c.isRequired {
                let err = newSymbol(Self.error)
                tag.other = err
                row.insert(err, -k)
                objective.insert(err, c.strength)
            }
        case .equal:
            if c.isRequired {
                let d = newSymbol(Self.dummy)
                tag.marker = d
                row.insert(d)
            } else {
                let plus = newSymbol(Self.error), minus = newSymbol(Self.error)
                tag.marker = plus
                tag.markerCoefficient = -1
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, c.strength)
                objective.insert(minus, c.strength)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol the new row is solved for: an external one, else a fresh slack or error with a
    /// negative coefficient; -1 when none will do.
    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> Int {
        var external = Int.max
        for (s, _) in row.cells where Self.kind(s) == Self.external && s < external { external = s }
        if external != Int.max { return external }
        for m in [tag.marker, tag.other] where m >= 0 {
            let k = Self.kind(m)
            if (k == Self.slack || k == Self.error) && row.coefficient(m) < 0 { return m }
        }
        return -1
    }

    /// Adds a row through an artificial variable; false when its constant cannot be driven to zero.
    private func addWithArtificialVariable(_ row: SolverRow) throws -> Bool {
        let art = newSymbol(Self.slack)
        attach(SolverRow(copying: row), as: art)
        let objectiveRow = SolverRow(copying: row)
        var negatives = SymbolSet()
        for (s, c) in objectiveRow.cells where c < 0 && Self.kind(s) != Self.dummy { negatives.insert(s) }
        objectiveRow.negatives = negatives
        artificial = objectiveRow
        pivotLog = []
        try optimize(objectiveRow)
        let log = pivotLog ?? []
        pivotLog = nil
        let success = SolverRow.nearZero(objectiveRow.constant)
        artificial = nil
        guard success else {
            // Unlike kiwi, a constraint that cannot hold leaves no trace: the pivots are undone in
            // reverse, which brings the artificial row back to the basis, and it goes.
            for p in log.reversed() { pivot(leaving: p.entering, entering: p.leaving) }
            detach(art)
            removeColumn(art)
            objective.remove(art)
            infeasible.removeAll()
            release(art)
            return false
        }
        if let r = detach(art) {
            if r.cells.isEmpty { return success }
            let entering = r.cells.keys.filter { let k = Self.kind($0); return k == Self.slack || k == Self.error }.min() ?? -1
            guard entering >= 0 else { return false }
            r.solve(for: art, entering)
            substitute(entering, r)
            attach(r, as: entering)
        }
        removeColumn(art)
        objective.remove(art)
        release(art)
        return success
    }

    /// Takes a constraint's error weights back out of the objective.
    private func removeEffects(of c: SolverConstraint, _ tag: Tag) {
        for m in [tag.marker, tag.other] where m >= 0 && Self.kind(m) == Self.error {
            if let row = rows[m] { objective.insert(row, -c.strength) } else { objective.insert(m, -c.strength) }
        }
    }

    // MARK: Pivoting

    private func substitute(_ symbol: Int, _ row: SolverRow) {
        // Only the cells the substitution touches change their column entries: a long row
        // receiving a short one costs the short one's length, not its own.
        for s in rowsContaining(symbol) {
            let r = rows[s]!
            guard let c = r.cells.removeValue(forKey: symbol) else { continue }
            r.constant += row.constant * c
            for (k, v) in row.cells {
                let had = r.cells[k]
                let n = (had ?? 0) + v * c
                if SolverRow.nearZero(n) {
                    if had != nil {
                        r.cells[k] = nil
                        if indexed(k) { columns[k]?.remove(s) }
                    }
                } else {
                    r.cells[k] = n
                    if had == nil && indexed(k) { columns[k, default: SymbolSet()].insert(s) }
                }
            }
            if Self.kind(s) != Self.external && r.constant < 0 { infeasible.append(s) }
        }
        columns[symbol] = nil
        indexedDummies.remove(symbol)
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Takes a symbol out of every row that has it.
    private func removeColumn(_ symbol: Int) {
        for s in rowsContaining(symbol) { rows[s]!.remove(symbol) }
        columns[symbol] = nil
    }

    private func pivot(leaving: Int, entering: Int) {
        let row = detach(leaving)!
        row.solve(for: leaving, entering)
        substitute(entering, row)
        attach(row, as: entering)
        pivotLog?.append((leaving, entering))
    }

    /// Primal simplex on `objective` until no symbol can lower it.
    private func optimize(_ objective: SolverRow) throws {
        while true {
            var entering = Int.max
            for s in objective.negatives ?? SymbolSet() where s < entering { entering = s }
            if entering == Int.max { return }
            var best = Double.infinity, leaving = -1
            for s in rowsContaining(entering) where Self.kind(s) != Self.external {
                let row = rows[s]!
                let c = row.coefficient(entering)
                guard c < 0 else { continue }
                let ratio = -row.constant / c
                if ratio < best || (ratio == best && s < leaving) { best = ratio; leaving = s }
            }
            guard leaving >= 0 else { throw Failure.internalError("the objective is unbounded") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Dual simplex: restores feasibility after edits, keeping optimality.
    private func dualOptimize() throws {
        while !infeasible.isEmpty {
            let leaving = infeasible.min()!
            infeasible.removeAll { $0 == leaving }
            guard let row = rows[leaving], row.constant < 0, !SolverRow.nearZero(row.constant) else { continue }
            var best = Double.infinity, entering = -1
            for (s, c) in row.cells where c > 0 && Self.kind(s) != Self.dummy {
                let ratio = objective.coefficient(s) / c
                if ratio < best || (ratio == best && s < entering) { best = ratio; entering = s }
            }
            // No symbol can enter: the row cannot become feasible, the required set cannot hold.
            guard entering >= 0 else { throw Failure.unsatisfiable }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The row to pivot out so a removed constraint's marker can leave the tableau.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var r1 = Double.infinity, r2 = Double.infinity
        var first: Int?, second: Int?, third: Int?
        for s in rowsContaining(marker) {
            let row = rows[s]!
            let c = row.coefficient(marker)
            if c == 0 { continue }
            if Self.kind(s) == Self.external {
                third = min(third ?? s, s)
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && s < first!) { r1 = r; first = s }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && s < second!) { r2 = r; second = s }
            }
        }
        return first ?? second ?? third
    }
}
