import Fixtures
import Testing

@testable import Canvas

/// The layout cache's bookkeeping: recency, eviction of one entry at a time, removal, and keys
/// whose hash values collide (entries of one hash value are chained).
@Suite struct LRUCacheTests {
    /// A key whose hash value is its `bucket`, so tests choose which keys collide.
    struct Key: Hashable {
        let id: Int
        let bucket: Int
        func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
    }

    @Test func evictsTheLeastRecentlyUsedEntryOneAtATime() {
        let cache = LRUCache<Int, String>(capacity: 3)
        cache[1] = "one"
        cache[2] = "two"
        cache[3] = "three"
        #expect(cache[1] == "one")  // 1 is now the most recent; 2 the least.
        cache[4] = "four"
        #expect(cache.count == 3)
        #expect(cache[2] == nil)
        #expect(cache[1] == "one" && cache[3] == "three" && cache[4] == "four")
        cache[5] = "five"  // 1 was read before 3 and 4: it goes now.
        #expect(cache[1] == nil)
        #expect([cache[3], cache[4], cache[5]] == ["three", "four", "five"])
    }

    @Test func collidingKeysAreToldApartAndRemovedFromTheMiddleOfTheirChain() {
        let cache = LRUCache<Key, Int>(capacity: 8)
        let keys = (0..<5).map { Key(id: $0, bucket: 7) }
        for key in keys { cache[key] = key.id * 10 }
        #expect(keys.map { cache[$0] } == [0, 10, 20, 30, 40])
        cache[keys[2]] = nil  // the middle of the chain
        cache[keys[4]] = nil  // its head (the last inserted)
        cache[keys[0]] = nil  // its tail
        #expect(keys.map { cache[$0] } == [nil, 10, nil, 30, nil])
        #expect(cache.count == 2)
        cache[keys[2]] = 22  // a removed slot is reused
        cache[keys[1]] = 11  // an update keeps one entry
        #expect(keys.map { cache[$0] } == [nil, 11, 22, 30, nil])
        #expect(cache.count == 3)
    }

    @Test func evictingAKeyThatCollidesKeepsTheOthersOfItsHashValue() {
        let cache = LRUCache<Key, Int>(capacity: 3)
        let a = Key(id: 1, bucket: 1)
        let b = Key(id: 2, bucket: 1)
        let c = Key(id: 3, bucket: 2)
        cache[a] = 1
        cache[b] = 2
        cache[c] = 3
        cache[Key(id: 4, bucket: 1)] = 4  // evicts a, the oldest, from the middle of bucket 1's chain
        #expect(cache[a] == nil)
        #expect(cache[b] == 2 && cache[c] == 3 && cache[Key(id: 4, bucket: 1)] == 4)
        // Many rounds through a full cache of colliding keys keep exactly `capacity` entries.
        for round in 0..<100 { cache[Key(id: 100 + round, bucket: round % 2)] = round }
        #expect(cache.count == 3)
        #expect((97..<100).map { cache[Key(id: 100 + $0, bucket: $0 % 2)] } == [97, 98, 99])
    }

    @Test func removeAllEmptiesTheCache() {
        let cache = LRUCache<Int, Int>(capacity: 2)
        cache[1] = 1
        cache[2] = 2
        cache.removeAll()
        #expect(cache.count == 0 && cache[1] == nil && cache[2] == nil)
        cache[3] = 3
        #expect(cache[3] == 3 && cache.count == 1)
    }

    /// Against a plain model (an array, most recent first) over 20,000 random reads, writes and
    /// removals of keys that collide in four hash values, at capacities from 1 to 9: every read
    /// answers as the model does, and the count matches after every step.
    @Test(arguments: [1, 2, 3, 9])
    func behavesAsAPlainListOfRecentEntries(capacity: Int) {
        var random = SplitMix64(seed: UInt64(capacity))
        let cache = LRUCache<Key, Int>(capacity: capacity)
        var model: [(key: Key, value: Int)] = []
        for step in 0..<20_000 {
            let id = Int(random.next() % 16)
            let key = Key(id: id, bucket: id % 4)
            switch random.next() % 4 {
            case 0:
                let expected = model.firstIndex { $0.key == key }.map { model.remove(at: $0) }
                if let expected { model.insert(expected, at: 0) }
                #expect(cache[key] == expected?.value, "step \(step)")
            case 1:
                model.removeAll { $0.key == key }
                cache[key] = nil
            default:
                model.removeAll { $0.key == key }
                model.insert((key, step), at: 0)
                if model.count > capacity { model.removeLast() }
                cache[key] = step
            }
            #expect(cache.count == model.count, "step \(step)")
        }
    }
}

/// ``TwoGenerationTable`` at its cut-off: never more than its capacity, an entry still asked for
/// survives every turnover, one not asked for again is gone after two.
@Suite("Two-generation table")
struct TwoGenerationTableTests {
    @Test func itKeepsWhatIsAskedForWithinItsCapacity() {
        var table = TwoGenerationTable<Int, String>(capacity: 4)
        table.insert("kept", for: 0)
        var peak = table.count
        for key in 1...20 {
            table.insert("\(key)", for: key)
            #expect(table.value(for: 0) == "kept", "lost at \(key)")
            peak = max(peak, table.count)
        }
        #expect(peak <= 4)
        #expect(table.turnovers >= 9)
        // Key 1 was inserted first and never asked for again: two turnovers later it is gone.
        #expect(table.value(for: 1) == nil)
        // The last insertion is still there.
        #expect(table.value(for: 20) == "20")
        table.removeAll()
        #expect(table.count == 0 && table.value(for: 0) == nil)
    }
}
