/// A symbol of the simplex tableau: a constraint system's variable, or one the solver adds.
struct SolverSymbol: Hashable, Comparable {
    /// What the symbol stands for.
    enum Kind {
        /// No symbol (a search found none).
        case invalid
        /// A ``SolverVariable``.
        case external
        /// The slack of an inequality (`expression + slack == 0`, slack ≥ 0).
        case slack
        /// The error of a constraint weaker than required, minimised in the objective.
        case error
        /// The marker of a required equality, never pivoted on.
        case dummy
    }

    /// The symbol's number, in order of creation (the tableau is walked in this order, so a
    /// solve does not depend on hashing).
    let id: Int
    /// What it stands for.
    let kind: Kind

    /// No symbol.
    static let invalid = SolverSymbol(id: 0, kind: .invalid)

    /// Whether it is a symbol at all.
    var isValid: Bool { kind != .invalid }
    /// Whether the solver may pivot on it (slacks and errors).
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
    // The number alone identifies a symbol.
    static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One row of the tableau: `basic = constant + Σ coefficient × symbol`.
struct SolverRow {
    /// The row's constant.
    var constant: Double
    /// The coefficient of each symbol (none near zero).
    private(set) var cells = SymbolTable<Double>(filler: 0)

    /// Coefficients this close to zero are dropped.
    static let epsilon = 1e-8

    /// A row of a constant and no symbols.
    init(constant: Double) {
        self.constant = constant
    }

    /// The symbols of the row in their order of creation.
    var orderedSymbols: [SolverSymbol] { cells.symbols.sorted() }

    /// The earliest made symbol of the row that satisfies `condition` (what the first match in
    /// ``orderedSymbols`` would be, without sorting).
    func firstSymbol(where condition: (SolverSymbol, Double) -> Bool) -> SolverSymbol? {
        var found: SolverSymbol?
        for (symbol, coefficient) in cells where condition(symbol, coefficient) {
            if found == nil || symbol.id < found!.id { found = symbol }
        }
        return found
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `value` to the constant; returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the symbol when its coefficient becomes zero.
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) < Self.epsilon { cells.removeValue(forKey: symbol) } else { cells.insert(symbol, sum) }
    }

    /// Adds `coefficient ×` another row (its constant and its symbols).
    mutating func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    /// Removes a symbol.
    mutating func remove(_ symbol: SolverSymbol) {
        cells[symbol] = nil
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for (symbol, value) in cells { cells.insert(symbol, -value) }
    }

    /// Solves the row (`0 = constant + … + c × symbol + …`) for `symbol`: the row becomes
    /// `symbol = …`, without `symbol`.
    mutating func solve(for symbol: SolverSymbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for (key, value) in cells { cells.insert(key, value * factor) }
    }

    /// Solves the row `lhs = …` for `rhs`, which must be in it: the row becomes `rhs = …`.
    mutating func solve(for rhs: SolverSymbol, replacing lhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with the row it is basic in.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }

    /// Replaces `symbol` with the row it is basic in, telling `note` each symbol that enters
    /// (`true`) or leaves (`false`) the row, so the solver's column index follows.
    mutating func substitute(
        _ symbol: SolverSymbol, with row: SolverRow, noting note: (SolverSymbol, Bool) -> Void
    ) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        note(symbol, false)
        constant += row.constant * coefficient
        for (other, value) in row.cells {
            let old = cells[other]
            let sum = (old ?? 0) + value * coefficient
            if abs(sum) < Self.epsilon {
                if old != nil {
                    cells.removeValue(forKey: other)
                    note(other, false)
                }
            } else {
                cells.insert(other, sum)
                if old == nil { note(other, true) }
            }
        }
    }
}
