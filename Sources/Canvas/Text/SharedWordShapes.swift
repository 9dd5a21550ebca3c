import Synchronization

/// Word shapings shared by the engines of every thread: what one engine's ``ShapedWordCache``
/// shaped with Pango, another engine takes instead of shaping the word again.
///
/// A report lays out on two threads and a batch on one per core, and each thread's engine keeps
/// its own words (their fonts are the engine's Pango objects). Without this store every engine
/// shaped the whole vocabulary of a document again: at 1,000 rows of W2 the two threads made
/// 4,628 Pango shaping calls, 1,238 of them for words and joins the other had shaped. Shaping
/// depends only on the font (its file, size, weight, slant and features, all in the
/// ``FontKey``) and the font configuration (the generation), never on the engine, so the glyphs
/// one engine shaped are the glyphs any other would shape: what is shared is plain data
/// (``WordGlyphs``), and each engine pairs it with its own font.
///
/// Engines consult the store only when their own table misses, so the lock is taken for a word an
/// engine has not seen (once to look it up, once more to record it if the store had none), never
/// on the path that finds a known word. It admits only words without digits (``admits(_:)``):
/// amounts, dates and invoice numbers rarely come back in a document, and recording them filled
/// the store with tokens no other engine asked for (4 MB more at 100,000 rows of W2, past the
/// 40 MB target). Each table keeps two generations of at most ``capacity`` entries together
/// (``TwoGenerationTable``), as the engines' own tables do, so its memory stays bounded whatever
/// the document.
///
/// In a text of several words a wrong entry mostly shows as a lost fast path, not as wrong text:
/// ``ShapedWordCache/join(_:_:in:engine:)`` compares the words with their joins shaped
/// in the engine's own font and sends a mismatch to Pango. So the tests count fast layouts as
/// well as comparing output.
final class SharedWordShapes: Sendable {
    /// The store every engine uses.
    static let shared = SharedWordShapes(capacity: 4_096)

    /// Whether the store keeps `word`: one without ASCII digits (see above). Joins are kept
    /// whatever their characters: they are one small entry each.
    static func admits(_ word: Substring) -> Bool {
        !word.utf8.contains { $0.isASCIIDigit }
    }

    /// A word in one font and script of one font configuration.
    struct WordID: Hashable {
        /// The font configuration's generation (``TextEngine/generation``).
        let generation: Int
        /// The font the word is shaped in, and its paragraph's script.
        let table: WordTableKey
        /// The word.
        let word: WordKey
    }

    /// A join (two characters each side of a space) in one font and script of one configuration.
    struct JoinID: Hashable {
        /// The font configuration's generation (``TextEngine/generation``).
        let generation: Int
        /// The font the join is shaped in, and its paragraph's script.
        let table: WordTableKey
        /// The characters each side of the space (``JoinWindow``).
        let join: JoinKey
    }

    /// What the store holds, in two generations a table (``TwoGenerationTable``).
    private struct State {
        /// Each word's glyphs, or `nil` when Pango does not shape it as one plain run.
        var words: TwoGenerationTable<WordID, WordGlyphs?>
        /// What each join does (``JoinFacts``).
        var joins: TwoGenerationTable<JoinID, JoinFacts>
    }

    /// The most entries each table holds.
    let capacity: Int
    /// The tables, behind the lock every engine takes.
    private let state: Mutex<State>

    /// A store that keeps up to `capacity` words and as many joins (tests make small ones).
    init(capacity: Int) {
        self.capacity = capacity
        state = Mutex(State(words: .init(capacity: capacity), joins: .init(capacity: capacity)))
    }

    /// The glyphs some engine recorded for `id`: `.some(nil)` when the word does not shape as
    /// one plain run, `nil` when no engine has recorded it.
    func word(_ id: WordID) -> WordGlyphs?? {
        state.withLock { $0.words.value(for: id) }
    }

    /// Records what Pango shaped for `id` (`nil`: not one plain run).
    func record(_ glyphs: WordGlyphs?, for id: WordID) {
        state.withLock { $0.words.insert(glyphs, for: id) }
    }

    /// What `id` does, if some engine has recorded it.
    func join(_ id: JoinID) -> JoinFacts? {
        state.withLock { $0.joins.value(for: id) }
    }

    /// Records what `id` does.
    func record(join facts: JoinFacts, for id: JoinID) {
        state.withLock { $0.joins.insert(facts, for: id) }
    }

    /// How many words and joins the store holds and how often each table turned over, for
    /// tests.
    var counts: (words: Int, joins: Int, wordsEmptied: Int, joinsEmptied: Int) {
        state.withLock { ($0.words.count, $0.joins.count, $0.words.turnovers, $0.joins.turnovers) }
    }
}
