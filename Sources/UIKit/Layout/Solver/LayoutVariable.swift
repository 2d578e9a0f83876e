import Foundation

/// An unknown of the layout: a view's edge, width, centre… The solver writes its value.
final class LayoutVariable: CustomStringConvertible {
    let name: String
    /// Its value after the last `SimplexSolver.updateVariables()`.
    var value: Double = 0
    /// The solver's external symbol for it (0: not in a solver yet).
    fileprivate(set) var symbol = 0

    init(_ name: String) { self.name = name }

    var description: String { "\(name)=\(value)" }

    static func assign(_ v: LayoutVariable, symbol: Int) { v.symbol = symbol }
}

/// `Σ coefficient·variable + constant`, the two sides of a constraint moved to one.
struct LinearExpression {
    var terms: [(variable: LayoutVariable, coefficient: Double)] = []
    var constant: Double = 0

    init(_ constant: Double = 0) { self.constant = constant }
    init(_ v: LayoutVariable, _ coefficient: Double = 1) { terms = [(v, coefficient)] }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var r = a
        r.terms += b.terms
        r.constant += b.constant
        return r
    }
    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }
    static func * (a: LinearExpression, k: Double) -> LinearExpression {
        var r = a
        r.terms = r.terms.map { ($0.variable, $0.coefficient * k) }
        r.constant *= k
        return r
    }
    static func + (a: LinearExpression, k: Double) -> LinearExpression {
        var r = a
        r.constant += k
        return r
    }
}

/// How the expression compares with zero.
enum LayoutRelation { case lessOrEqual, equal, greaterOrEqual }

/// A strength: required, or a weight (UIKit's priorities below 1000 map to their value).
enum LayoutStrength {
    static let required: Double = 1_001_001_000
    static func clip(_ s: Double) -> Double { max(0, min(required, s)) }
}

/// `expression relation 0` at a strength.
final class SolverConstraint: CustomStringConvertible {
    let expression: LinearExpression
    let relation: LayoutRelation
    let strength: Double
    /// What the app knows it by (an `NSLayoutConstraint`), for error messages.
    weak var owner: AnyObject?

    init(_ expression: LinearExpression, _ relation: LayoutRelation, strength: Double = LayoutStrength.required) {
        self.expression = expression
        self.relation = relation
        self.strength = LayoutStrength.clip(strength)
    }

    var isRequired: Bool { strength >= LayoutStrength.required }

    var description: String {
        let lhs = expression.terms.map { "\($0.coefficient)*\($0.variable.name)" }.joined(separator: " + ")
        let op = relation == .equal ? "==" : relation == .lessOrEqual ? "<=" : ">="
        return "\(lhs) + \(expression.constant) \(op) 0"
    }
}
