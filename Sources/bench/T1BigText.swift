import Canvas
import Fixtures
import Foundation
import Widgets

/// T1: big attributed text in one label (issue 39): generated markup of hundreds of kilobytes and
/// thousands of runs, parsed, then laid out at width 200 with 3 lines and with every line, and
/// drawn; many short paragraphs; and thousands of labels of distinct font sizes.
///
/// Each run is a process of its own (`bench t1-child`), so peak RSS is T1's alone; the C
/// baseline times `pango_parse_markup` on the same bytes (`baseline markup FILE`).
enum BigTextWorkload {
    /// The markup files T1 reads, written once per bench run so the C baseline parses the same bytes.
    static func writeInputs(to directory: URL) throws -> (document: URL, short: URL) {
        var generator = BigMarkup(seed: 39)
        let document = directory.appendingPathComponent("t1-document.markup")
        try Data(generator.markup(.document).utf8).write(to: document)
        let short = directory.appendingPathComponent("t1-short.markup")
        try Data(generator.markup(.shortParagraphs).utf8).write(to: short)
        return (document, short)
    }

    /// T1's parts, each run in a process of its own so peak RSS is the part's alone.
    enum Part: String, CaseIterable {
        case document, short, sizes
        /// The big document parsed 20 times and nothing else, for profiling the parser.
        case parse
    }

    /// One T1 part, in the child: prints `key value` lines (milliseconds, counts, peak RSS in kB).
    static func child(_ part: Part, document: URL, short: URL) throws {
        try onFreshThread {
            switch part {
            case .document: try runMarkup("document", document, unlimited: true)
            case .short: try runMarkup("short", short, unlimited: false)
            case .sizes: runSizes()
            case .parse:
                let source = try String(contentsOf: document, encoding: .utf8)
                let runs = (0..<20).map { _ in try! Markup.styledText(from: source).runCount }
                report("parse-runs", Double(runs.reduce(0, +)))
            }
        }
        report("peak-rss-kb", Double(peakRSSKilobytes()))
    }

    /// Generated markup: parsed into styled text (and, reported beside it, into an
    /// `AttributedString`), laid out at width 200 with 3 lines (a fresh label's cost, then again),
    /// the attributed string laid out the same way, with every line (`unlimited`), and a 3-line
    /// label drawn to PNG and PDF.
    private static func runMarkup(_ name: String, _ url: URL, unlimited: Bool) throws {
        let source = try String(contentsOf: url, encoding: .utf8)
        var styled = StyledText()
        var attributed = AttributedString()
        report("\(name)-bytes", Double(source.utf8.count))
        report("\(name)-parse-ms", timedMilliseconds { styled = try! Markup.styledText(from: source) })
        report("\(name)-attributed-string-ms", timedMilliseconds { attributed = styled.attributedString })
        report("\(name)-characters", Double(attributed.characters.count))
        report("\(name)-runs", Double(styled.runCount))
        let threeLines = TextLayout.Options(width: 200, maximumNumberOfLines: 3)
        var layout: TextLayout?
        report("\(name)-3-lines-ms", timedMilliseconds { layout = TextLayout(styled, options: threeLines) })
        report(
            "\(name)-3-lines-again-ms", timedMilliseconds { layout = TextLayout(styled, options: threeLines) }
        )
        report("\(name)-3-lines-count", Double(layout?.lineCount ?? -1))
        report(
            "\(name)-attributed-3-lines-ms",
            timedMilliseconds { layout = TextLayout(attributed, options: threeLines) })
        if unlimited {
            report(
                "\(name)-all-lines-ms",
                timedMilliseconds { layout = TextLayout(styled, options: .init(width: 200)) })
            report("\(name)-all-lines-count", Double(layout?.lineCount ?? -1))
        }
        let label = Label().with {
            $0.styledText = styled
            $0.numberOfLines = 3
        }
        report(
            "\(name)-label-png-pdf-ms",
            timedMilliseconds {
                _ = try! label.render(as: .png, width: 200)
                _ = try! label.render(as: .pdf, width: 200)
            })
    }

    /// 5,000 labels of distinct font sizes, each measured and drawn to PDF.
    private static func runSizes() {
        report(
            "sizes-5000-ms",
            timedMilliseconds {
                for i in 0..<5_000 {
                    let label = Label().with {
                        $0.text = "Size \(i): Müller & Sons, €36,021.37"
                        $0.font = .system(size: 8 + Double(i) * 0.01)
                    }
                    _ = try! label.render(as: .pdf, width: 300)
                }
            })
    }

    private static func report(_ key: String, _ value: Double) { print("\(key) \(value)") }

    private static func timedMilliseconds(_ body: () throws -> Void) rethrows -> Double {
        try timed(body) * 1000
    }
}
