import Foundation
import TestSupport
import Testing

@testable import Widgets

/// The Cassowary solver behind Auto Layout: exact answers for systems small enough to solve by
/// hand, refusals that leave the solver as it was, incremental edits equal to solving afresh, and
/// random systems against kiwisolver (the C++ Cassowary matplotlib uses) as an oracle.
@Suite struct SimplexSolverTests {
    typealias Expr = LinearExpression

    static func solved(_ constraints: [LinearConstraint]) throws -> SimplexSolver {
        let solver = SimplexSolver()
        for constraint in constraints { try solver.add(constraint) }
        solver.updateVariables()
        return solver
    }

    @Test func requiredEqualitiesAndInequalitiesHold() throws {
        let left = SolverVariable("left")
        let width = SolverVariable("width")
        let right = SolverVariable("right")
        _ = try Self.solved([
            LinearConstraint(Expr(left), .equal, Expr(constant: 16)),
            LinearConstraint(Expr(right), .equal, Expr(left) + Expr(width)),
            LinearConstraint(Expr(width), .greaterThanOrEqual, Expr(constant: 100)),
            LinearConstraint(Expr(right), .lessThanOrEqual, Expr(constant: 300)),
            // Wants 500 wide; the required maximum wins.
            LinearConstraint(
                Expr(width), .equal, Expr(constant: 500), strength: SolverStrength.strength(forPriority: 250)),
        ])
        #expect(left.value == 16)
        #expect(width.value == 284)
        #expect(right.value == 300)
    }

    /// Two preferences for one variable: the stronger wins, whether priorities are far apart or
    /// adjacent (501 outweighs 500 by a hair, and still wins).
    @Test(arguments: [(250.0, 750.0), (500, 501), (1, 999), (999, 1)])
    func theStrongerOfTwoPreferencesWins(priorities: (Double, Double)) throws {
        let x = SolverVariable("x")
        _ = try Self.solved([
            LinearConstraint(
                Expr(x), .equal, Expr(constant: 10),
                strength: SolverStrength.strength(forPriority: priorities.0)),
            LinearConstraint(
                Expr(x), .equal, Expr(constant: 20),
                strength: SolverStrength.strength(forPriority: priorities.1)),
        ])
        #expect(x.value == (priorities.1 > priorities.0 ? 20 : 10))
    }

    @Test func aContradictingRequiredConstraintIsRefusedAndChangesNothing() throws {
        let x = SolverVariable("x")
        let y = SolverVariable("y")
        let solver = try Self.solved([
            LinearConstraint(Expr(x), .equal, Expr(constant: 10)),
            LinearConstraint(Expr(y), .greaterThanOrEqual, Expr(x) + Expr(constant: 5)),
            LinearConstraint(Expr(y), .equal, Expr(constant: 40), strength: 1),
        ])
        #expect(y.value == 40)
        for refused in [
            LinearConstraint(Expr(x), .equal, Expr(constant: 20)),
            LinearConstraint(Expr(y), .lessThanOrEqual, Expr(constant: 12)),
            LinearConstraint(Expr(x) + Expr(y), .lessThanOrEqual, Expr(constant: 0)),
        ] {
            #expect(throws: SimplexSolver.Failure.unsatisfiableConstraint) { try solver.add(refused) }
            #expect(!solver.contains(refused))
            solver.updateVariables()
            #expect(x.value == 10, "\(refused)")
            #expect(y.value == 40, "\(refused)")
        }
        #expect(solver.constraintCount == 3)
        // A constraint that now fits is still taken.
        try solver.add(LinearConstraint(Expr(y), .lessThanOrEqual, Expr(constant: 30)))
        solver.updateVariables()
        #expect(y.value == 30)
    }

