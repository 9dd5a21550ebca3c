/// Required equalities that fix one variable (`x = c`) or tie two (`x = y + c`), held outside the
/// tableau: the variable becomes an alias of another one (its root) plus an offset, or of a
/// constant, and every row is written over roots only.
///
/// A chain of such equalities (a form's rows, each below the one above) in the tableau would put
/// each equality's marker into every row after it, n²/2 terms for n rows; as aliases it costs
/// one record per equality. A constant changes by replaying the records in the order they were
/// made (`replay`), which says how far each alias moved; the solver then shifts the constants of
/// the tableau's constraints that mention the moved variables.
struct SolverAliases {
    /// Where an alias stands: `root + offset`, or `offset` alone when `root` is `nil`.
    struct Resolved {
        var root: SolverVariable?
        var offset: Double
    }

    /// One equality held as an alias, with its constant shifted since it was added.
    private struct Record {
        let constraint: LinearConstraint
        var shift: Double
        /// The variable it made an alias (`nil`: the equality was redundant).
        let subject: SolverVariable?
    }

    /// Each alias, resolved to a variable that is not one.
    private(set) var resolved: [SolverVariable: Resolved] = [:]
    private var records: [Record] = []
    private var recordIndex: [ObjectIdentifier: Int] = [:]
    /// The aliases resolved to each root, so that a root made an alias takes them along.
    private var children: [SolverVariable: [SolverVariable]] = [:]

    /// Whether `constraint` is held here.
    func contains(_ constraint: LinearConstraint) -> Bool {
        recordIndex[ObjectIdentifier(constraint)] != nil
    }

    /// Whether no equality is held here.
    var isEmpty: Bool { records.isEmpty }

    /// How many equalities are held here.
    var count: Int { records.count }

    /// The constraints held here, in the order they were added.
    var constraints: [LinearConstraint] { records.map(\.constraint) }

    /// An expression over roots only: its terms (merged, in order of first appearance, none near
    /// zero) and its constant.
    func reduce(_ expression: LinearExpression, shift: Double = 0) -> (
        terms: [(variable: SolverVariable, coefficient: Double)], constant: Double
    ) {
        var terms: [(variable: SolverVariable, coefficient: Double)] = []
        var constant = expression.constant + shift
        func add(_ variable: SolverVariable, _ coefficient: Double) {
            if let index = terms.firstIndex(where: { $0.variable === variable }) {
                terms[index].coefficient += coefficient
            } else {
                terms.append((variable, coefficient))
            }
        }
        for term in expression.terms {
            if let alias = resolved[term.variable] {
                constant += term.coefficient * alias.offset
                if let root = alias.root { add(root, term.coefficient) }
            } else {
                add(term.variable, term.coefficient)
            }
        }
        return (terms.filter { abs($0.coefficient) >= SolverRow.epsilon }, constant)
    }

    /// Holds a redundant equality (its reduced form is `0 = 0`).
    mutating func addRedundant(_ constraint: LinearConstraint) {
        recordIndex[ObjectIdentifier(constraint)] = records.count
        records.append(Record(constraint: constraint, shift: 0, subject: nil))
    }

    /// Makes `subject` an alias of `root + offset` (of `offset` when `root` is `nil`) by
    /// `constraint`; the aliases of `subject` follow it to its new root.
    mutating func alias(
        _ subject: SolverVariable, to root: SolverVariable?, offset: Double, by constraint: LinearConstraint
    ) {
        recordIndex[ObjectIdentifier(constraint)] = records.count
        records.append(Record(constraint: constraint, shift: 0, subject: subject))
        define(subject, root: root, offset: offset)
    }

    private mutating func define(_ subject: SolverVariable, root: SolverVariable?, offset: Double) {
        resolved[subject] = Resolved(root: root, offset: offset)
        let moved = children.removeValue(forKey: subject) ?? []
        for child in moved {
            resolved[child] = Resolved(root: root, offset: resolved[child]!.offset + offset)
        }
        if let root { children[root, default: []] += moved + [subject] }
    }

    /// Shifts a held equality's constant by `delta` and works every alias out again, in the
    /// order the equalities were added, each with the subject and root it had. Returns how far
    /// each alias moved; throws when a redundant equality stops holding (nothing changes then).
    mutating func replay(shifting constraint: LinearConstraint, by delta: Double) throws(SimplexSolver
        .Failure)
        -> [(variable: SolverVariable, moved: Double)]
    {
        guard let index = recordIndex[ObjectIdentifier(constraint)] else { throw .unknownConstraint }
        let before = resolved
        var fresh = SolverAliases()
        fresh.records = records
        fresh.recordIndex = recordIndex
        fresh.records[index].shift += delta
        for record in fresh.records {
            let (terms, constant) = fresh.reduce(record.constraint.expression, shift: record.shift)
            guard let subject = record.subject else {
                guard abs(constant) < SolverRow.epsilon else { throw .unsatisfiableConstraint }
                continue
            }
            // The same structure as when it was added: the subject and at most one other root.
            guard let own = terms.first(where: { $0.variable === subject }) else {
                throw .internalError("an alias lost its subject on replay")
            }
            let root = terms.first(where: { $0.variable !== subject })?.variable
            fresh.define(subject, root: root, offset: -constant / own.coefficient)
        }
        self = fresh
        // In the order the aliases were made, so the shifts add up the same way in every process.
        return records.compactMap { record in
            guard let subject = record.subject else { return nil }
            let moved = resolved[subject]!.offset - before[subject]!.offset
            return moved == 0 ? nil : (subject, moved)
        }
    }
}
