/// Values stored by solver symbol number in an array: the tableau's rows (by basic symbol) and
/// columns (by symbol). Symbols are numbered from 1 in order of creation, so the array is dense
/// and a lookup is an index; mutating through the subscript happens in place.
struct SymbolIndexed<Value> {
    private var storage: [Value]
    /// What a symbol without a value reads as.
    private let filler: Value

    /// An empty store; symbols without a value read as `filler`.
    init(filler: Value) {
        self.filler = filler
        storage = [filler]
    }

    /// The value of a symbol, in place.
    subscript(symbol: SolverSymbol) -> Value {
        get { symbol.id < storage.count ? storage[symbol.id] : filler }
        _modify {
            if symbol.id >= storage.count {
                storage.append(contentsOf: repeatElement(filler, count: symbol.id - storage.count + 1))
            }
            yield &storage[symbol.id]
        }
    }

    /// The numbers of the symbols whose value passes `test`.
    func numbers(where test: (Value) -> Bool) -> [Int] {
        storage.indices.filter { test(storage[$0]) }
    }
}
