/// An incremental Cassowary solver: linear equalities and inequalities with strengths, where
/// required constraints hold and weaker ones are satisfied as well as their strengths allow
/// (the algorithm of Badros, Borning and Stuckey, as kiwi implements it).
///
/// The tableau keeps one row per basic symbol, always feasible (every restricted row's constant
/// is at least 0) and optimal for the objective, the strength-weighted sum of the errors of
/// the non-required constraints. Each call is a few named steps:
/// - ``add(_:)``: the constraint becomes a row over the non-basic symbols (`makeRow`), one symbol
///   of it becomes basic (`chooseSubject`, else an artificial variable finds a feasible basis),
///   and the objective is minimised again (`optimize`, the primal simplex).
/// - ``remove(_:)``: the constraint's error terms leave the objective, its marker is pivoted into
///   the basis (`markerLeavingRow`) and its row is dropped; then `optimize`.
/// - ``addEditVariable(_:strength:)`` and ``suggestValue(_:_:)``: a variable the caller moves (a
///   constraint's constant, a dragged value): a suggestion shifts the constants of the rows its
///   error markers appear in and restores feasibility with the dual simplex (`dualOptimize`),
///   without rebuilding anything.
/// - ``updateVariables()``: writes each variable's value from its row.
///
/// A required equality added as *lasting* (``add(_:lasting:)``) that fixes one variable or ties
/// two (`x = c`, `x = y + c`, after the aliases so far are put in) makes a variable an alias
/// (``SolverAliases``) instead of a row: no marker spreads through the rows, so a chain of such
/// equalities costs memory in proportion to its length. Its constant changes by working the
/// aliases out again and shifting the constraints that mention the moved ones; removing it
/// rebuilds the tableau from the constraints kept.
///
/// The tableau is walked in the order symbols were made, never in hash order, so equal input
/// gives the same solution in every process.
final class SimplexSolver {
    /// Why a call was refused.
    enum Failure: Error, Equatable {
        /// The constraint is already in the solver.
        case duplicateConstraint
        /// The constraint is not in the solver.
        case unknownConstraint
        /// A required constraint contradicts the required ones already added (it is not added).
        case unsatisfiableConstraint
        /// The variable is already an edit variable.
        case duplicateEditVariable
        /// The variable is not an edit variable.
        case unknownEditVariable
        /// Edit variables cannot be required.
        case requiredEditVariable
        /// The objective is unbounded or the tableau is inconsistent (a solver defect).
        case internalError(String)
    }

    /// What the solver made for a constraint: the symbols that mark its row.
    private struct Tag {
        var marker = SolverSymbol.invalid
        var other = SolverSymbol.invalid
        /// The marker's coefficient in the constraint's equation (see ``shiftConstant(of:by:)``).
        var markerCoefficient = 1.0
    }

    /// An edit variable's constraint and the value last suggested.
    private struct Edit {
        var tag: Tag
        var constraint: LinearConstraint
        var constant: Double
    }

    private var constraints: [ObjectIdentifier: (constraint: LinearConstraint, tag: Tag)] = [:]
    /// The lasting equalities held as aliases.
    private var aliases = SolverAliases()
    /// The constraints in the tableau that mention each variable (aliases' constants shift them).
    private var mentions: [SolverVariable: [LinearConstraint]] = [:]
    /// Every constraint added, in order, with whether it is lasting and the shifts its constant
    /// was given (`nil` once removed), for rebuilding the tableau.
    private var history: [(constraint: LinearConstraint, lasting: Bool, shift: Double)?] = []
    private var historyIndex: [ObjectIdentifier: Int] = [:]
    private var rows = SymbolIndexed<SolverRow?>(filler: nil)
    /// For each symbol but dummies, the basic symbols of the rows it appears in: substitutions
    /// and ratio tests visit those rows only (layout systems are sparse: a symbol is in a few
    /// rows), where kiwi walks every row. Dummies (required equalities' markers) never enter the
    /// basis and fill the rows of a chain of equalities densely: keeping their columns cost more
    /// than the rare walk of every row that removing or shifting such a constraint makes.
    private var columns = SymbolIndexed(filler: SymbolTable<Void>(filler: ()))
    private var variables: [SolverVariable: SolverSymbol] = [:]
    private var edits: [SolverVariable: Edit] = [:]
    private var infeasibleRows: [SolverSymbol] = []
    private var objective = SolverRow(constant: 0)
    private var artificial: SolverRow?
    private var lastID = 0
    /// Each symbol's kind, by number (number 0 is no symbol).
    private var kinds: [SolverSymbol.Kind] = [.invalid]

