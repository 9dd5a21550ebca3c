import Foundation

extension Markup {
    /// A single-pass parser over the source's UTF-8 bytes (every character the syntax gives
    /// meaning to is ASCII, and ASCII bytes never occur inside a multi-byte character). Offsets,
    /// in errors too, are byte offsets.
    ///
    /// The text goes into one buffer and each run is only where it ends and its style (runs of
    /// the same style are merged as they come), so parsing is linear in the source: no string
    /// per run is built, copied or joined.
    struct Parser {
        let bytes: [UInt8]
        let maximumNesting: Int
        var index = 0
        var open: [OpenTag] = []
        /// The styles in effect, innermost last, as indices into `table`.
        var styles: [Int]
        /// Every distinct style met so far, once each.
        var table: [Style]
        /// Each style's index in `table`.
        var indices: [Style: Int]
        /// The UTF-8 of every run's text so far, in order.
        var text: [UInt8] = []
        /// How many bytes of `text` are in `runs` (the rest is pending, in the current style).
        var flushed = 0
        /// Each run's end (a byte count into `text`) and style (an index into `table`).
        var runs: [(end: Int, style: Int)] = []

        init(source: String, defaults: TextDefaults, limits: MarkupLimits) {
            bytes = Array(source.utf8)
            text.reserveCapacity(source.utf8.count)
            maximumNesting = max(0, limits.maximumNesting)
            let outer = Style(font: defaults.font, color: defaults.color)
            styles = [0]
            table = [outer]
            indices = [outer: 0]
        }

        var style: Style { table[styles[styles.count - 1]] }

        /// The index of `style` in `table`, adding it when it is new: runs of equal styles then
        /// compare (and merge) by index, and whatever reads the runs resolves each style once.
        mutating func index(of style: Style) -> Int {
            if let index = indices[style] { return index }
            table.append(style)
            indices[style] = table.count - 1
            return table.count - 1
        }