    @Test func removingAConstraintGivesTheEarlierSolution() throws {
        let x = SolverVariable("x")
        let cap = LinearConstraint(Expr(x), .lessThanOrEqual, Expr(constant: 50))
        let solver = try Self.solved([
            LinearConstraint(Expr(x), .equal, Expr(constant: 80), strength: 1), cap,
        ])
        #expect(x.value == 50)
        try solver.remove(cap)
        solver.updateVariables()
        #expect(x.value == 80)
        #expect(throws: SimplexSolver.Failure.unknownConstraint) { try solver.remove(cap) }
        #expect(throws: SimplexSolver.Failure.duplicateConstraint) {
            let again = LinearConstraint(Expr(x), .greaterThanOrEqual, Expr(constant: 0))
            try solver.add(again)
            try solver.add(again)
        }
    }

    @Test func editsReSolveIncrementallyAsAFreshSolveWould() throws {
        // A row of three boxes: fixed gaps, equal widths, the container's width edited.
        let container = SolverVariable("container")
        let lefts = (0..<3).map { SolverVariable("left\($0)") }
        let widths = (0..<3).map { SolverVariable("width\($0)") }
        func constraints(containerWidth: Double?) -> [LinearConstraint] {
            var result = [LinearConstraint(Expr(lefts[0]), .equal, Expr(constant: 8))]
            for i in 1..<3 {
                result.append(
                    LinearConstraint(
                        Expr(lefts[i]), .equal, Expr(lefts[i - 1]) + Expr(widths[i - 1]) + Expr(constant: 12))
                )
                result.append(LinearConstraint(Expr(widths[i]), .equal, Expr(widths[0])))
            }
            result.append(
                LinearConstraint(
                    Expr(lefts[2]) + Expr(widths[2]) + Expr(constant: 8), .equal, Expr(container)))
            result.append(LinearConstraint(Expr(widths[0]), .lessThanOrEqual, Expr(constant: 120)))
            if let containerWidth {
                result.append(
                    LinearConstraint(
                        Expr(container), .equal, Expr(constant: containerWidth),
                        strength: SolverStrength.strength(forPriority: 999)))
            }
            return result
        }
        let solver = try Self.solved(constraints(containerWidth: nil))
        try solver.addEditVariable(container, strength: SolverStrength.strength(forPriority: 999))
        #expect(throws: SimplexSolver.Failure.duplicateEditVariable) {
            try solver.addEditVariable(container, strength: 1)
        }
        #expect(throws: SimplexSolver.Failure.requiredEditVariable) {
            try solver.addEditVariable(SolverVariable(), strength: SolverStrength.required)
        }
        for width in [300.0, 1000, 40, 340.5, 0, 400] {
            try solver.suggestValue(container, width)
            solver.updateVariables()
            let edited = (lefts + widths + [container]).map(\.value)
            _ = try Self.solved(constraints(containerWidth: width))
            let fresh = (lefts + widths + [container]).map(\.value)
            for (a, b) in zip(edited, fresh) {
                #expect(abs(a - b) < 1e-9, "container \(width): \(edited) vs \(fresh)")
            }
        }
        // 400 wide: 3 boxes of 120 (the cap), the container wider than they need.
        #expect(widths.allSatisfy { abs($0.value - 120) < 1e-9 }, "\(widths.map(\.value))")
        try solver.removeEditVariable(container)
        #expect(throws: SimplexSolver.Failure.unknownEditVariable) { try solver.suggestValue(container, 1) }
    }

    @Test func solutionsDoNotDependOnHashing() throws {
        // Two views that both want the same slot: any split is optimal, so the tableau's walk
        // order decides; it must be the order of creation, the same in every process.
        func solve() throws -> [Double] {
            let a = SolverVariable("a")
            let b = SolverVariable("b")
            _ = try Self.solved([
                LinearConstraint(Expr(a) + Expr(b), .equal, Expr(constant: 100)),
                LinearConstraint(Expr(a), .equal, Expr(constant: 100), strength: 1),
                LinearConstraint(Expr(b), .equal, Expr(constant: 100), strength: 1),
            ])
            return [a.value, b.value]
        }
        let first = try solve()
        for _ in 0..<20 { #expect(try solve() == first) }
        #expect(first.reduce(0, +) == 100)
    }

    // MARK: kiwisolver as the oracle

    /// A random system that is satisfiable by construction (required constraints hold at a random
    /// point), with weaker constraints that pull elsewhere.
    struct RandomSystem {
        var variableCount: Int
        /// Terms (variable, coefficient), constant, relation (-1 ≤, 0 =, 1 ≥), strength.
        var constraints: [(terms: [(Int, Double)], constant: Double, relation: Int, strength: Double)]

        /// A system of `size` variables (a count picked in the range). A `layoutLike` system
        /// relates two variables per constraint as layout does (`a = m·b + c`, m in 1, ½, 2), a
        /// quarter of them required; the small systems mix up to three terms of any coefficient.
        init(seed: UInt64, size: ClosedRange<Int> = 3...8, layoutLike: Bool = false) {
            var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
            func next() -> UInt64 {
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                return state
            }
            func uniform(_ range: ClosedRange<Double>) -> Double {
                range.lowerBound + Double(next() % 1_000_000) / 1_000_000
                    * (range.upperBound - range.lowerBound)
            }
            variableCount = size.lowerBound + Int(next() % UInt64(size.count))
            let point = (0..<variableCount).map { _ in (uniform(-200...200) * 4).rounded() / 4 }
            constraints = []
            for _ in 0..<(variableCount + Int(next() % UInt64(2 * variableCount))) {
                var terms: [(Int, Double)] = []
                if layoutLike {
                    terms.append((Int(next() % UInt64(variableCount)), 1))
                    if next() % 10 != 0 {
                        terms.append(
                            (Int(next() % UInt64(variableCount)), [-1, -1, -1, -0.5, -2][Int(next() % 5)]))
                    }
                } else {
                    for _ in 0..<(1 + Int(next() % 3)) {
                        terms.append(
                            (Int(next() % UInt64(variableCount)), [1, -1, 2, 0.5, -0.75][Int(next() % 5)]))
                    }
                }
                let atPoint = terms.reduce(0) { $0 + $1.1 * point[$1.0] }
                let relation = Int(next() % 3) - 1
                let required = next() % (layoutLike ? 4 : 3) == 0
                if required {
                    // Holds at the point: equal, or with room on the allowed side.
                    let room = relation == 0 ? 0 : Double(next() % 50)
                    constraints.append(
                        (terms, -(atPoint - Double(relation) * room), relation, SolverStrength.required))
                } else {
                    let priority = [1.0, 250, 251, 500, 750, 999][Int(next() % 6)]
                    constraints.append(
                        (
                            terms, uniform(-300...300).rounded(), relation,
                            SolverStrength.strength(forPriority: priority)
                        ))
                }
            }
            // Every variable wants a value weakly, so the optimum is bounded.
            for v in 0..<variableCount {
                constraints.append(([(v, 1)], -uniform(-100...100).rounded(), 0, 0.01))
            }
        }

        /// The weighted error of a solution: what Cassowary minimises.
        func objective(_ values: [Double]) -> (errors: Double, requiredViolation: Double) {
            var errors = 0.0
            var violation = 0.0
            for c in constraints {
                let e = c.terms.reduce(c.constant) { $0 + $1.1 * values[$1.0] }
                let miss = c.relation == 0 ? abs(e) : c.relation < 0 ? max(0, e) : max(0, -e)
                if c.strength >= SolverStrength.required {
                    violation = max(violation, miss)
                } else {
                    errors += c.strength * miss
                }
            }
            return (errors, violation)
        }

        /// Solves with Vellum's solver; `lasting` adds every constraint as lasting, so required
        /// equalities of one or two variables become aliases.
        func solveWithVellum(lasting: Bool = false) throws -> [Double] {
            let (variables, linear) = linearConstraints()
            let solver = SimplexSolver()
            for constraint in linear { try solver.add(constraint, lasting: lasting) }
            solver.updateVariables()
            return variables.map(\.value)
        }

        /// The constraints as Vellum's, over fresh variables `v0`, `v1`, ….
        func linearConstraints() -> (variables: [SolverVariable], constraints: [LinearConstraint]) {
            let variables = (0..<variableCount).map { SolverVariable("v\($0)") }
            let linear = constraints.map { c in
                var expression = LinearExpression(constant: c.constant)
                for (v, k) in c.terms { expression = expression.adding(variables[v], times: k) }
                let relation: LinearConstraint.Relation =
                    c.relation == 0 ? .equal : c.relation < 0 ? .lessThanOrEqual : .greaterThanOrEqual
                return LinearConstraint(expression, relation, strength: c.strength)
            }
            return (variables, linear)
        }

        /// A solver holding the constraints it accepts (`lasting` as ``solveWithVellum(lasting:)``);
        /// each refused constraint is `nil` in `added`.
        func addedToSolver(lasting: Bool = false) -> (
            solver: SimplexSolver, variables: [SolverVariable], added: [LinearConstraint?]
        ) {
            let (variables, linear) = linearConstraints()
            let solver = SimplexSolver()
            let added = linear.map { (try? solver.add($0, lasting: lasting)) != nil ? $0 : nil }
            return (solver, variables, added)
        }

        var kiwiScript: String {
            var lines = [
                "import kiwisolver as k", "s = k.Solver()",
                "v = [k.Variable('v%d' % i) for i in range(\(variableCount))]",
            ]
            for c in constraints {
                let expression =
                    c.terms.map { "(\($0.1))*v[\($0.0)]" }.joined(separator: " + ") + " + (\(c.constant))"
                let op = c.relation == 0 ? "==" : c.relation < 0 ? "<=" : ">="
                let strength = c.strength >= SolverStrength.required ? "'required'" : "\(c.strength)"
                lines.append("s.addConstraint(((\(expression)) \(op) 0) | \(strength))")
            }
            lines.append("s.updateVariables()")
            lines.append("print(' '.join(repr(x.value()) for x in v))")
            return lines.joined(separator: "\n")
        }
    }

    @Test func shiftingAConstantReachesTheOptimumOfAFreshSolve() throws {
        var shifted = 0
        for seed in 1...300 as ClosedRange<UInt64> {
            var system = RandomSystem(seed: seed)
            let (solver, variables, added) = system.addedToSolver()
            // Shift a weak constraint's constant (a required one could become unsatisfiable).
            let index = Int(seed) % system.constraints.count
            guard let linear = added[index], system.constraints[index].strength < SolverStrength.required
            else {
                continue
            }
            let delta = Double(Int(seed % 7) * 13 - 40)
            try solver.shiftConstant(of: linear, by: delta)
            solver.updateVariables()
            system.constraints[index].constant += delta
            expectFreshOptimum(system, variables.map(\.value), try system.solveWithVellum(), seed: seed)
            shifted += 1
        }
        #expect(shifted > 100)
    }

    /// Expects a solution after an incremental change to hold every required constraint and to
    /// reach the optimum a fresh solve of the changed system reaches (within `tolerance`).
    func expectFreshOptimum(
        _ system: RandomSystem, _ values: [Double], _ fresh: [Double], seed: UInt64, tolerance: Double = 1e-6,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (freshErrors, _) = system.objective(fresh)
        let (ourErrors, violation) = system.objective(values)
        #expect(
            violation < 1e-6, "seed \(seed): a required constraint misses by \(violation)",
            sourceLocation: sourceLocation)
        #expect(
            abs(ourErrors - freshErrors) <= tolerance * max(1, freshErrors),
            "seed \(seed): \(ourErrors) vs fresh \(freshErrors)", sourceLocation: sourceLocation)
    }

    @Test func randomSystemsReachKiwisolversOptimum() throws {
        let (compared, failures) = try compareWithKiwisolver(seeds: 1...150, size: 3...8)
        #expect(compared >= 140, "kiwisolver failed on seeds \(failures)")
    }

    @Test func largeRandomSystemsReachKiwisolversOptimum() throws {
        // 60–120 variables and about twice as many constraints each. kiwisolver 1.4.4 stops with
        // "the objective is unbounded" on more than half of these (rounding beside strengths of
        // 10⁸); Vellum's required constraints are still checked on those.
        let (compared, failures) = try compareWithKiwisolver(
            seeds: 1001...1012, size: 60...120, layoutLike: true)
        #expect(compared >= 4, "kiwisolver failed on seeds \(failures)")
    }

    /// Solves each seed's system with Vellum and with kiwisolver: required constraints hold in
    /// both and the weighted errors are the same (the optimum; where it is not unique, the two
    /// may pick different optimal points). Returns how many were compared and the seeds
    /// kiwisolver itself failed on.
    func compareWithKiwisolver(
        seeds: ClosedRange<UInt64>, size: ClosedRange<Int>, layoutLike: Bool = false, lasting: Bool = false
    )
        throws
        -> (Int, [UInt64])
    {
        try compareWithKiwisolver(
            systems: seeds.map { ($0, RandomSystem(seed: $0, size: size, layoutLike: layoutLike)) },
            lasting: lasting)
    }

    /// Solves each system with Vellum (its constraints `lasting` or not) and with kiwisolver, as
    /// above.
    func compareWithKiwisolver(systems: [(seed: UInt64, system: RandomSystem)], lasting: Bool = false) throws
        -> (Int, [UInt64])
    {
        let python = URL(fileURLWithPath: "/usr/bin/python3")
        let probe = try ChildProcess.run(python, ["-c", "import kiwisolver"])
        try #require(probe.succeeded, "kiwisolver is not installed (make deps installs python3-kiwisolver)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-kiwi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var compared = 0
        var oracleFailures: [UInt64] = []
        for (seed, system) in systems {
            let script = scratch.appendingPathComponent("s\(seed).py")
            try system.kiwiScript.write(to: script, atomically: true, encoding: .utf8)
            let result = try ChildProcess.run(python, [script.path])
            let ours: [Double]
            do {
                ours = try system.solveWithVellum(lasting: lasting)
            } catch {
                Issue.record(
                    "seed \(seed): Vellum's solver failed: \(error); kiwi \(result.succeeded ? "solved it" : "failed too")"
                )
                continue
            }
            #expect(
                system.objective(ours).requiredViolation < 1e-6, "seed \(seed): a required constraint misses")
            // kiwisolver 1.4.4 throws "the objective is unbounded" on a few of these systems
            // (rounding left in its objective, which Vellum's solver drops): no oracle there.
            guard result.succeeded else {
                oracleFailures.append(seed)
                continue
            }
            let kiwi = result.output.split(separator: " ").compactMap {
                Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            try #require(kiwi.count == system.variableCount)
            let (ourErrors, ourViolation) = system.objective(ours)
            let (kiwiErrors, _) = system.objective(kiwi)
            #expect(ourViolation < 1e-6, "seed \(seed): a required constraint misses by \(ourViolation)")
            // The same optimum (any of several optimal points may be chosen).
            #expect(
                abs(ourErrors - kiwiErrors) <= 1e-6 * max(1, kiwiErrors),
                "seed \(seed): \(ourErrors) vs \(kiwiErrors)")
            compared += 1
        }
        return (compared, oracleFailures)
    }
}

