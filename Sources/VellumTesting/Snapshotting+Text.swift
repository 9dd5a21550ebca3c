import Foundation

extension Snapshotting where Value == String, Format == String {
    /// Compares text line by line after normalising it; references are stored as `.txt`.
    ///
    /// Normalising turns `\r\n` into `\n`, strips trailing whitespace from every line and makes
    /// the text end with a newline. A mismatch is described with a short unified diff.
    public static var lines: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { TextNormalization.normalize($0) }
    }
}

extension Snapshotting where Value == Data, Format == String {
    /// Compares SVG documents as normalised text; references are stored as `.svg`.
    ///
    /// The data is decoded as UTF-8 and compared like ``Snapshotting/lines``.
    public static var svg: Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { data in
            TextNormalization.normalize(String(decoding: data, as: UTF8.self))
        }
    }
}

extension Diffing where Format == String {
    /// Stores text as UTF-8 and compares it after normalising, describing a mismatch with a short
    /// unified diff (the first differing hunks, three lines of context, about 40 lines at most).
    public static var lines: Diffing {
        Diffing(
            toData: { Data(TextNormalization.normalize($0).utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { reference, actual in
                let reference = TextNormalization.normalize(reference)
                let actual = TextNormalization.normalize(actual)
                guard reference != actual else { return nil }
                let diff = UnifiedDiff(
                    reference: TextNormalization.lines(of: reference),
                    actual: TextNormalization.lines(of: actual))
                return DiffResult(
                    message: "The text differs from the reference: \(diff.summary).\n"
                        + diff.render(maximumLines: 40))
            })
    }
}

/// The normal form in which text snapshots are stored and compared.
enum TextNormalization {
    /// Turns `\r\n` into `\n`, strips trailing spaces and tabs from each line, and adds a final
    /// newline when the text does not end with one.
    static func normalize(_ text: String) -> String {
        let unified = text.replacingOccurrences(of: "\r\n", with: "\n")
        var lines = unified.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = line
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            return line
        }
        if lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of normalised text, without their newlines.
    static func lines(of normalized: String) -> [Substring] {
        var lines = normalized.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