        mutating func parse() throws(Failure) -> StyledText {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "<"): try parseTag()
                case UInt8(ascii: "&"): append(try parseEntity())
                default:
                    // The text up to the next tag or entity, copied at once.
                    let start = index
                    while index < bytes.count && bytes[index] != UInt8(ascii: "<")
                        && bytes[index] != UInt8(ascii: "&")
                    {
                        index += 1
                    }
                    text.append(contentsOf: bytes[start..<index])
                }
            }
            if let tag = open.last { throw Failure(offset: tag.offset, reason: .unclosedTag(tag.name)) }
            flush()
            return styledText()
        }

        /// Appends one scalar of text in the current style.
        mutating func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                text.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                UTF8.encode(scalar) { text.append($0) }
            }
        }

        /// The runs, each with its text.
        func styledText() -> StyledText {
            var result: [StyledText.Run] = []
            result.reserveCapacity(runs.count)
            var start = 0
            text.withUnsafeBufferPointer { bytes in
                for run in runs {
                    let piece = UnsafeBufferPointer(rebasing: bytes[start..<run.end])
                    result.append(
                        StyledText.Run(text: String(decoding: piece, as: UTF8.self), style: run.style))
                    start = run.end
                }
            }
            return StyledText(styles: table, runs: result)
        }

        /// Ends the pending text as a run of the current style (merged into the last run when
        /// that has the same style).
        mutating func flush() {
            guard text.count > flushed else { return }
            flushed = text.count
            let current = styles[styles.count - 1]
            if let last = runs.last, last.style == current {
                runs[runs.count - 1].end = flushed
            } else {
                runs.append((flushed, current))
            }
        }

        // MARK: Tags

        /// Whether a lower-cased tag name is one Markup knows.
        static func isTag(_ key: String) -> Bool {
            switch key {
            case "b", "i", "u", "s", "sub", "sup", "br", "span": true
            default: false
            }
        }

        mutating func parseTag() throws(Failure) {
            let start = index
            var cursor = index + 1
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "/") || isLetter(bytes[cursor]) else {
                throw Failure(offset: start, reason: .bareLessThan)
            }
            let isClosing = bytes[cursor] == UInt8(ascii: "/")
            if isClosing { cursor += 1 }
            guard cursor < bytes.count, isLetter(bytes[cursor]) else { throw malformed(at: cursor) }
            let nameStart = cursor
            while cursor < bytes.count, isLetter(bytes[cursor]) || isDigit(bytes[cursor]) {
                cursor += 1
            }
            let name = excerpt(nameStart..<cursor)
            let key = name.lowercased()
            guard Parser.isTag(key) else { throw Failure(offset: start, reason: .unknownTag(name)) }
            index = cursor
            if isClosing {
                try closeTag(name: name, key: key, start: start)
            } else {
                try openTag(name: name, key: key, start: start)
            }
        }

        mutating func closeTag(name: String, key: String, start: Int) throws(Failure) {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw malformed(at: index) }
            index += 1
            guard key != "br", let top = open.last else {
                throw Failure(offset: start, reason: .unexpectedClosingTag(name))
            }
            guard top.key == key else {
                throw Failure(offset: start, reason: .mismatchedClosingTag(expected: top.name, found: name))
            }
            flush()
            open.removeLast()
            styles.removeLast()
        }

        mutating func openTag(name: String, key: String, start: Int) throws(Failure) {
            var next = style
            switch key {
            case "b": next.font.weight = .bold
            case "i": next.font.isItalic = true
            case "u": next.underline = .single
            case "s": next.strikethrough = .single
            case "sub": next = next.script(isSuperscript: false)
            case "sup": next = next.script(isSuperscript: true)
            default: break
            }
            var seen = SpanAttributes()
            while true {
                let hadWhitespace = skipWhitespace()
                guard index < bytes.count else { throw malformed(at: index) }
                if bytes[index] == UInt8(ascii: ">") {
                    index += 1
                    break
                }
                if bytes[index] == UInt8(ascii: "/") {
                    guard key == "br", index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else {
                        throw malformed(at: index)
                    }
                    index += 2
                    break
                }
                guard hadWhitespace, isLetter(bytes[index]) else { throw malformed(at: index) }
                try parseAttribute(tag: name, key: key, seen: &seen, style: &next)
            }
            if key == "br" {
                append("\n")
                return
            }
            guard open.count < maximumNesting else {
                throw Failure(offset: start, reason: .nestingTooDeep(maximumNesting))
            }
            flush()
            open.append(OpenTag(name: name, key: key, offset: start))
            styles.append(index(of: next))
        }

        /// Parses `name='value'` at the cursor and applies it to `style`.
        mutating func parseAttribute(
            tag: String, key: String, seen: inout SpanAttributes, style: inout Style
        ) throws(Failure) {
            let nameStart = index
            while index < bytes.count,
                isLetter(bytes[index]) || isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "-")
            {
                index += 1
            }
            let attribute = excerpt(nameStart..<index)
            let attributeKey = attribute.lowercased()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw malformed(at: index) }
            index += 1
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "'") || bytes[index] == UInt8(ascii: "\"")
            else {
                throw malformed(at: index)
            }
            let quote = bytes[index]
            let quoteOffset = index
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else { throw malformed(at: quoteOffset) }
            let valueEnd = index
            index += 1

            guard key == "span", let bit = SpanAttributes.bit(of: attributeKey) else {
                throw Failure(offset: nameStart, reason: .unknownAttribute(tag: tag, attribute: attribute))
            }
            guard seen.insert(bit) else {
                throw Failure(offset: nameStart, reason: .duplicateAttribute(tag: tag, attribute: attribute))
            }
            let raw = bytes[valueStart..<valueEnd]
            // At most 256 scalars: every scalar has one byte that is not a continuation byte.
            guard raw.lazy.filter({ $0 & 0xC0 != 0x80 }).count <= 256,
                apply(attributeKey, value: trimmed(raw), to: &style)
            else {
                throw Failure(
                    offset: valueStart,
                    reason: .invalidValue(attribute: attribute, value: excerpt(valueStart..<valueEnd)))
            }
        }

        // MARK: Attribute values

        /// The span attributes a tag has set so far, one bit each (a duplicate is an error).
        struct SpanAttributes {
            static let names = [
                "font-family", "font-size", "font-weight", "font-style", "color", "background", "underline",
                "strikethrough",
            ]
            private var bits: UInt16 = 0

            /// The bit of a (lower-cased) span attribute's name; `nil` for a name spans do not take.
            static func bit(of name: String) -> UInt16? {
                names.firstIndex(of: name).map { 1 << $0 }
            }

            /// Records an attribute's bit; `false` when it was already set.
            mutating func insert(_ bit: UInt16) -> Bool {
                defer { bits |= bit }
                return bits & bit == 0
            }
        }

        static let weights: [String: Font.Weight] = [
            "ultralight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
            "normal": .regular,
            "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
            "100": .ultraLight, "200": .thin, "300": .light, "400": .regular, "500": .medium,
            "600": .semibold, "700": .bold, "800": .heavy, "900": .black,
        ]

        static let colors: [String: Color] = {
            let named: [(String, Color)] = [
                ("black", .black), ("white", .white), ("red", .red), ("green", .green), ("blue", .blue),
                ("gray", .gray), ("clear", .clear), ("label", .label), ("secondaryLabel", .secondaryLabel),
                ("tertiaryLabel", .tertiaryLabel), ("quaternaryLabel", .quaternaryLabel), ("link", .link),
                ("placeholderText", .placeholderText), ("systemBackground", .systemBackground),
                ("secondarySystemBackground", .secondarySystemBackground),
                ("tertiarySystemBackground", .tertiarySystemBackground),
                ("systemGroupedBackground", .systemGroupedBackground),
                ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
                ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
                ("separator", .separator),
                ("opaqueSeparator", .opaqueSeparator), ("systemGray", .systemGray),
                ("systemGray2", .systemGray2),
                ("systemGray3", .systemGray3), ("systemGray4", .systemGray4), ("systemGray5", .systemGray5),
                ("systemGray6", .systemGray6), ("systemBlue", .systemBlue), ("systemGreen", .systemGreen),
                ("systemRed", .systemRed), ("systemOrange", .systemOrange), ("systemYellow", .systemYellow),
                ("systemPink", .systemPink), ("systemPurple", .systemPurple), ("systemTeal", .systemTeal),
                ("systemIndigo", .systemIndigo), ("systemBrown", .systemBrown), ("systemMint", .systemMint),
                ("systemCyan", .systemCyan),
            ]
            return Dictionary(uniqueKeysWithValues: named.map { ($0.0.lowercased(), $0.1) })
        }()

        /// Applies a span attribute's (trimmed) value; `false` when the value is invalid.
        func apply(_ attribute: String, value: String, to style: inout Style) -> Bool {
            let keyword = Parser.asciiLowercased(value)
            switch attribute {
            case "font-family":
                guard let family = Parser.family(value) else { return false }
                style.font.family = family
            case "font-size":
                guard let size = Parser.size(keyword) else { return false }
                style.font.size = size
            case "font-weight":
                guard let weight = Parser.weights[keyword] else { return false }
                style.font.weight = weight
            case "font-style":
                guard keyword == "normal" || keyword == "italic" else { return false }
                style.font.isItalic = keyword == "italic"
            case "color":
                guard let color = Parser.color(keyword) else { return false }
                style.color = color
            case "background":
                guard let color = Parser.color(keyword) else { return false }
                style.background = color
            case "underline":
                switch keyword {
                case "none": style.underline = nil
                case "single": style.underline = .single
                case "double": style.underline = .double
                default: return false
                }
            case "strikethrough":
                switch keyword {
                case "true": style.strikethrough = .single
                case "false": style.strikethrough = nil
                default: return false
                }
            default: return false
            }
            return true
        }

        /// A family of letters, digits, spaces and hyphens, 1…64 characters long.
        static func family(_ value: String) -> String? {
            guard !value.isEmpty, value.count <= 64 else { return nil }
            let isValid = value.unicodeScalars.allSatisfy { scalar in
                scalar == " " || scalar == "-" || ("0"..."9").contains(scalar) || ("a"..."z").contains(scalar)
                    || ("A"..."Z").contains(scalar) || (!scalar.isASCII && scalar.properties.isAlphabetic)
            }
            return isValid ? value : nil
        }

        /// A size such as `12`, `10.5` or `9pt`, within 1…512: digits with at most one full stop
        /// and at least one digit, checked byte by byte.
        static func size(_ value: String) -> Double? {
            var number = Substring(value)
            if number.utf8.count >= 2, number.utf8.suffix(2).elementsEqual("pt".utf8) {
                number = number.dropLast(2)
            }
            var digits = 0
            var stops = 0
            for byte in number.utf8 {
                switch byte {
                case 0x30...0x39: digits += 1
                case UInt8(ascii: "."): stops += 1
                default: return nil
                }
            }
            guard digits > 0, stops <= 1, let size = Double(number), (1...512).contains(size) else {
                return nil
            }
            return size
        }

        /// A colour from `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a whitelisted name (lower-cased).
        static func color(_ value: String) -> Color? {
            let utf8 = value.utf8
            guard utf8.first == UInt8(ascii: "#") else { return colors[value] }
            let digits = utf8.dropFirst()
            guard [3, 6, 8].contains(digits.count),
                digits.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
            else { return nil }
            return Color(hex: value)
        }

        // MARK: Entities

        /// Parses the entity at the cursor (an `&`) and returns the scalar it stands for.
        mutating func parseEntity() throws(Failure) -> Unicode.Scalar {
            let start = index
            var cursor = index + 1
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") || isLetter(bytes[cursor]) else {
                throw Failure(offset: start, reason: .bareAmpersand)
            }
            var scalar: Unicode.Scalar?
            if bytes[cursor] == UInt8(ascii: "#") {
                cursor += 1
                var radix: UInt32 = 10
                if cursor < bytes.count,
                    bytes[cursor] == UInt8(ascii: "x") || bytes[cursor] == UInt8(ascii: "X")
                {
                    radix = 16
                    cursor += 1
                }
                let digitsStart = cursor
                var value: UInt32 = 0
                while cursor < bytes.count, let digit = digitValue(bytes[cursor], radix: radix) {
                    value = min(value * radix + digit, 0x11_0000)
                    cursor += 1
                }
                if cursor > digitsStart, value != 0, value <= 0x10_FFFF {
                    scalar = Unicode.Scalar(value)
                }
            } else {
                while cursor < bytes.count, isLetter(bytes[cursor]) || isDigit(bytes[cursor]) {
                    cursor += 1
                }
                switch Parser.string(bytes[(start + 1)..<cursor]) {
                case "amp": scalar = "&"
                case "lt": scalar = "<"
                case "gt": scalar = ">"
                case "quot": scalar = "\""
                case "apos": scalar = "'"
                default: scalar = nil
                }
            }
            let isTerminated = cursor < bytes.count && bytes[cursor] == UInt8(ascii: ";")
            if isTerminated { cursor += 1 }
            guard isTerminated, let scalar else {
                throw Failure(offset: start, reason: .invalidEntity(excerpt(start..<cursor)))
            }
            index = cursor
            return scalar
        }

        // MARK: Helpers

        /// Skips ASCII whitespace; `true` when there was some.
        @discardableResult
        mutating func skipWhitespace() -> Bool {
            let start = index
            while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
            return index > start
        }

        func malformed(at offset: Int) -> Failure { Failure(offset: offset, reason: .malformedTag) }

        /// The source between two byte offsets (each at a character boundary), cut to 64 scalars
        /// (and an ellipsis) for error messages.
        func excerpt(_ range: Range<Int>) -> String {
            let limit = 64
            let text = Parser.string(bytes[range])
            guard text.unicodeScalars.count > limit else { return text }
            return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
        }

        /// The string of some UTF-8 bytes of the source.
        static func string(_ bytes: ArraySlice<UInt8>) -> String {
            bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        }

        /// The string with ASCII capitals lower-cased and everything else kept (so no non-ASCII
        /// letter, such as the Kelvin sign, can turn into an ASCII keyword).
        static func asciiLowercased(_ value: String) -> String {
            // Bytes 0x41…0x5A are ASCII capitals wherever they occur in UTF-8 (never inside a
            // multi-byte sequence), so lowering them byte by byte keeps every other scalar.
            String(unsafeUninitializedCapacity: value.utf8.count) { buffer in
                var count = 0
                for byte in value.utf8 {
                    buffer[count] = (0x41...0x5A).contains(byte) ? byte + 32 : byte
                    count += 1
                }
                return count
            }
        }

        /// The bytes without leading and trailing spaces and tabs, as a string.
        func trimmed(_ value: ArraySlice<UInt8>) -> String {
            var value = value
            while let first = value.first, first == 0x20 || first == 0x09 { value.removeFirst() }
            while let last = value.last, last == 0x20 || last == 0x09 { value.removeLast() }
            return Parser.string(value)
        }

        func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) }

        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

        func isWhitespace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
            switch byte {
            case 0x30...0x39: UInt32(byte) - 48
            case 0x61...0x66 where radix == 16: UInt32(byte) - 87
            case 0x41...0x46 where radix == 16: UInt32(byte) - 55
            default: nil
            }
        }
    }
}
