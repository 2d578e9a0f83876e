import Foundation

/// An unknown of the layout: a view's edge, width, centre… The solver writes its value.
package final class LayoutVariable: CustomStringConvertible {
    public let name: String
    /// Its value after the last `SimplexSolver.updateVariables()`.
    public internal(set) var value: Double = 0
    /// The external symbol of the solver that met it last (0: none), and which solver that was.
    fileprivate(set) var symbol = 0
    fileprivate(set) var solver: Int?

    public init(_ name: String) { self.name = name }

    public var description: String { "\(name)=\(value)" }

    static func assign(_ v: LayoutVariable, symbol: Int, in solver: SimplexSolver?) {
        v.symbol = symbol
        v.solver = solver?.serial
    }
}

/// `Σ coefficient·variable + constant`, the two sides of a constraint moved to one.
package struct LinearExpression {
    public var terms: [(variable: LayoutVariable, coefficient: Double)] = []
    public var constant: Double = 0

    public init(_ constant: Double = 0) { self.constant = constant }
    public init(_ v: LayoutVariable, _ coefficient: Double = 1) { terms = [(v, coefficient)] }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var r = a
        r.terms += b.terms
        r.constant += b.constant
        return r
    }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }
    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        var r = a
        r.terms = r.terms.map { ($0.variable, $0.coefficient * k) }
        r.constant *= k
        return r
    }
    public static func + (a: LinearExpression, k: Double) -> LinearExpression {
        var r = a
        r.constant += k
        return r
    }
}

/// How the expression compares with zero.
package enum LayoutRelation: Sendable { case lessOrEqual, equal, greaterOrEqual }

/// A strength: required, or a weight (UIKit's priorities below 1000 map to their value).
package enum LayoutStrength {
    public static let required: Double = 1_001_001_000
    public static func clip(_ s: Double) -> Double { max(0, min(required, s)) }
}

/// `expression relation 0` at a strength.
package final class SolverConstraint: CustomStringConvertible {
    public let expression: LinearExpression
    public let relation: LayoutRelation
    public let strength: Double
    /// What the app knows it by (an `NSLayoutConstraint`), for error messages.
    weak var owner: AnyObject?

    public init(_ expression: LinearExpression, _ relation: LayoutRelation, strength: Double = LayoutStrength.required) {
        self.expression = expression
        self.relation = relation
        self.strength = LayoutStrength.clip(strength)
    }

    public var isRequired: Bool { strength >= LayoutStrength.required }

    public var description: String {
        let lhs = expression.terms.map { "\($0.coefficient)*\($0.variable.name)" }.joined(separator: " + ")
        let op = relation == .equal ? "==" : relation == .lessOrEqual ? "<=" : ">="
        return "\(lhs) + \(expression.constant) \(op) 0"
    }
}