extension SimplexSolverTests {
    /// The smallest system found where rounding left −3·10⁻⁸ in the objective beside strengths
    /// of 10⁸ and kiwisolver throws "the objective is unbounded": every constraint can hold.
    @Test func roundingInTheObjectiveIsNotUnbounded() throws {
        let v = (0..<4).map { SolverVariable("v\($0)") }
        _ = try Self.solved([
            LinearConstraint(Expr(v[2], times: 1.25, plus: 292), .lessThanOrEqual, strength: 101.85),
            LinearConstraint(Expr(v[0], plus: -13.75), .lessThanOrEqual),
            LinearConstraint(
                Expr(v[0], plus: -256).adding(v[3], times: 0.5), .greaterThanOrEqual, strength: 1e6),
            LinearConstraint(
                Expr(v[3], times: -0.75, plus: -100).adding(v[2], times: -0.75).adding(v[0], times: -1),
                .greaterThanOrEqual, strength: 9.8e7),
        ])
        #expect(v[0].value == 13.75)
        #expect(abs(v[0].value + 0.5 * v[3].value - 256) < 1e-9 || v[0].value + 0.5 * v[3].value > 256)
        #expect(-0.75 * v[3].value - 0.75 * v[2].value - v[0].value - 100 > -1e-9)
        #expect(1.25 * v[2].value + 292 < 1e-9)
    }
}
