/// A small least-recently-used cache for one thread's use.
///
/// Entries sit in a doubly linked list, most recently used first, threaded through an array by
/// index. A dictionary maps each key's hash value to the first entry of that hash, and entries
/// of one hash are chained: the dictionary holds two integers per entry however large the key
/// is, so removing one (every insertion beyond ``capacity`` removes one) moves no keys around.
/// Lookups, insertions and removals are O(1): a hit moves its entry to the front, and inserting
/// beyond ``capacity`` reuses the least recently used entry's slot for the new one (one entry is
/// evicted, never a batch).
final class LRUCache<Key: Hashable, Value> {
    private struct Entry {
        var key: Key?
        var value: Value?
        /// The key's hash value.
        var hash: Int
        /// The next entry with the same hash value, or -1.
        var sameHash: Int
        /// The next more recently used entry's index, or -1.
        var newer: Int
        /// The next less recently used entry's index, or -1.
        var older: Int
    }

    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Exclusivity".
    /// The first entry of each hash value in use.
    @exclusivity(unchecked) private var heads: [Int: Int] = [:]
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// Indices of removed entries, for reuse.
    @exclusivity(unchecked) private var unused: [Int] = []
    /// The most recently used entry's index, or -1 when empty.
    @exclusivity(unchecked) private var newest = -1
    /// The least recently used entry's index, or -1 when empty.
    @exclusivity(unchecked) private var oldest = -1
    /// The number of entries.
    @exclusivity(unchecked) private(set) var count = 0
    /// The most entries kept (at least 1).
    let capacity: Int

    /// Creates an empty cache that keeps at most `capacity` entries.
    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// The value for `key`, marking it most recently used; setting `nil` removes the entry, and
    /// setting a value beyond ``capacity`` evicts the least recently used entry.
    subscript(key: Key) -> Value? {
        get {
            guard let index = find(key, hash: key.hashValue) else { return nil }
            moveToFront(index)
            return entries[index].value
        }
        set {
            let hash = key.hashValue
            if let index = find(key, hash: hash) {
                guard let newValue else {
                    remove(index)
                    unused.append(index)
                    return
                }
                entries[index].value = newValue
                moveToFront(index)
                return
            }
            guard let newValue else { return }
            let index: Int
            if count >= capacity, oldest >= 0 {
                // Reuse the least recently used entry's slot.
                index = oldest
                remove(index)
            } else if let reused = unused.popLast() {
                index = reused
            } else {
                index = entries.count
                entries.append(Entry(key: nil, value: nil, hash: 0, sameHash: -1, newer: -1, older: -1))
            }
            entries[index].key = key
            entries[index].value = newValue
            entries[index].hash = hash
            entries[index].sameHash = heads[hash] ?? -1
            heads[hash] = index
            count += 1
            linkAtFront(index)
        }
    }

    /// Removes every entry.
    func removeAll() {
        heads.removeAll()
        entries.removeAll()
        unused.removeAll()
        newest = -1
        oldest = -1
        count = 0
    }

    /// The index of the entry holding `key`, whose hash value is `hash`.
    private func find(_ key: Key, hash: Int) -> Int? {
        var index = heads[hash] ?? -1
        while index >= 0 {
            if entries[index].key == key { return index }
            index = entries[index].sameHash
        }
        return nil
    }

    /// Empties an entry's slot: out of its hash value's chain and the recency list.
    private func remove(_ index: Int) {
        let hash = entries[index].hash
        let next = entries[index].sameHash
        if heads[hash] == index {
            heads[hash] = next >= 0 ? next : nil
        } else if var previous = heads[hash] {
            while entries[previous].sameHash != index { previous = entries[previous].sameHash }
            entries[previous].sameHash = next
        }
        entries[index].sameHash = -1
        unlink(index)
        entries[index].key = nil
        entries[index].value = nil
        count -= 1
    }

    private func moveToFront(_ index: Int) {
        guard index != newest else { return }
        unlink(index)
        linkAtFront(index)
    }

    private func unlink(_ index: Int) {
        let newer = entries[index].newer
        let older = entries[index].older
        if newer >= 0 { entries[newer].older = older } else { newest = older }
        if older >= 0 { entries[older].newer = newer } else { oldest = newer }
        entries[index].newer = -1
        entries[index].older = -1
    }

    private func linkAtFront(_ index: Int) {
        entries[index].newer = -1
        entries[index].older = newest
        if newest >= 0 { entries[newest].newer = index } else { oldest = index }
        newest = index
    }
}