    /// Creates an empty solver.
    init() {}

    /// Whether `constraint` is in the solver.
    func contains(_ constraint: LinearConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil || aliases.contains(constraint)
    }

    /// The number of terms in the tableau's rows (what its memory grows with).
    var cellCount: Int {
        rows.numbers(where: { $0 != nil }).reduce(0) {
            $0 + rows[SolverSymbol(id: $1, kind: kinds[$1])]!.cells.count
        }
    }

    /// The slots the tableau's rows and column index hold, empty ones included: its memory, which
    /// can exceed ``cellCount`` by far when tables grew and were emptied again.
    var slotCount: Int {
        (0...lastID).reduce(0) { total, number in
            let symbol = SolverSymbol(id: number, kind: kinds[number])
            return total + (rows[symbol]?.cells.capacity ?? 0) + columns[symbol].capacity
        }
    }

    /// The number of constraints in the solver (edit variables' and aliases' included).
    var constraintCount: Int { constraints.count + aliases.count }

    // MARK: Constraints

    /// Adds a constraint; a required one that contradicts the others is refused and leaves the
    /// solver as it was. A `lasting` one (rarely removed) that is a required equality of one
    /// variable or two becomes an alias (see the type's summary).
    func add(_ constraint: LinearConstraint, lasting: Bool = false) throws(Failure) {
        guard !contains(constraint) else { throw .duplicateConstraint }
        if lasting, constraint.relation == .equal, constraint.strength >= SolverStrength.required,
            try addAlias(constraint)
        {
            record(constraint, lasting: true)
            return
        }
        try addRow(constraint)
        for term in constraint.expression.terms { mentions[term.variable, default: []].append(constraint) }
        record(constraint, lasting: lasting)
    }

    /// Notes an added constraint in ``history``.
    private func record(_ constraint: LinearConstraint, lasting: Bool) {
        historyIndex[ObjectIdentifier(constraint)] = history.count
        history.append((constraint, lasting, 0))
    }

