import Foundation

/// The encoded formats ``Image`` decodes, told apart by their first bytes (never by a file's name).
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    /// PNG: the eight-byte PNG signature.
    case png
    /// JPEG: a start-of-image marker followed by another marker (`FF D8 FF`).
    case jpeg
    /// SVG: XML text (after an optional byte-order mark, white space, an XML declaration,
    /// comments and a doctype) whose first element is `svg`, or whose doctype names `svg`.
    case svg

    /// The format `data` starts like, or `nil` when it is none of them.
    public init?(sniffing data: Data) {
        let head = [UInt8](data.prefix(8))
        if head == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            self = .png
        } else if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF {
            self = .jpeg
        } else if Self.looksLikeSVG(data) {
            self = .svg
        } else {
            return nil
        }
    }

    /// Whether the first element of the text in `data` (within its first 64 KB) is `<svg`, or its
    /// doctype names `svg`: XML declarations, processing instructions, comments and a doctype
    /// may come first.
    private static func looksLikeSVG(_ data: Data) -> Bool {
        var text = Substring(String(decoding: data.prefix(65_536), as: UTF8.self))
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        while true {
            text = text.drop(while: { $0.isWhitespace })
            if text.hasPrefix("<svg") {
                let next = text.dropFirst(4).first
                return next == nil || next!.isWhitespace || next == ">" || next == "/"
            }
            let closer: String
            if text.hasPrefix("<?") {
                closer = "?>"
            } else if text.hasPrefix("<!--") {
                closer = "-->"
            } else if text.hasPrefix("<!") {
                // A doctype naming svg is enough (its internal subset may be longer than the
                // window); another is skipped, with any internal subset in brackets.
                if text.hasPrefix("<!DOCTYPE svg"), let next = text.dropFirst(13).first,
                    next.isWhitespace || next == "[" || next == ">"
                {
                    return true
                }
                guard let end = doctypeEnd(text) else { return false }
                text = text[end...]
                continue
            } else {
                return false
            }
            guard let range = text.range(of: closer) else { return false }
            text = text[range.upperBound...]
        }
    }

    /// The index just past a `<!DOCTYPE …>` that starts `text`, skipping a bracketed subset.
    private static func doctypeEnd(_ text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case ">" where depth <= 0: return text.index(after: index)
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}
