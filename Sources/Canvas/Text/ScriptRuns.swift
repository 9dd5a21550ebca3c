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

    /// The runs of `text` in order, or `nil` when a run's script is one GLib does not know.
    static func of(_ text: String) -> [Run]? {
        guard let first = ParagraphScript(of: text) else { return nil }
        guard hasSecondScript(text, besides: first) else {
            return [Run(bytes: 0..<text.utf8.count, script: first)]
        }
        return pangoRuns(of: text)
    }

    /// Whether a letter of `text` is of a script other than `script` (ASCII letters are Latin;
    /// shared and inherited characters are of every script).
    private static func hasSecondScript(_ text: String, besides script: ParagraphScript) -> Bool {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let isLetter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                if isLetter && script != .latin { return true }
                continue
            }
            let code = ParagraphScript.code(of: scalar)
            if code != script.code && code != G_UNICODE_SCRIPT_COMMON.rawValue
                && code != G_UNICODE_SCRIPT_INHERITED.rawValue
            {
                return true
            }
        }
        return false
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