    /// Adds a constraint as a row of the tableau, in the steps of the type's summary.
    private func addRow(_ constraint: LinearConstraint) throws(Failure) {
        // Step 1: the constraint as a row over the current non-basic symbols.
        var tag = Tag()
        var row = makeRow(constraint, tag: &tag)
        // Step 2: the symbol the row is solved for.
        var subject = chooseSubject(row, tag: tag)
        if !subject.isValid, row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard abs(row.constant) < SolverRow.epsilon else {
                undoObjective(of: constraint, tag: tag)
                throw .unsatisfiableConstraint
            }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(subject, row)
        } else {
            // Step 2b: no symbol can enter directly; an artificial variable finds a basis.
            guard try addWithArtificialVariable(row) else {
                // Its marker may be in the tableau by now: taken out as ``remove(_:)`` would.
                try removeRowsOf(tag)
                undoObjective(of: constraint, tag: tag)
                try optimize(.objective)
                throw .unsatisfiableConstraint
            }
        }
        constraints[ObjectIdentifier(constraint)] = (constraint, tag)
        // Step 3: the objective minimised again.
        try optimize(.objective)
    }

    /// Removes a constraint.
    func remove(_ constraint: LinearConstraint) throws(Failure) {
        if aliases.contains(constraint) {
            try rebuild(without: constraint)
            return
        }
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint
        }
        for term in constraint.expression.terms { mentions[term.variable]?.removeAll { $0 === constraint } }
        if let index = historyIndex.removeValue(forKey: ObjectIdentifier(constraint)) { history[index] = nil }
        // Step 1: its errors leave the objective.
        removeMarkerEffects(tag.marker, strength: constraint.strength)
        removeMarkerEffects(tag.other, strength: constraint.strength)
        // Step 2: its marker leaves the tableau, pivoted into the basis first if needed.
        try removeRowsOf(tag)
        // Step 3: the objective minimised again.
        try optimize(.objective)
    }

    /// Adds `delta` to a constraint's expression constant in place, as a suggestion moves an
    /// edit variable: the marker stands for itself shifted by `delta / k` (k its coefficient in
    /// the equation), so the rows it is basic in or appears in change their constants only, and
    /// the dual simplex restores feasibility. No row is rebuilt.
    ///
    /// `constraint` keeps its original expression: the solver alone knows the new constant.
    func shiftConstant(of constraint: LinearConstraint, by delta: Double) throws(Failure) {
        guard contains(constraint) else { throw .unknownConstraint }
        guard delta != 0 else { return }
        if aliases.contains(constraint) {
            // The aliases move; the tableau's constraints that mention them shift by as much.
            let moves = try aliases.replay(shifting: constraint, by: delta)
            var order: [LinearConstraint] = []
            var amounts: [ObjectIdentifier: Double] = [:]
            for (variable, moved) in moves {
                for other in mentions[variable] ?? [] {
                    let coefficient = other.expression.terms.reduce(0.0) {
                        $1.variable === variable ? $0 + $1.coefficient : $0
                    }
                    if amounts[ObjectIdentifier(other)] == nil { order.append(other) }
                    amounts[ObjectIdentifier(other), default: 0] += coefficient * moved
                }
            }
            try shiftRows(order.map { ($0, amounts[ObjectIdentifier($0)]!) })
        } else {
            try shiftRows([(constraint, delta)])
        }
        if let index = historyIndex[ObjectIdentifier(constraint)] { history[index]!.shift += delta }
    }

    /// Adds each amount to its constraint's constant in the tableau: the rows its marker is basic
    /// in or appears in change their constants (the rows of required equalities' markers, which
    /// have no column, in one walk over the tableau), then the dual simplex restores feasibility.
    private func shiftRows(_ shifts: [(constraint: LinearConstraint, delta: Double)]) throws(Failure) {
        var infeasible: [SolverSymbol] = []
        var dummies = SymbolTable<Double>(filler: 0)
        for (constraint, delta) in shifts where delta != 0 {
            let tag = constraints[ObjectIdentifier(constraint)]!.tag
            let shift = delta / tag.markerCoefficient
            let marker = tag.marker
            if rows[marker] != nil {
                if rows[marker]!.add(-shift) < 0, marker.kind != .external { infeasible.append(marker) }
            } else if marker.kind == .dummy && shifts.count > 1 {
                dummies.insert(marker, (dummies[marker] ?? 0) + shift)
            } else {
                for symbol in rowsContaining(marker) {
                    let coefficient = rows[symbol]!.coefficient(of: marker)
                    if rows[symbol]!.add(coefficient * shift) < 0, symbol.kind != .external {
                        infeasible.append(symbol)
                    }
                }
            }
        }
        if !dummies.isEmpty {
            for number in rows.numbers(where: { $0 != nil }) {
                let symbol = SolverSymbol(id: number, kind: kinds[number])
                var total = 0.0
                for (cell, coefficient) in rows[symbol]!.cells where cell.kind == .dummy {
                    total += coefficient * (dummies[cell] ?? 0)
                }
                if total != 0, rows[symbol]!.add(total) < 0, symbol.kind != .external {
                    infeasible.append(symbol)
                }
            }
        }
        infeasibleRows += infeasible.sorted()
        try dualOptimize()
    }

    // MARK: Aliases

    /// Makes a lasting required equality an alias when, with the aliases so far put in, it fixes
    /// one variable or ties two with opposite coefficients, and one of them can leave the
    /// tableau; whether it did. A contradiction (`0 = c`) is refused.
    private func addAlias(_ constraint: LinearConstraint) throws(Failure) -> Bool {
        let (terms, constant) = aliases.reduce(constraint.expression)
        if terms.isEmpty {
            guard abs(constant) < SolverRow.epsilon else { throw .unsatisfiableConstraint }
            aliases.addRedundant(constraint)
            return true
        }
        if terms.count > 2 { return false }
        if terms.count == 2 {
            let (a, b) = (terms[0].coefficient, terms[1].coefficient)
            guard abs(a + b) <= 1e-9 * max(abs(a), abs(b)) else { return false }
        }
        func other(than subject: SolverVariable) -> SolverVariable? {
            terms.first { $0.variable !== subject }?.variable
        }
        guard
            let subject = terms.first(where: {
                canLeaveTableau($0.variable, for: other(than: $0.variable))
            })
        else { return false }
        let root = other(than: subject.variable)
        let offset = -constant / subject.coefficient
        // The rows the subject appears in take its root plus the offset instead.
        if let symbol = variables[subject.variable] {
            var row = SolverRow(constant: offset)
            if let root {
                let rootSymbol = self.symbol(for: root)
                if let basic = rows[rootSymbol] { row.insert(basic) } else { row.insert(rootSymbol) }
            }
            substitute(symbol, with: row)
            columns[symbol] = SymbolTable(filler: ())
            variables[subject.variable] = nil
        }
        aliases.alias(subject.variable, to: root, offset: offset, by: constraint)
        try optimize(.objective)
        return true
    }

    /// Whether a variable can become an alias of `root`: it is not edited, not basic, and
    /// appears only in rows of other variables (which take any value), so putting its root in
    /// keeps the tableau feasible; and the root, if basic, is not solved in terms of it.
    private func canLeaveTableau(_ variable: SolverVariable, for root: SolverVariable?) -> Bool {
        guard edits[variable] == nil else { return false }
        guard let symbol = variables[variable] else { return true }
        guard rows[symbol] == nil, columns[symbol].symbols.allSatisfy({ $0.kind == .external }) else {
            return false
        }
        guard let root, let rootSymbol = variables[root], let rootRow = rows[rootSymbol] else { return true }
        return rootRow.coefficient(of: symbol) == 0
    }

    /// A fresh tableau of every constraint kept but `removed`, each with the shifts its constant
    /// was given, and the edit variables with their suggestions: removing an alias takes its
    /// variable back into the tableau.
    private func rebuild(without removed: LinearConstraint) throws(Failure) {
        let kept = history.compactMap { $0 }.filter { $0.constraint !== removed }
        let editsKept = edits.values.sorted {
            historyIndex[ObjectIdentifier($0.constraint)]! < historyIndex[ObjectIdentifier($1.constraint)]!
        }
        rows = SymbolIndexed<SolverRow?>(filler: nil)
        columns = SymbolIndexed(filler: SymbolTable<Void>(filler: ()))
        variables = [:]
        edits = [:]
        infeasibleRows = []
        objective = SolverRow(constant: 0)
        artificial = nil
        lastID = 0
        kinds = [.invalid]
        constraints = [:]
        aliases = SolverAliases()
        mentions = [:]
        history = []
        historyIndex = [:]
        for entry in kept {
            try add(entry.constraint, lasting: entry.lasting)
            if entry.shift != 0 { try shiftConstant(of: entry.constraint, by: entry.shift) }
        }
        for edit in editsKept {
            guard let variable = edit.constraint.expression.terms.first?.variable else { continue }
            edits[variable] = Edit(
                tag: constraints[ObjectIdentifier(edit.constraint)]!.tag, constraint: edit.constraint,
                constant: 0)
            try suggestValue(variable, edit.constant)
        }
    }

    // MARK: Edit variables

    /// Makes `variable` one the caller moves with ``suggestValue(_:_:)``, at a strength below
    /// required.
    func addEditVariable(_ variable: SolverVariable, strength: Double) throws(Failure) {
        guard edits[variable] == nil else { throw .duplicateEditVariable }
        let strength = SolverStrength.clipped(strength)
        guard strength < SolverStrength.required else { throw .requiredEditVariable }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        edits[variable] = Edit(
            tag: constraints[ObjectIdentifier(constraint)]!.tag, constraint: constraint, constant: 0)
    }

    /// Stops editing `variable`.
    func removeEditVariable(_ variable: SolverVariable) throws(Failure) {
        guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    func isEditing(_ variable: SolverVariable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    func suggestValue(_ variable: SolverVariable, _ value: Double) throws(Failure) {
        guard var edit = edits[variable] else { throw .unknownEditVariable }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        let marker = edit.tag.marker
        let other = edit.tag.other
        // Step 1: shift the rows the edit constraint's error symbols appear in.
        if var row = rows[marker] {
            if row.add(-delta) < 0 { infeasibleRows.append(marker) }
            rows[marker] = row
        } else if var row = rows[other] {
            if row.add(delta) < 0 { infeasibleRows.append(other) }
            rows[other] = row
        } else {
            var infeasible: [SolverSymbol] = []
            for symbol in rowsContaining(marker) {
                let coefficient = rows[symbol]!.coefficient(of: marker)
                guard coefficient != 0 else { continue }
                if rows[symbol]!.add(delta * coefficient) < 0, symbol.kind != .external {
                    infeasible.append(symbol)
                }
            }
            infeasibleRows += infeasible.sorted()
        }
        // Step 2: feasibility restored, optimality kept.
        try dualOptimize()
    }

    // MARK: Results

    /// Writes each variable's value from the tableau.
    func updateVariables() {
        for (variable, symbol) in variables {
            let value = rows[symbol]?.constant ?? 0
            variable.value = value == 0 ? 0 : value  // never -0
        }
        for (variable, alias) in aliases.resolved {
            var value = alias.offset
            if let root = alias.root {
                if variables[root] == nil { root.value = 0 }
                value += root.value
            }
            variable.value = value == 0 ? 0 : value
        }
    }

    // MARK: Steps

    /// Puts a row in the tableau, its symbols' columns noting it.
    private func insertRow(_ basic: SolverSymbol, _ row: SolverRow) {
        rows[basic] = row
        for (symbol, _) in row.cells where symbol.kind != .dummy { columns[symbol].insert(basic, ()) }
    }

    /// Takes a row out of the tableau and out of its symbols' columns.
    private func takeRow(_ basic: SolverSymbol) -> SolverRow? {
        guard let row = rows[basic] else { return nil }
        rows[basic] = nil
        for (symbol, _) in row.cells where symbol.kind != .dummy {
            columns[symbol].removeValue(forKey: basic)
        }
        return row
    }

    /// The basic symbols of the rows `symbol` appears in (a copy: callers change the rows).
    private func rowsContaining(_ symbol: SolverSymbol) -> [SolverSymbol] {
        guard symbol.kind == .dummy else { return columns[symbol].symbols }
        return rows.numbers { $0?.coefficient(of: symbol) ?? 0 != 0 }.map {
            SolverSymbol(id: $0, kind: kinds[$0])
        }
    }

    private func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        lastID += 1
        kinds.append(kind)
        return SolverSymbol(id: lastID, kind: kind)
    }

    private func symbol(for variable: SolverVariable) -> SolverSymbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        return symbol
    }

    /// The constraint as a row of the tableau's non-basic symbols, with its slack, error or
    /// dummy markers, the errors entered in the objective at the constraint's strength.
    private func makeRow(_ constraint: LinearConstraint, tag: inout Tag) -> SolverRow {
        let expression = constraint.expression
        var row = SolverRow(constant: expression.constant)
        func enter(_ variable: SolverVariable, _ coefficient: Double) {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] {
                row.insert(basic, coefficient)
            } else {
                row.insert(symbol, coefficient)
            }
        }
        if aliases.isEmpty {
            for term in expression.terms where abs(term.coefficient) >= SolverRow.epsilon {
                enter(term.variable, term.coefficient)
            }
        } else {
            // Over roots: each alias is its root plus its offset.
            let (terms, constant) = aliases.reduce(expression)
            row.constant = constant
            for term in terms { enter(term.variable, term.coefficient) }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            tag.marker = slack
            tag.markerCoefficient = coefficient
            row.insert(slack, coefficient)
            if strength < SolverStrength.required {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, strength)
            }
        case .equal:
            if strength < SolverStrength.required {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                tag.markerCoefficient = -1
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
            } else {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// Takes back what `makeRow` put in the objective for a refused constraint.
    private func undoObjective(of constraint: LinearConstraint, tag: Tag) {
        for symbol in [tag.marker, tag.other] where symbol.kind == .error {
            objective.insert(symbol, -constraint.strength)
        }
    }

    /// The symbol to make basic: an external variable, else the marker or other symbol when it is
    /// a slack or error with a negative coefficient.
    private func chooseSubject(_ row: SolverRow, tag: Tag) -> SolverSymbol {
        if let external = row.firstSymbol(where: { symbol, _ in symbol.kind == .external }) {
            return external
        }
        for symbol in [tag.marker, tag.other] where symbol.isPivotable {
            if row.coefficient(of: symbol) < 0 { return symbol }
        }
        return .invalid
    }

    /// Adds a row through an artificial variable minimised to zero; whether that succeeded (the
    /// constraint is satisfiable).
    private func addWithArtificialVariable(_ row: SolverRow) throws(Failure) -> Bool {
        let art = makeSymbol(.slack)
        insertRow(art, row)
        artificial = row
        try optimize(.artificial)
        let success = abs(artificial!.constant) < SolverRow.epsilon
        artificial = nil
        if var basic = takeRow(art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.firstSymbol(where: { symbol, _ in symbol.isPivotable }) else {
                return false
            }
            basic.solve(for: entering, replacing: art)
            substitute(entering, with: basic)
            insertRow(entering, basic)
        }
        for symbol in rowsContaining(art) { rows[symbol]!.remove(art) }
        columns[art] = SymbolTable(filler: ())
        objective.remove(art)
        return success
    }

    /// Which row a simplex run minimises.
    private enum Goal {
        /// The strength-weighted errors.
        case objective
        /// The artificial variable of a row being added.
        case artificial
    }

    /// Replaces `symbol` everywhere with `row` (the row it is now basic in); restricted rows
    /// left negative are noted for the dual simplex.
    ///
    /// `symbol` leaves every row, so its column is dropped whole afterwards rather than emptied
    /// entry by entry: an emptied ``SymbolTable`` keeps the slots it grew to, and a symbol that
    /// was in many rows before it became basic would hold them for good. In A1 each field's
    /// width is in the rows of every field above it until the next field's width replaces it
    /// (the subject is the earliest made variable, as in kiwi), so the emptied columns held
    /// n²/2 slots for n rows: 18 MB of the 31 MB a 1,000-row form added (valgrind's DHAT).
    private func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        var infeasible: [SolverSymbol] = []
        for key in rowsContaining(symbol) {
            rows[key]!.substitute(symbol, with: row) { changed, entered in
                if changed.kind == .dummy || changed == symbol {
                    return
                } else if entered {
                    columns[changed].insert(key, ())
                } else {
                    columns[changed].removeValue(forKey: key)
                }
            }
            if key.kind != .external, rows[key]!.constant < 0 { infeasible.append(key) }
        }
        if symbol.kind != .dummy { columns[symbol] = SymbolTable(filler: ()) }
        // In creation order, so the dual simplex visits them the same way in every process.
        infeasibleRows += infeasible.sorted()
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// The primal simplex: pivots while a symbol can lower the goal (which substitutions keep
    /// up to date).
    ///
    /// A symbol with no row to limit it would lower the goal without end, which cannot be: both
    /// goals are sums of non-negative symbols (weighted errors; the artificial variable). Its
    /// negative coefficient is rounding left by substitutions (−3·10⁻⁸ beside strengths of 10⁸
    /// was seen: kiwisolver throws "the objective is unbounded" there), so it is set to zero.
    private func optimize(_ goal: Goal) throws(Failure) {
        var pivots = 0
        while let entering = enteringSymbol(of: goal == .objective ? objective : artificial!) {
            pivots += 1
            guard pivots <= pivotLimit else { throw .internalError("the simplex did not converge") }
            if let leaving = leavingRow(for: entering) {
                exchange(leaving, for: entering)
            } else if goal == .objective {
                objective.remove(entering)
            } else {
                artificial!.remove(entering)
            }
        }
    }

    /// The most pivots one simplex run makes before giving up: far more than any system needs
    /// (a run pivots each symbol in about once), so only rounding that makes the pivot rule
    /// cycle reaches it, and that fails the call instead of hanging.
    private var pivotLimit: Int { 1_000 + 20 * lastID }

    /// Makes `entering` basic in the row where `leaving` was.
    private func exchange(_ leaving: SolverSymbol, for entering: SolverSymbol) {
        var row = takeRow(leaving)!
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insertRow(entering, row)
    }

    /// A symbol with a negative coefficient in `goal` (not a dummy), or `nil` at the optimum.
    private func enteringSymbol(of goal: SolverRow) -> SolverSymbol? {
        goal.firstSymbol { symbol, coefficient in symbol.kind != .dummy && coefficient < 0 }
    }

    /// The restricted row that bounds `entering` most tightly.
    private func leavingRow(for entering: SolverSymbol) -> SolverSymbol? {
        var ratio = Double.greatestFiniteMagnitude
        var found: SolverSymbol?
        for symbol in rowsContaining(entering) where symbol.kind != .external {
            let row = rows[symbol]!
            let coefficient = row.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let r = -row.constant / coefficient
            // The smallest ratio; among equal ones, the earliest made row (as a walk in order).
            if r < ratio || r == ratio && symbol.id < (found?.id ?? .max) {
                ratio = r
                found = symbol
            }
        }
        return found
    }

    /// The dual simplex: pivots the noted infeasible rows back to feasibility.
    private func dualOptimize() throws(Failure) {
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            pivots += 1
            guard pivots <= pivotLimit else {
                infeasibleRows = []
                throw .internalError("the dual simplex did not converge")
            }
            guard let entering = dualEnteringSymbol(of: row) else {
                throw .internalError("the dual simplex found no entering symbol")
            }
            exchange(leaving, for: entering)
        }
    }

    /// The symbol of `row` whose entry keeps the objective's optimality (smallest ratio).
    private func dualEnteringSymbol(of row: SolverRow) -> SolverSymbol? {
        var ratio = Double.greatestFiniteMagnitude
        var entering: SolverSymbol?
        for (symbol, coefficient) in row.cells where symbol.kind != .dummy && coefficient > 0 {
            let r = objective.coefficient(of: symbol) / coefficient
            if r < ratio || r == ratio && symbol.id < (entering?.id ?? .max) {
                ratio = r
                entering = symbol
            }
        }
        return entering
    }

    /// Takes a removed constraint's error out of the objective.
    private func removeMarkerEffects(_ marker: SolverSymbol, strength: Double) {
        guard marker.kind == .error else { return }
        if let row = rows[marker] {
            objective.insert(row, -strength)
        } else {
            objective.insert(marker, -strength)
        }
    }

    /// Drops a constraint's marker from the tableau: its row if basic, else after pivoting it in.
    private func removeRowsOf(_ tag: Tag) throws(Failure) {
        if takeRow(tag.marker) != nil { return }
        guard let leaving = markerLeavingRow(tag.marker) else {
            throw .internalError("no row to remove the marker from")
        }
        var row = takeRow(leaving)!
        row.solve(for: tag.marker, replacing: leaving)
        substitute(tag.marker, with: row)
    }

    /// The row to pivot a constraint's marker into: the restricted row it limits most, else the
    /// one it relaxes least, else an external variable's row.
    private func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol? {
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        var first: SolverSymbol?
        var second: SolverSymbol?
        var third: SolverSymbol?
        // Ties go to the earliest made row, and the external row to the last made one, as a
        // walk in creation order would choose.
        for symbol in rowsContaining(marker) {
            let row = rows[symbol]!
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                if third == nil || symbol.id > third!.id { third = symbol }
            } else if coefficient < 0 {
                let r = -row.constant / coefficient
                if r < r1 || r == r1 && symbol.id < (first?.id ?? .max) {
                    r1 = r
                    first = symbol
                }
            } else {
                let r = row.constant / coefficient
                if r < r2 || r == r2 && symbol.id < (second?.id ?? .max) {
                    r2 = r
                    second = symbol
                }
            }
        }
        return first ?? second ?? third
    }
}
