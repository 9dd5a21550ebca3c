import Synchronization

/// How many texts this process laid out from shaped words (the fast path) and how many through
/// Pango's paragraph layout, over every thread's engine.
///
/// `make bench` prints the fast path's hit rate per workload from these counts, so a fast path
/// that only the benchmark's data takes shows as a low rate on realistic data. Counting is one
/// relaxed atomic increment per text laid out (a cache miss), never per text drawn.
package enum TextPathCounts {
    private static let shapedWords = Atomic<Int>(0)
    private static let pango = Atomic<Int>(0)

    /// Counts one text laid out on the fast path (`fast`) or by Pango.
    static func record(fast: Bool) {
        if fast {
            shapedWords.wrappingAdd(1, ordering: .relaxed)
        } else {
            pango.wrappingAdd(1, ordering: .relaxed)
        }
    }

    /// The texts laid out so far: from shaped words, and by Pango's paragraph layout.
    package static var current: (shapedWords: Int, pango: Int) {
        (shapedWords.load(ordering: .relaxed), pango.load(ordering: .relaxed))
    }
}
