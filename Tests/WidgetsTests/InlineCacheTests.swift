import Canvas
import Testing

@testable import Widgets

/// The views' measurement caches: three entries inline, more in a dictionary, replaced values,
/// the start-over at capacity, and keys compared as a dictionary compares them.
@Suite struct InlineCacheTests {
    @Test func holdsEveryEntryUpToItsCapacityAndReplacesValues() {
        var cache = InlineCache<Int, String>(capacity: 6)
        #expect(cache.isEmpty && cache.count == 0)
        for key in 0..<6 { cache.insert("\(key)", for: key) }
        #expect(cache.count == 6 && !cache.isEmpty)
        #expect((0..<6).map { cache[$0] } == ["0", "1", "2", "3", "4", "5"])
        cache.insert("one", for: 1)  // inline
        cache.insert("five", for: 5)  // in the dictionary
        #expect(cache.count == 6)
        #expect(cache[1] == "one" && cache[5] == "five" && cache[6] == nil)
    }

    @Test func aNewKeyInAFullCacheStartsItOver() {
        var cache = InlineCache<Int, Int>(capacity: 4)
        for key in 0..<4 { cache.insert(key, for: key) }
        cache.insert(3, for: 3)  // a known key: no start-over
        #expect(cache.count == 4)
        cache.insert(9, for: 9)
        #expect(cache.count == 1 && cache[9] == 9 && cache[0] == nil && cache[3] == nil)
        cache.removeAll()
        #expect(cache.isEmpty && cache[9] == nil)
    }

    @Test func proposalsAreKeysAsInADictionary() {
        var cache = InlineCache<SizeProposal, Size>(capacity: 64)
        let proposals: [SizeProposal] = [
            .unbounded, SizeProposal(limits: Size(width: 100, height: Double.infinity)),
            SizeProposal(width: .exactly(100), height: .unbounded),
            SizeProposal(width: .atMost(0), height: .atMost(0)),
            SizeProposal(width: .exactly(0), height: .unbounded),
        ]
        for (index, proposal) in proposals.enumerated() {
            cache.insert(Size(width: Double(index), height: 1), for: proposal)
        }
        // An at-most limit and an exact length of the same value are different proposals.
        #expect(proposals.map { cache[$0]?.width } == [0, 1, 2, 3, 4])
        #expect(cache[SizeProposal(width: .atMost(100), height: .atMost(100))] == nil)
    }

    /// Against a dictionary emptied when a new key finds it full, over 10,000 random reads and
    /// writes: the inline slots and the dictionary behind them answer as one dictionary would.
    @Test(arguments: [3, 4, 7])
    func behavesAsADictionaryThatStartsOverWhenFull(capacity: Int) {
        var random = UInt64(capacity)
        func next() -> Int {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(random >> 33)
        }
        var cache = InlineCache<Int, Int>(capacity: capacity)
        var model: [Int: Int] = [:]
        for step in 0..<10_000 {
            let key = next() % 12
            if next() % 2 == 0 {
                #expect(cache[key] == model[key], "step \(step)")
            } else {
                if model[key] == nil, model.count >= capacity { model.removeAll() }
                model[key] = step
                cache.insert(step, for: key)
            }
            #expect(cache.count == model.count && cache.isEmpty == model.isEmpty, "step \(step)")
        }
    }
}
