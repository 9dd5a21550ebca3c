internal import CCairo
import Foundation
import Synchronization

/// Where words may break with a hyphen: Liang's patterns from libhyphen's US English dictionary
/// (Debian's `hyphen-en-us`), marked in text as soft hyphens (U+00AD). Pango breaks lines at a soft
/// hyphen and draws it as a hyphen only when a line ends there.
final class Hyphenator: Sendable {
    /// The dictionary Vellum reads.
    static let dictionaryPath = "/usr/share/hyphen/hyph_en_US.dic"
    /// The process's hyphenator, or `nil` when the dictionary is not installed (text then does
    /// not hyphenate).
    static let shared: Hyphenator? = Hyphenator(path: dictionaryPath)
    /// Letters kept together at a word's start and end (the dictionary's own minimums).
    static let leftMinimum: Int32 = 2
    static let rightMinimum: Int32 = 3
    /// Words shorter than this are never hyphenated; longer than `maximumWordBytes` neither (libhyphen's limit).
    static let minimumWordLength = 5
    static let maximumWordBytes = 99

    /// The loaded dictionary, freed in deinit, used only while holding ``lock``.
    private nonisolated(unsafe) let dictionary: UnsafeMutablePointer<HyphenDict>
    /// Held around every use of ``dictionary``: libhyphen does not document its functions as safe
    /// on one dictionary from several threads.
    private let lock = Mutex(())

    private init?(path: String) {
        guard FileManager.default.isReadableFile(atPath: path), let loaded = hnj_hyphen_load(path) else {
            return nil
        }
        dictionary = loaded
    }

    deinit {
        hnj_hyphen_free(dictionary)
    }

    /// `text` with a soft hyphen at each break point of each word (a run of letters) of five
    /// letters or more; other characters are kept as they are.
    func hyphenated(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + text.utf8.count / 4)
        var word = ""
        for character in text {
            if character.isLetter {
                word.append(character)
                continue
            }
            if !word.isEmpty {
                result += hyphenatedWord(word)
                word = ""
            }
            result.append(character)
        }
        if !word.isEmpty { result += hyphenatedWord(word) }
        return result
    }

    /// One word with its soft hyphens (the word itself when it is too short or too long, or
    /// lowercasing changes its length in bytes, which would misplace the break points).
    private func hyphenatedWord(_ word: String) -> String {
        let byteCount = word.utf8.count
        let characterCount = word.count
        let lower = Array(word.lowercased().utf8)
        guard characterCount >= Self.minimumWordLength, byteCount <= Self.maximumWordBytes,
            lower.count == byteCount
        else { return word }
        // Step 1: the break points, one flag per Unicode scalar (odd: a break may follow it).
        var hyphens = [CChar](repeating: 0, count: byteCount + Self.flagSlack)
        let found = lower.withUnsafeBufferPointer { letters in
            hyphens.withUnsafeMutableBufferPointer { breakFlags(of: letters, into: $0) }
        }
        guard found else { return word }
        // Step 2: the word with U+00AD after each character whose last scalar a break follows
        // (never inside a character, so a base letter keeps its combining marks).
        var out = ""
        out.reserveCapacity(byteCount + 8)
        var scalars = 0
        for (index, character) in zip(0..., word) {
            out.append(character)
            scalars += character.unicodeScalars.count
            if index < characterCount - 1, hyphens[scalars - 1] & 1 == 1 { out.append("\u{AD}") }
        }
        return out
    }

    /// The flags libhyphen writes past a word's bytes (its documented `word_size + 5`).
    static let flagSlack = 5

    /// Fills `flags` with libhyphen's break flags for `word` (lowercased UTF-8, any buffer: it
    /// need not be followed by a NUL), one per Unicode scalar: libhyphen reads a UTF-8
    /// dictionary's flags per byte, then moves them to one per scalar (`hnj_hyphen_norm`).
    /// False when libhyphen fails. `flags` holds at least
    /// `word.count + flagSlack` bytes, and nothing past them is written.
    ///
    /// libhyphen reads the word as a C string as well as by its length: the dictionary's
    /// NOHYPHEN strings (`-`, `'`, `–`, `’`) are found with `strstr`, and a flag is cleared at
    /// each match. Given the caller's bytes unterminated, a match in whatever memory followed
    /// them cleared a byte that far past `flags`, corrupting the heap. So the word is copied
    /// and terminated here, whatever the caller passes.
    func breakFlags(of word: UnsafeBufferPointer<UInt8>, into flags: UnsafeMutableBufferPointer<CChar>)
        -> Bool
    {
        precondition(flags.count >= word.count + Self.flagSlack, "libhyphen writes word.count + 5 flags")
        let count = word.count
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: count + 1) { letters in
            UnsafeMutableRawBufferPointer(letters).copyMemory(from: UnsafeRawBufferPointer(word))
            letters[count] = 0
            return lock.withLock { _ in
                var replacements: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
                var positions: UnsafeMutablePointer<Int32>?
                var cuts: UnsafeMutablePointer<Int32>?
                let status = hnj_hyphen_hyphenate3(
                    dictionary, letters.baseAddress, Int32(count), flags.baseAddress, nil, &replacements,
                    &positions, &cuts,
                    Self.leftMinimum, Self.rightMinimum, Self.leftMinimum, Self.rightMinimum)
                // Non-standard breaks (replacements, one slot per byte) are not used; free
                // what libhyphen made.
                if let replacements {
                    for i in 0..<count { free(replacements[i]) }
                    free(replacements)
                }
                free(positions)
                free(cuts)
                return status == 0
            }
        }
    }
}
