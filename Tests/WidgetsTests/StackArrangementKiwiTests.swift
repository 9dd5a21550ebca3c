import Canvas
import Foundation
import Testing

@testable import Widgets

/// Stack-shaped systems against kiwisolver: a real ``Stack``'s arrangement constraints
/// (``StackArrangement``, every axis, distribution and alignment, spacing, custom spacing,
/// margins, a hidden view, right to left), its arranged views' hugging and compression as the
/// engine adds them, and the constraints UIKit code ties arranged views with (a view half the
/// stack's width, two of equal width, an aspect ratio).
extension SimplexSolverTests {
    /// A seeded stack-shaped system in ``RandomSystem``'s form.
    static func stackSystem(seed: UInt64) -> RandomSystem {
        var random = SplitMix(seed: seed)
        let count = random.int(2...6)
        let boxes = (0..<count).map { _ in
            random.int(0..<5) == 0
                ? Box() : Box(Double(random.int(1...40)) * 2.5, Double(random.int(1...20)) * 2.5)
        }
        for (index, box) in boxes.enumerated() {
            box.firstBaselineOffset = Double(random.int(0...12)) + 0.5 * Double(index)
            box.lastBaselineOffset = box.firstBaselineOffset.map { $0 + 4 }
        }
        let stack = Stack(arrangedSubviews: boxes)
        stack.axis = random.pick([.horizontal, .vertical])
        stack.distribution = random.pick(Stack.Distribution.allCases)
        stack.alignment = random.pick(Stack.Alignment.allCases)
        stack.spacing = random.pick([0, 4, 8, 12.5])
        if random.int(0..<3) == 0 { stack.setCustomSpacing(20, after: boxes[0]) }
        if random.int(0..<3) == 0 {
            stack.isLayoutMarginsRelativeArrangement = true
            stack.layoutMargins = EdgeInsets(top: 6, left: 10, bottom: 4, right: 16)
        }
        if random.int(0..<4) == 0 { stack.semanticContentAttribute = .forceRightToLeft }
        if count >= 3, random.int(0..<3) == 0 { boxes[1].isHidden = true }

        var variables: [SolverVariable] = []
        func frame() -> StackArrangement.Frame {
            let v = (0..<4).map { _ in SolverVariable() }
            variables += v
            return StackArrangement.Frame(
                minX: LinearExpression(v[0]), minY: LinearExpression(v[1]), width: LinearExpression(v[2]),
                height: LinearExpression(v[3]))
        }
        let stackFrame = frame()
        let frames = boxes.map { _ in frame() }
        let arrangement = StackArrangement(
            stack: stack, frame: stackFrame, arranged: frames,
            baseline: { view, first in
                let index = boxes.firstIndex { $0 === view }!
                let offset = first ? boxes[index].firstBaselineOffset! : boxes[index].lastBaselineOffset!
                return frames[index].minY + LinearExpression(constant: offset)
            })
        var constraints = arrangement.constraints()
        // The engine's content constraints, and the stack measured at a width as a top is.
        for (box, f) in zip(boxes, frames) {
            let hugging = random.pick([250.0, 251, 750])
            let compression = random.pick([750.0, 749, 500])
            for (length, dimension) in [(box.intrinsic.width, f.width), (box.intrinsic.height, f.height)]
            where length >= 0 {
                let target = LinearExpression(constant: length)
                constraints.append(
                    LinearConstraint(
                        dimension, .lessThanOrEqual, target,
                        strength: SolverStrength.strength(forPriority: hugging))
                )
                constraints.append(
                    LinearConstraint(
                        dimension, .greaterThanOrEqual, target,
                        strength: SolverStrength.strength(forPriority: compression)))
            }
        }
        let width = Double(random.int(80...240)) * 2.5
        constraints += [
            LinearConstraint(stackFrame.minX, .equal), LinearConstraint(stackFrame.minY, .equal),
            LinearConstraint(stackFrame.width - LinearExpression(constant: width), .equal),
            LinearConstraint(stackFrame.height, .equal, strength: SolverStrength.strength(forPriority: 50)),
        ]
        // What UIKit code adds: half the stack's length, equal widths, an aspect ratio (all
        // satisfiable with the arrangement, so every system has a solution).
        if stack.distribution != .fillEqually, random.int(0..<2) == 0 {
            let (first, whole) =
                stack.axis == .horizontal
                ? (frames[0].width, stackFrame.width) : (frames[0].height, stackFrame.height)
            constraints.append(LinearConstraint(first, .equal, whole * 0.5))
        }
        if count > 3, random.int(0..<2) == 0 {
            constraints.append(LinearConstraint(frames[2].width, .equal, frames[3].width))
        }
        if random.int(0..<2) == 0 {
            constraints.append(LinearConstraint(frames[count - 1].height, .equal, frames[count - 1].width))
        }
        return RandomSystem(variables: variables, constraints: constraints)
    }

    @Test func stackShapedSystemsReachKiwisolversOptimum() throws {
        let systems = (1...60 as ClosedRange<UInt64>).map { ($0, Self.stackSystem(seed: $0)) }
        let (compared, failures) = try compareWithKiwisolver(systems: systems)
        #expect(compared >= 50, "kiwisolver failed on seeds \(failures)")
    }
}

extension SimplexSolverTests.RandomSystem {
    /// The system of solver constraints over `variables`, each variable also wanting 0 weakly
    /// (so the optimum is bounded, as in the random systems).
    init(variables: [SolverVariable], constraints linear: [LinearConstraint]) {
        let index = Dictionary(
            uniqueKeysWithValues: variables.enumerated().map { (ObjectIdentifier($1), $0) })
        variableCount = variables.count
        constraints = linear.map { c in
            let relation =
                switch c.relation {
                case .lessThanOrEqual: -1
                case .equal: 0
                case .greaterThanOrEqual: 1
                }
            return (
                c.expression.terms.map { (index[ObjectIdentifier($0.variable)]!, $0.coefficient) },
                c.expression.constant, relation, c.strength
            )
        }
        for v in 0..<variableCount { constraints.append(([(v, 1)], 0, 0, 0.01)) }
    }
}

/// A small seeded generator for the stack systems.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0..<values.count)] }
}
