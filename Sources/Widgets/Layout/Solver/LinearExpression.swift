/// One unknown of a constraint system: a view's edge, a size, a layout guide's position.
///
/// Identity is the object's: two variables with the same name are different unknowns. Its
/// ``value`` is what the last solve gave it (0 before any).
final class SolverVariable: Hashable, CustomStringConvertible {
    /// A name for debugging (`"card.left"`).
    let name: String
    /// The value of the last solve.
    var value: Double = 0

    /// Creates a variable with a name for debugging.
    init(_ name: String = "") {
        self.name = name
    }

    static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name }
}

/// A linear expression: a sum of variables times coefficients, plus a constant.
struct LinearExpression: CustomStringConvertible {
    /// The terms, one per variable (``adding(_:times:)`` merges repeated variables).
    private(set) var terms: [(variable: SolverVariable, coefficient: Double)] = []
    /// The constant added to the terms.
    var constant: Double

    /// A constant expression.
    init(constant: Double = 0) {
        self.constant = constant
    }

    /// `coefficient × variable + constant`.
    init(_ variable: SolverVariable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.constant = constant
        terms = [(variable, coefficient)]
    }

    /// This expression with `coefficient × variable` added.
    func adding(_ variable: SolverVariable, times coefficient: Double = 1) -> LinearExpression {
        var result = self
        if let index = result.terms.firstIndex(where: { $0.variable === variable }) {
            result.terms[index].coefficient += coefficient
        } else {
            result.terms.append((variable, coefficient))
        }
        return result
    }

    /// This expression plus `other`.
    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.constant += rhs.constant
        for term in rhs.terms { result = result.adding(term.variable, times: term.coefficient) }
        return result
    }

    /// This expression minus `other`.
    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    /// This expression scaled.
    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var result = lhs
        result.constant *= rhs
        result.terms = result.terms.map { ($0.variable, $0.coefficient * rhs) }
        return result
    }

    /// The expression's value at the variables' current values.
    var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    var description: String {
        (terms.map { "\($0.coefficient)·\($0.variable)" } + ["\(constant)"]).joined(separator: " + ")
    }
}
