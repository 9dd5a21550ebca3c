internal import CCairo

/// The script Pango's itemizer gives a paragraph, or one script run of it (``ScriptRuns``), on the
/// fast path: for a paragraph, the script of its first
/// character of a real script (not Common, such as digits, punctuation and spaces, nor Inherited,
/// such as combining marks), or Common when it has none.
///
/// Pango's script iterator gives Common and Inherited characters the script around them, so a
/// paragraph of one real script plus shared characters is one script run. Its words are shaped
/// in that script's analysis (HarfBuzz may shape "2024" differently as Latin, Greek or Common),
/// and a word holding a second real script is not plain (``PlainCharacters``): Pango would make
/// it an item of its own.
struct ParagraphScript: Hashable, Sendable {
    /// GLib's script code (`GUnicodeScript`, the numbers Pango's scripts use).
    let code: Int32
    /// A character of the script, laid out alone to learn the font, language and analysis Pango
    /// gives the script's text.
    let probe: Unicode.Scalar

    /// Common: digits, punctuation and symbols alone.
    static let common = ParagraphScript(code: G_UNICODE_SCRIPT_COMMON.rawValue, probe: "0")
    /// Latin, probed with "x" as the fast path always was.
    static let latin = ParagraphScript(code: G_UNICODE_SCRIPT_LATIN.rawValue, probe: "x")

    private init(code: Int32, probe: Unicode.Scalar) {
        self.code = code
        self.probe = probe
    }

    /// The script of `text`: its first scalar of a real script decides (ASCII letters are Latin,
    /// the rest of ASCII Common); `nil` when that scalar's script is unknown to GLib.
    init?(of text: String) {
        for scalar in text.unicodeScalars {
            guard let code = Self.letterCode(of: scalar) else { continue }
            self.init(letter: scalar, code: code)
            return
        }
        self = .common
    }

    /// The script of a letter whose GLib script is `code` (``letterCode(of:)``); `nil` when GLib
    /// does not know it.
    init?(letter: Unicode.Scalar, code: Int32) {
        guard code != G_UNICODE_SCRIPT_UNKNOWN.rawValue else { return nil }
        self = Self.representative(of: code) ?? ParagraphScript(code: code, probe: letter)
    }

    /// The GLib script of `scalar` when it is of a real script, `nil` for the shared (Common)
    /// and inherited ones: ASCII letters are Latin and the rest of ASCII Common, without asking
    /// GLib.
    static func letterCode(of scalar: Unicode.Scalar) -> Int32? {
        let value = scalar.value
        if value < 0x80 {
            let isLetter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            return isLetter ? G_UNICODE_SCRIPT_LATIN.rawValue : nil
        }
        let code = Self.code(of: scalar)
        return code == G_UNICODE_SCRIPT_COMMON.rawValue || code == G_UNICODE_SCRIPT_INHERITED.rawValue
            ? nil : code
    }

    /// The script Pango's script iterator gave a run of a paragraph (``ScriptRuns``), probed with
    /// its representative or the run's first letter of it; `nil` when the run holds no letter of
    /// a script without a representative, or the script is unknown to GLib.
    init?(code: Int32, in run: UnsafeBufferPointer<UInt8>.SubSequence) {
        if code == G_UNICODE_SCRIPT_COMMON.rawValue {
            self = .common
            return
        }
        guard code != G_UNICODE_SCRIPT_UNKNOWN.rawValue, code != G_UNICODE_SCRIPT_INHERITED.rawValue else {
            return nil
        }
        if let representative = Self.representative(of: code) {
            self = representative
            return
        }
        for scalar in String(decoding: run, as: UTF8.self).unicodeScalars where Self.code(of: scalar) == code
        {
            self = ParagraphScript(code: code, probe: scalar)
            return
        }
        return nil
    }

    /// GLib's script of one scalar.
    static func code(of scalar: Unicode.Scalar) -> Int32 {
        g_unichar_get_script(scalar.value).rawValue
    }

    /// A fixed probe for the scripts whose every letter one font usually covers, so the first
    /// paragraph's first letter (a rare one a fallback font draws) does not decide the font.
    private static func representative(of script: Int32) -> ParagraphScript? {
        switch script {
        case G_UNICODE_SCRIPT_LATIN.rawValue: .latin
        case G_UNICODE_SCRIPT_GREEK.rawValue: ParagraphScript(code: script, probe: "\u{3B1}")
        case G_UNICODE_SCRIPT_CYRILLIC.rawValue: ParagraphScript(code: script, probe: "\u{434}")
        default: nil
        }
    }
}
