import Foundation

/// Text in runs of styles, as ``Markup`` parses it: cheap to make, to keep and to lay out, and
/// turned into an `AttributedString` only when asked.
///
/// Foundation's `AttributedString` costs several microseconds for each run set on it (on Linux
/// with Swift 6.3, about 7 µs, most of it rebuilding its run tree); generated markup of tens of
/// thousands of runs then spends far longer building the attributed string than parsing it.
/// A `StyledText` keeps the runs as parsed, so ``Markup/styledText(from:defaults:limits:)``, a
/// ``TextLayout`` of it and a label showing it cost time linear in the markup, with no
/// per-run attribute dictionary. Its layout is the same as that of ``attributedString``.
public struct StyledText: Sendable, Hashable {
    /// One run: its text and the style Markup gave it (an index into `styles`).
    struct Run: Sendable, Hashable {
        var text: String
        var style: Int
    }

    /// The distinct styles of the runs, each once (Markup's outermost style first).
    let styles: [Markup.Style]
    /// The runs, in order; adjacent runs have different styles and none is empty.
    let runs: [Run]

    init(styles: [Markup.Style], runs: [Run]) {
        self.styles = styles
        self.runs = runs
    }

    /// The empty text.
    public init() {
        styles = []
        runs = []
    }

    /// The text without its styles.
    public var string: String { runs.map(\.text).joined() }

    /// Whether the text has no characters.
    public var isEmpty: Bool { runs.isEmpty }

    /// How many runs of distinct styles the text has.
    public var runCount: Int { runs.count }

    /// The text as an attributed string with ``VellumAttributes``, built in one piece (each
    /// distinct style's attribute container made once). This costs what Foundation charges per
    /// run; lay the text out directly when only its layout is needed.
    public var attributedString: AttributedString {
        var result = AttributedString(string)
        let containers = styles.map(\.attributes)
        var start = result.startIndex
        for run in runs {
            let end = result.utf8.index(start, offsetBy: run.text.utf8.count)
            result[start..<end].setAttributes(containers[run.style])
            start = end
        }
        return result
    }
}
