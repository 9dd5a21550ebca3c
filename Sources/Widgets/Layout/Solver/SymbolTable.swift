/// A hash table keyed by solver symbols: open addressing with linear probing on a multiplicative
/// hash of the symbol's number.
///
/// The tableau's rows and columns are looked up millions of times while a form of a thousand
/// rows is solved; `Dictionary`'s seeded SipHash took 60% of that time (measured with `perf` on
/// A1), where this table's hash is one multiplication. Iteration order depends on the numbers
/// only, never on a per-process seed.
struct SymbolTable<Value>: Sequence {
    /// The symbol in each slot; ``SolverSymbol/invalid`` (number 0) marks an empty one.
    private var keys: [SolverSymbol] = []
    /// The value in each slot (`filler` in empty ones).
    private var values: [Value] = []
    /// What empty slots hold.
    private let filler: Value
    /// How many slots are used.
    private(set) var count = 0

    /// An empty table; `filler` fills empty slots.
    init(filler: Value) {
        self.filler = filler
    }

    /// The slots allocated: what the table's memory grows with. Removing entries never gives
    /// slots back; only a new table does.
    var capacity: Int { keys.count }

    /// Whether the table is empty.
    var isEmpty: Bool { count == 0 }

    /// The slot a symbol's probe starts at.
    @inline(__always)
    private func home(_ id: Int, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15) >> 29) & mask
    }

    /// The slot holding `symbol`, or -1.
    @inline(__always)
    private func slot(of symbol: SolverSymbol) -> Int {
        guard !keys.isEmpty else { return -1 }
        let mask = keys.count - 1
        var i = home(symbol.id, mask: mask)
        while true {
            let id = keys[i].id
            if id == symbol.id { return i }
            if id == 0 { return -1 }
            i = (i + 1) & mask
        }
    }

    /// The value for `symbol`; setting `nil` removes it.
    subscript(symbol: SolverSymbol) -> Value? {
        get {
            let i = slot(of: symbol)
            return i < 0 ? nil : values[i]
        }
        set {
            if let newValue { insert(symbol, newValue) } else { _ = removeValue(forKey: symbol) }
        }
    }

    /// Sets the value for `symbol`, adding it if absent.
    mutating func insert(_ symbol: SolverSymbol, _ value: Value) {
        let existing = slot(of: symbol)
        if existing >= 0 {
            values[existing] = value
            return
        }
        if (count + 1) * 10 > keys.count * 7 { grow() }
        let mask = keys.count - 1
        var i = home(symbol.id, mask: mask)
        while keys[i].id != 0 { i = (i + 1) & mask }
        keys[i] = symbol
        values[i] = value
        count += 1
    }

    /// Removes `symbol`; returns its value, or `nil` when it was absent.
    @discardableResult
    mutating func removeValue(forKey symbol: SolverSymbol) -> Value? {
        var hole = slot(of: symbol)
        guard hole >= 0 else { return nil }
        let removed = values[hole]
        let mask = keys.count - 1
        // Backward-shift deletion: later members of the probe run move into the hole when
        // their home slot does not lie between the hole and where they are.
        var next = (hole + 1) & mask
        while keys[next].id != 0 {
            let ideal = home(keys[next].id, mask: mask)
            let between = hole <= next ? (hole < ideal && ideal <= next) : (hole < ideal || ideal <= next)
            if !between {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = .invalid
        values[hole] = filler
        count -= 1
        return removed
    }

    /// Doubles the slots (8 at first) and puts every entry back.
    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        let capacity = Swift.max(8, keys.count * 2)
        keys = Array(repeating: .invalid, count: capacity)
        values = Array(repeating: filler, count: capacity)
        count = 0
        for i in oldKeys.indices where oldKeys[i].id != 0 { insert(oldKeys[i], oldValues[i]) }
    }

    /// The symbols in the table.
    var symbols: [SolverSymbol] { keys.filter { $0.id != 0 } }

    /// Walks the entries (in slot order).
    struct Iterator: IteratorProtocol {
        fileprivate let keys: [SolverSymbol]
        fileprivate let values: [Value]
        fileprivate var index = 0

        mutating func next() -> (symbol: SolverSymbol, value: Value)? {
            while index < keys.count {
                defer { index += 1 }
                if keys[index].id != 0 { return (keys[index], values[index]) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(keys: keys, values: values) }
}
