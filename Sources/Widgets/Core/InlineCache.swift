/// A small cache that holds its first three entries inline and any more in a dictionary.
///
/// Views cache their measurements per proposal, and most are measured under one to three (a
/// stack asks its children for their natural size, then for their size at the width they get):
/// held inline, those cost no allocation and no hashing. Keys compare with `==`, as a
/// dictionary's do. Past ``capacity`` entries the cache starts over. The slots are stored even
/// when empty, so this suits small keys and values (a label's layouts, several hundred bytes
/// each, stay in a dictionary).
struct InlineCache<Key: Hashable, Value> {
    /// The most entries kept before the cache starts over.
    let capacity: Int

    private var first: (key: Key, value: Value)?
    private var second: (key: Key, value: Value)?
    private var third: (key: Key, value: Value)?
    private var more: [Key: Value] = [:]

    /// An empty cache that keeps at most `capacity` entries (at least three).
    init(capacity: Int) { self.capacity = max(3, capacity) }

    /// Whether the cache is empty.
    var isEmpty: Bool { first == nil }

    /// The number of entries.
    var count: Int {
        (first == nil ? 0 : 1) + (second == nil ? 0 : 1) + (third == nil ? 0 : 1) + more.count
    }

    /// The value cached for `key`.
    subscript(key: Key) -> Value? {
        if let first, first.key == key { return first.value }
        if let second, second.key == key { return second.value }
        if let third, third.key == key { return third.value }
        return more.isEmpty ? nil : more[key]
    }

    /// Caches `value` for `key`, replacing the value it had; a new key in a full cache empties
    /// it first.
    mutating func insert(_ value: Value, for key: Key) {
        if let first, first.key == key {
            self.first = (key, value)
        } else if let second, second.key == key {
            self.second = (key, value)
        } else if let third, third.key == key {
            self.third = (key, value)
        } else if first == nil {
            first = (key, value)
        } else if second == nil {
            second = (key, value)
        } else if third == nil {
            third = (key, value)
        } else {
            if more[key] == nil, count >= capacity {
                removeAll()
                first = (key, value)
                return
            }
            more[key] = value
        }
    }

    /// Removes every entry.
    mutating func removeAll() {
        first = nil
        second = nil
        third = nil
        if !more.isEmpty { more.removeAll() }
    }
}
