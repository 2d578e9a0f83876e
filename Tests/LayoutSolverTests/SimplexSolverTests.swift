import Testing
import Foundation
@testable import UIKit

/// The Cassowary solver on its own: required and weighted constraints, edits, removal, failures.
struct SimplexSolverTests {
    func v(_ name: String) -> LayoutVariable { LayoutVariable(name) }
    func expr(_ terms: [(LayoutVariable, Double)], _ constant: Double = 0) -> LinearExpression {
        var e = LinearExpression(constant)
        e.terms = terms.map { ($0.0, $0.1) }
        return e
    }

    @Test func requiredEqualitiesAndAWeakerPreference() throws {
        let s = SimplexSolver()
        let left = v("left"), width = v("width"), right = v("right")
        // right == left + width; left == 20; width >= 100; width == 300 (weak); right <= 250.
        try s.add(SolverConstraint(expr([(right, 1), (left, -1), (width, -1)]), .equal))
        try s.add(SolverConstraint(expr([(left, 1)], -20), .equal))
        try s.add(SolverConstraint(expr([(width, 1)], -100), .greaterOrEqual))
        try s.add(SolverConstraint(expr([(width, 1)], -300), .equal, strength: 250))
        try s.add(SolverConstraint(expr([(right, 1)], -250), .lessOrEqual))
        s.updateVariables()
        #expect(left.value == 20 && width.value == 230 && right.value == 250, "the weak width gives way to the required right edge")
    }

    @Test func theStrongerPreferenceWins() throws {
        let s = SimplexSolver()
        let x = v("x")
        try s.add(SolverConstraint(expr([(x, 1)], -10), .equal, strength: 250))
        try s.add(SolverConstraint(expr([(x, 1)], -90), .equal, strength: 750))
        s.updateVariables()
        #expect(x.value == 90)
    }

    @Test func removingAConstraintRestoresTheRest() throws {
        let s = SimplexSolver()
        let x = v("x")
        let weak = SolverConstraint(expr([(x, 1)], -10), .equal, strength: 250)
        let strong = SolverConstraint(expr([(x, 1)], -90), .equal, strength: 750)
        try s.add(weak)
        try s.add(strong)
        try s.remove(strong)
        s.updateVariables()
        #expect(x.value == 10 && s.has(weak) && !s.has(strong))
        #expect(throws: SimplexSolver.Failure.unknownConstraint) { try s.remove(strong) }
        #expect(throws: SimplexSolver.Failure.duplicateConstraint) { try s.add(weak) }
    }

    @Test func anUnsatisfiableRequiredConstraintIsRefusedAndTheRestStands() throws {
        let s = SimplexSolver()
        let x = v("x")
        try s.add(SolverConstraint(expr([(x, 1)], -10), .greaterOrEqual))
        let bad = SolverConstraint(expr([(x, 1)], -5), .lessOrEqual)
        #expect(throws: SimplexSolver.Failure.unsatisfiable) { try s.add(bad) }
        #expect(!s.has(bad))
        try s.add(SolverConstraint(expr([(x, 1)], -12), .equal, strength: 500))
        s.updateVariables()
        #expect(x.value == 12)
    }

    @Test func editVariablesFollowSuggestionsWithinTheRequiredOnes() throws {
        let s = SimplexSolver()
        let left = v("left"), width = v("width"), right = v("right")
        try s.add(SolverConstraint(expr([(right, 1), (left, -1), (width, -1)]), .equal))
        try s.add(SolverConstraint(expr([(left, 1)]), .greaterOrEqual))
        try s.add(SolverConstraint(expr([(right, 1)], -400), .lessOrEqual))
        try s.add(SolverConstraint(expr([(width, 1)], -100), .equal))
        try s.addEditVariable(left, strength: 999)
        for (suggested, expected) in [(50.0, 50.0), (250, 250), (350, 300), (-20, 0)] {
            try s.suggestValue(left, suggested)
            s.updateVariables()
            #expect(left.value == expected && right.value == expected + 100, "suggested \(suggested)")
        }
        #expect(throws: SimplexSolver.Failure.requiredEditStrength) { try s.addEditVariable(width, strength: LayoutStrength.required) }
        try s.removeEditVariable(left)
        #expect(throws: SimplexSolver.Failure.unknownEditVariable) { try s.suggestValue(left, 1) }
    }

    /// A cell measured again and again adds and removes the same kinds of constraints: the symbols
    /// they leave behind are numbered again, so the solver's symbol maps stop growing.
    @Test func symbolsOfRemovedConstraintsAreNumberedAgain() throws {
        let s = SimplexSolver()
        let left = v("left"), width = v("width"), right = v("right")
        try s.add(SolverConstraint(expr([(right, 1), (left, -1), (width, -1)]), .equal))
        try s.add(SolverConstraint(expr([(left, 1)], -20), .equal))
        try s.add(SolverConstraint(expr([(width, 1)], -100), .greaterOrEqual))
        try s.add(SolverConstraint(expr([(right, 1)], -400), .lessOrEqual, strength: 750))
        let settled = s.serialsIssued
        for round in 0..<500 {
            let target = Double(50 + round % 300)
            let pull = SolverConstraint(expr([(width, 1)], -target), .equal, strength: 500)
            let cap = SolverConstraint(expr([(right, 1)], -(20 + target / 2)), .lessOrEqual)
            try s.add(pull)
            // A required cap below the minimum width cannot hold: refused, and it leaves nothing behind.
            if 20 + target / 2 < 120 {
                #expect(throws: SimplexSolver.Failure.unsatisfiable) { try s.add(cap) }
            }
            s.updateVariables()
            #expect(width.value == max(100, min(380, target)) && right.value == left.value + width.value)
            try s.remove(pull)
        }
        #expect(s.serialsIssued <= settled + 6, "\(s.serialsIssued) serials after 500 rounds, \(settled) before")
        s.updateVariables()
        #expect(width.value == 380 && right.value == 400)
    }
}
