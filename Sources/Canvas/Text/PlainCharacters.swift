internal import CCairo

/// Which characters a word of the fast path may hold: those Pango draws, in a paragraph of one
/// script and one direction, exactly as the word shaped alone, whatever the words around it.
///
/// Not plain, so their paragraphs take Pango's layout:
/// - controls, the soft hyphen (a line ending at it shows a hyphen), zero-width spaces and
///   joiners, word joiners, variation selectors, the line separator and the byte-order mark;
/// - characters of emoji presentation and the keycap mark (an item of their own in Pango, and
///   drawn smaller above ``Font/maximumEmojiSize``);
/// - right-to-left letters, Arabic digits and explicit direction marks and embeddings (another
///   bidi level: another item), segment and paragraph separators;
/// - a letter of a script other than the paragraph's (another item).
enum PlainCharacters {
    /// Whether every scalar of `word` is plain in a paragraph of `script`.
    static func allPlain(_ word: Substring, script: ParagraphScript) -> Bool {
        word.unicodeScalars.allSatisfy { isPlain($0, script: script) }
    }

    /// Whether `scalar` is plain in a paragraph of `script`.
    static func isPlain(_ scalar: Unicode.Scalar, script: ParagraphScript) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            guard value >= 0x20, value != 0x7F else { return false }
            let isLetter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            return !isLetter || script == .latin
        }
        switch value {
        case 0x80...0x9F, 0xAD, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F,
            0xFEFF, 0x20E3, 0xE0000...0xE0FFF:
            return false
        default: break
        }
        if scalar.properties.isEmojiPresentation { return false }
        switch vellum_bidi_type(value) {
        case PANGO_BIDI_TYPE_R, PANGO_BIDI_TYPE_AL, PANGO_BIDI_TYPE_AN, PANGO_BIDI_TYPE_LRE,
            PANGO_BIDI_TYPE_LRO, PANGO_BIDI_TYPE_RLE, PANGO_BIDI_TYPE_RLO, PANGO_BIDI_TYPE_PDF,
            PANGO_BIDI_TYPE_LRI, PANGO_BIDI_TYPE_RLI, PANGO_BIDI_TYPE_FSI, PANGO_BIDI_TYPE_PDI,
            PANGO_BIDI_TYPE_B, PANGO_BIDI_TYPE_S:
            return false
        default: break
        }
        let code = ParagraphScript.code(of: scalar)
        return code == script.code || code == G_UNICODE_SCRIPT_COMMON.rawValue
            || code == G_UNICODE_SCRIPT_INHERITED.rawValue
    }

    /// Whether `scalar` attaches to the character before it (a combining mark or a zero-width
    /// joiner): a join's window reaches back to the character it belongs to.
    static func attaches(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.value == 0x200D
        }
    }
}
