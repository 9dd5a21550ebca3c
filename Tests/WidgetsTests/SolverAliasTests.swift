import Canvas
import Foundation
import Testing

@testable import Widgets

/// Lasting required equalities held as aliases (``SolverAliases``): the same optimum as rows give
/// (kiwisolver's, and Vellum's own without aliases), constants shifted and constraints removed
/// as a fresh solve would have them, contradictions refused, and a chain that costs memory in
/// proportion to its length.
extension SimplexSolverTests {
    @Test func lastingSystemsReachKiwisolversOptimum() throws {
        let (small, smallFailures) = try compareWithKiwisolver(seeds: 1...150, size: 3...8, lasting: true)
        #expect(small >= 140, "kiwisolver failed on seeds \(smallFailures)")
        let (large, largeFailures) = try compareWithKiwisolver(
            seeds: 1001...1012, size: 60...120, layoutLike: true, lasting: true)
        #expect(large >= 4, "kiwisolver failed on seeds \(largeFailures)")
        let stacks = (1...60 as ClosedRange<UInt64>).map { ($0, Self.stackSystem(seed: $0)) }
        let (stacked, stackFailures) = try compareWithKiwisolver(systems: stacks, lasting: true)
        #expect(stacked >= 50, "kiwisolver failed on seeds \(stackFailures)")
    }

    @Test func shiftingALastingEqualityReachesTheOptimumOfAFreshSolve() throws {
        var shifted = 0
        for seed in 1...300 as ClosedRange<UInt64> {
            var system = RandomSystem(seed: seed, size: 6...30, layoutLike: seed % 2 == 0)
            let (solver, variables, added) = system.addedToSolver(lasting: true)
            // A required equality when there is one (an alias, mostly), else any constraint.
            let candidates = system.constraints.indices.filter {
                added[$0] != nil && system.constraints[$0].relation == 0
                    && system.constraints[$0].strength >= SolverStrength.required
            }
            guard let index = candidates.isEmpty ? nil : candidates[Int(seed) % candidates.count],
                let linear = added[index]
            else { continue }
            let delta = Double(Int(seed % 7) * 13 - 40)
            system.constraints[index].constant += delta
            // Where the shift contradicts the other required constraints, neither may solve.
            guard let fresh = try? system.solveWithVellum() else { continue }
            guard (try? solver.shiftConstant(of: linear, by: delta)) != nil else {
                Issue.record("seed \(seed): the shift failed where a fresh solve did not")
                continue
            }
            solver.updateVariables()
            // 10⁻⁵: shifting a required equality's row by its marker (no alias: three variables)
            // lands 1.6·10⁻⁶ above a fresh solve's optimum on seed 143, with aliases or without.
            expectFreshOptimum(system, variables.map(\.value), fresh, seed: seed, tolerance: 1e-5)
            shifted += 1
        }
        #expect(shifted > 100)
    }

    @Test func removingALastingEqualityReachesTheOptimumOfAFreshSolve() throws {
        var removed = 0
        for seed in 1...200 as ClosedRange<UInt64> {
            var system = RandomSystem(seed: seed, size: 6...30, layoutLike: true)
            let (solver, variables, added) = system.addedToSolver(lasting: true)
            let candidates = system.constraints.indices.filter {
                added[$0] != nil && system.constraints[$0].strength >= SolverStrength.required
            }
            guard !candidates.isEmpty else { continue }
            let index = candidates[Int(seed) % candidates.count]
            // Shift another one first, so the rebuild has a shift to carry over.
            if let other = candidates.first(where: { $0 != index }), system.constraints[other].relation == 0,
                (try? solver.shiftConstant(of: added[other]!, by: 1)) != nil
            {
                system.constraints[other].constant += 1
            }
            try solver.remove(added[index]!)
            solver.updateVariables()
            system.constraints.remove(at: index)
            guard let fresh = try? system.solveWithVellum() else { continue }
            expectFreshOptimum(system, variables.map(\.value), fresh, seed: seed)
            removed += 1
        }
        #expect(removed > 100)
    }

    @Test func aContradictingLastingEqualityIsRefused() throws {
        let x = SolverVariable("x")
        let y = SolverVariable("y")
        let solver = SimplexSolver()
        try solver.add(LinearConstraint(LinearExpression(x, plus: -10), .equal), lasting: true)
        try solver.add(
            LinearConstraint(LinearExpression(y) - LinearExpression(x, plus: 5), .equal), lasting: true)
        let contradiction = LinearConstraint(LinearExpression(y, plus: -20), .equal)
        #expect(throws: SimplexSolver.Failure.unsatisfiableConstraint) {
            try solver.add(contradiction, lasting: true)
        }
        let redundant = LinearConstraint(LinearExpression(y, plus: -15), .equal)
        try solver.add(redundant, lasting: true)
        // Shifting the first equality would break the redundant one: refused, nothing moves.
        let first = LinearConstraint(LinearExpression(x, plus: -10), .equal)
        try solver.add(first, lasting: true)
        #expect(throws: SimplexSolver.Failure.unsatisfiableConstraint) {
            try solver.shiftConstant(of: first, by: 3)
        }
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15)
        try solver.remove(redundant)
        try solver.remove(first)
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15)
    }
}
