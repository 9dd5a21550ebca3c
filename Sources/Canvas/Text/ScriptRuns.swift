internal import CCairo

/// The script runs Pango's itemizer cuts a paragraph into, and so the items the fast path's
/// words are shaped in: Pango's own script iterator (`pango_script_iter`), which gives shared
/// characters (spaces, digits, punctuation) the script before them, and a closing bracket its
/// opening bracket's script.
///
/// A paragraph whose letters are of one script is one run, found without Pango: the common
/// case of a report pays one scan of its bytes.
enum ScriptRuns {
    /// One run: its bytes in the paragraph and its script.
    struct Run {
        let bytes: Range<Int>
        let script: ParagraphScript
    }

    /// The runs of `text` in order, or `nil` when a run's script is one GLib does not know. One
    /// scan finds the first letter's script and, when another letter's differs, asks Pango.
    static func of(_ text: String) -> [Run]? {
        var first: (letter: Unicode.Scalar, code: Int32)?
        for scalar in text.unicodeScalars {
            guard let code = ParagraphScript.letterCode(of: scalar) else { continue }
            guard let first else {
                first = (scalar, code)
                continue
            }
            if code != first.code { return pangoRuns(of: text) }
        }
        let script = first.map { ParagraphScript(letter: $0.letter, code: $0.code) } ?? .common
        return script.map { [Run(bytes: 0..<text.utf8.count, script: $0)] }
    }

    /// The runs Pango's script iterator gives `text`.
    private static func pangoRuns(of text: String) -> [Run]? {
        var text = text
        return text.withUTF8 { bytes -> [Run]? in
            guard let base = bytes.baseAddress,
                let iterator = base.withMemoryRebound(
                    to: CChar.self, capacity: bytes.count,
                    {
                        pango_script_iter_new($0, Int32(bytes.count))
                    })
            else { return nil }
            defer { pango_script_iter_free(iterator) }
            var runs: [Run] = []
            repeat {
                var start: UnsafePointer<CChar>?
                var end: UnsafePointer<CChar>?
                var script = PANGO_SCRIPT_COMMON
                pango_script_iter_get_range(iterator, &start, &end, &script)
                guard let start, let end else { return nil }
                let lower = base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { start - $0 }
                let upper = lower + (end - start)
                guard let runScript = ParagraphScript(code: script.rawValue, in: bytes[lower..<upper]) else {
                    return nil
                }
                runs.append(Run(bytes: lower..<upper, script: runScript))
            } while pango_script_iter_next(iterator) != 0
            return runs
        }
    }
}
