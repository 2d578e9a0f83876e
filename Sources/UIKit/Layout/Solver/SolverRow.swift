import Foundation

/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol`. Symbols are integers
/// whose low two bits say their kind (see `SimplexSolver`).
final class SolverRow {
    @exclusivity(unchecked) var constant: Double
    @exclusivity(unchecked) var cells = SymbolTable<Double>()
    /// For an objective row: the symbols whose coefficient is negative, the candidates to enter
    /// (dummies never enter, and many stay negative for good: they are left out).
    @exclusivity(unchecked) var negatives: SymbolSet?

    init(_ constant: Double = 0) { self.constant = constant }

    init(copying other: SolverRow) {
        constant = other.constant
        cells = other.cells
    }

    static func nearZero(_ v: Double) -> Bool { abs(v) < 1.0e-8 }

    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    func insert(_ symbol: Int, _ coefficient: Double = 1) {
        let c = (cells[symbol] ?? 0) + coefficient
        if SolverRow.nearZero(c) { cells[symbol] = nil } else { cells[symbol] = c }
        if negatives != nil && SimplexSolver.kind(symbol) != SimplexSolver.dummy {
            if c < 0 && !SolverRow.nearZero(c) { negatives!.insert(symbol) } else { negatives!.remove(symbol) }
        }
    }

    /// Adds `coefficient` times another row.
    func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (s, c) in row.cells { insert(s, c * coefficient) }
    }

    func remove(_ symbol: Int) {
        cells[symbol] = nil
        negatives?.remove(symbol)
    }

    func reverseSign() {
        constant = -constant
        cells.updateValues { -$0 }
    }

    /// Rewrites `0 = this row` as `symbol = …`.
    func solve(for symbol: Int) {
        let k = -1.0 / cells.removeValue(forKey: symbol)!
        constant *= k
        cells.updateValues { $0 * k }
    }

    /// Rewrites `lhs = this row` as `rhs = …`.
    func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    func coefficient(_ symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// Replaces `symbol` by the row it now equals.
    func substitute(_ symbol: Int, _ row: SolverRow) {
        if let c = cells.removeValue(forKey: symbol) {
            negatives?.remove(symbol)
            insert(row, c)
        }
    }
}
