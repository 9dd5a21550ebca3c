/// A PDF content stream (PDF 32000-1 §7.8.2) split into its operations: each operator with the
/// operands before it, as byte ranges of the stream, so a caller can insert between them.
///
/// It reads what cairo writes: operands (numbers, names, literal and hexadecimal strings, arrays,
/// dictionaries, `true`, `false`, `null`), operators and comments. An inline image (`BI`), whose
/// data cannot be split this way, makes the whole stream unreadable (`nil`).
struct PDFContentOperations {
    /// One operation: where its first operand (or the operator) begins, and the operator.
    struct Operation {
        /// The byte offset of the operation's start in the stream.
        let start: Int
        /// The operator, such as `BT`, `Tj` or `BDC`.
        let name: String
    }

    /// The operations, in order.
    let operations: [Operation]

    /// Splits `bytes`; `nil` for a stream with an inline image or an unterminated string.
    init?(_ bytes: [UInt8]) {
        guard let operations = bytes.withUnsafeBufferPointer({ Self.scan($0) }) else { return nil }
        self.operations = operations
    }

    /// The operations of `bytes`, in one pass; `nil` as for ``init(_:)``.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [Operation]? {
        var operations: [Operation] = []
        operations.reserveCapacity(bytes.count / 16)
        var index = 0
        var start: Int?
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if isWhitespace(byte) {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "%") {
                while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                continue
            }
            if start == nil { start = index }
            switch byte {
            case UInt8(ascii: "("):
                // A literal string: balanced parentheses, backslash escapes.
                var depth = 0
                repeat {
                    if bytes[index] == UInt8(ascii: "\\") {
                        index += 2
                        continue
                    }
                    if bytes[index] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
                    index += 1
                } while index < count && depth > 0
                guard depth == 0 else { return nil }
            case UInt8(ascii: "<"):
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "<") {
                    index += 2
                } else {
                    while index < count, bytes[index] != UInt8(ascii: ">") { index += 1 }
                    guard index < count else { return nil }
                    index += 1
                }
            case UInt8(ascii: ">"):
                index += index + 1 < count && bytes[index + 1] == UInt8(ascii: ">") ? 2 : 1
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                index += 1
            case UInt8(ascii: "/"):
                index += 1
                while index < count, isRegular(bytes[index]) { index += 1 }
            default:
                let first = index
                while index < count, isRegular(bytes[index]) { index += 1 }
                if index == first {
                    index += 1  // a stray delimiter such as ')'
                    continue
                }
                let word = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self)
                let isNumber =
                    bytes[first] == UInt8(ascii: "-") || bytes[first] == UInt8(ascii: "+")
                    || bytes[first] == UInt8(ascii: ".") || (bytes[first] >= 0x30 && bytes[first] <= 0x39)
                // Operators and these keywords are short: small strings, never allocated.
                switch word {
                case _ where isNumber, "true", "false", "null": continue
                case "BI": return nil
                default: break
                }
                operations.append(Operation(start: start ?? first, name: word))
                start = nil
            }
        }
        return operations
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    /// Not whitespace and not one of PDF's delimiters `()<>[]{}/%`.
    private static func isRegular(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0A, 0x0D, 0x09, 0x0C, 0x00: false
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"):
            false
        default: true
        }
    }
}
