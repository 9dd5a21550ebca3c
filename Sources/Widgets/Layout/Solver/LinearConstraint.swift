import Foundation

/// A linear relation between variables, with a strength: `expression (==, <=, >=) 0`.
///
/// A class, so the solver knows a constraint by identity when it is removed or its constant
/// changes.
final class LinearConstraint: CustomStringConvertible {
    /// How the expression relates to zero.
    enum Relation {
        /// `expression <= 0`.
        case lessThanOrEqual
        /// `expression == 0`.
        case equal
        /// `expression >= 0`.
        case greaterThanOrEqual
    }

    /// The expression compared with zero.
    let expression: LinearExpression
    /// How it compares.
    let relation: Relation
    /// How much the constraint counts (``SolverStrength``).
    let strength: Double

    /// `expression relation 0`, at a strength (``SolverStrength/required`` by default).
    init(_ expression: LinearExpression, _ relation: Relation, strength: Double = SolverStrength.required) {
        self.expression = expression
        self.relation = relation
        self.strength = SolverStrength.clipped(strength)
    }

    /// `lhs relation rhs`, at a strength.
    convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        strength: Double = SolverStrength.required
    ) {
        self.init(lhs - rhs, relation, strength: strength)
    }

    var description: String { "\(expression) \(relation) 0 @\(strength)" }
}

/// How much a constraint counts: ``required`` must hold; below it, a stronger constraint's error
/// costs more than a weaker one's.
///
/// UIKit's priorities 1–999 map to strengths that grow by a factor of 100 for every step of 250
/// (``strength(forPriority:)``: 250 → 100, 500 → 10⁴, 750 → 10⁶, 999 → about 10⁸), so a
/// priority-750 constraint outweighs the error of priority-250 ones by four orders of magnitude,
/// as UIKit's ordering of priorities promises, while priorities close to each other trade off like
/// weights. The range stays within what a Double's simplex tableau keeps exact enough.
enum SolverStrength {
    /// Constraints that must hold.
    static let required = 1e9
    /// The strength of a UIKit priority (1...1000; 1000 is ``required``).
    static func strength(forPriority priority: Double) -> Double {
        if priority >= 1000 { return required }
        let p = min(999, max(1, priority.isFinite ? priority : 1))
        return pow(100, p / 250)
    }

    /// A strength within 0...``required``.
    static func clipped(_ strength: Double) -> Double {
        strength.isFinite ? min(required, max(0, strength)) : required
    }
}
