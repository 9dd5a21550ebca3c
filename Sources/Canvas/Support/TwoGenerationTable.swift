/// A table that keeps what it is still asked for within a bound on its size: entries go into
/// the current generation; when that holds half the capacity it becomes the previous one (the
/// older previous is dropped), and an entry found only in the previous generation is copied
/// into the current one. Entries in use survive every turnover, while those not asked for again
/// (a report's invoice numbers, dates and amounts) leave within two; it never holds more than
/// `capacity` entries. (Emptying a full table at once made a report with many unique tokens
/// shape its whole vocabulary again every few hundred rows.)
struct TwoGenerationTable<Key: Hashable, Value> {
    private var current: [Key: Value] = [:]
    private var previous: [Key: Value] = [:]
    /// The most entries the two generations hold together.
    let capacity: Int
    /// How many times the current generation became the previous one.
    private(set) var turnovers = 0

    init(capacity: Int) { self.capacity = max(2, capacity) }

    /// The entries held (an entry copied forward counts twice until its old copy leaves).
    var count: Int { current.count + previous.count }
    /// The entries of the current generation.
    var currentCount: Int { current.count }

    /// The value for `key`, copied into the current generation when only the previous one held it.
    mutating func value(for key: Key) -> Value? {
        if let value = current[key] { return value }
        guard let value = previous[key] else { return nil }
        insert(value, for: key)
        return value
    }

    /// Stores `value` for `key` in the current generation, turning over first when it is full.
    mutating func insert(_ value: Value, for key: Key) {
        if current.count >= capacity / 2 { turnOver() }
        current[key] = value
    }

    /// Makes the current generation the previous one, dropping the older.
    mutating func turnOver() {
        previous = current
        current = Dictionary(minimumCapacity: previous.count)
        turnovers += 1
    }

    /// Drops every entry.
    mutating func removeAll() {
        current.removeAll()
        previous.removeAll()
    }
}
