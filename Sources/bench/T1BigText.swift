import Canvas
import Fixtures
import Foundation
import Widgets

/// T1: big attributed text (issue 39): generated markup of hundreds of kilobytes and thousands
/// of runs, parsed, then laid out at width 200 with 3 lines and with every line, and drawn; many
/// short paragraphs; and thousands of labels of distinct font sizes.
///
/// Each part is a process of its own (`bench t1-child PART …`), so its peak RSS is its own; the C
/// baseline times `pango_parse_markup` on the same bytes (`baseline markup FILE RUNS`) and the
/// same sized labels drawn with pangocairo (`baseline sizes OUT COUNT distinct|same`).
enum BigTextWorkload {
    /// The markup files T1 reads, written once per bench run so the C baseline parses the same
    /// bytes.
    static func writeInputs(to directory: URL) throws -> (document: URL, short: URL) {
        var generator = BigMarkup(seed: 39)
        let document = directory.appendingPathComponent("t1-document.markup")
        try Data(generator.markup(.document).utf8).write(to: document)
        let short = directory.appendingPathComponent("t1-short.markup")
        try Data(generator.markup(.shortParagraphs).utf8).write(to: short)
        return (document, short)
    }

    /// T1's parts, each run in a process of its own.
    enum Part: String, CaseIterable {
        /// The big document: parsed, then a 3-line layout and label.
        case document
        /// The big document: parsed, then every line laid out.
        case unlimited
        /// Many short paragraphs: parsed, then a 3-line layout and label.
        case short
        /// 5,000 labels of distinct sizes, and 5,000 of one size.
        case sizes
        /// The big document parsed 20 times and nothing else, for profiling the parser.
        case parse
    }

    /// The markup labels are sized in: 3 lines at width 200.
    static let threeLines = TextLayout.Options(width: 200, maximumNumberOfLines: 3)

    /// One T1 part, in the child: prints `key value` lines (milliseconds, counts, peak RSS in kB).
    /// `T1_TRACE_RSS` in the environment also prints the peak RSS after each measurement.
    static func child(_ part: Part, document: URL, short: URL) throws {
        try onFreshThread {
            switch part {
            case .document: try runThreeLines(document)
            case .unlimited: try runUnlimited(document)
            case .short: try runThreeLines(short)
            case .sizes: runSizes()
            case .parse:
                let source = try String(contentsOf: document, encoding: .utf8)
                let runs = (0..<20).map { _ in try! Markup.styledText(from: source).runCount }
                report("parse-runs", Double(runs.reduce(0, +)))
            }
        }
        report("peak-rss-kb", Double(peakRSSKilobytes()))
    }

    /// Parses a markup file into styled text (reported with its size), and, reported beside it,
    /// into an `AttributedString`.
    private static func parse(_ url: URL) throws -> (styled: StyledText, attributed: AttributedString) {
        let source = try String(contentsOf: url, encoding: .utf8)
        var styled = StyledText()
        var attributed = AttributedString()
        report("bytes", Double(source.utf8.count))
        report("parse-ms", timedMilliseconds { styled = try! Markup.styledText(from: source) })
        report("attributed-string-ms", timedMilliseconds { attributed = styled.attributedString })
        report("characters", Double(attributed.characters.count))
        report("runs", Double(styled.runCount))
        return (styled, attributed)
    }

    /// The text engine started (its first layout: font map and fonts of one short word), so
    /// what follows is what the text costs.
    private static func startEngine() {
        report("engine-start-ms", timedMilliseconds { _ = TextLayout(plain: "Start", font: .body) })
    }

    /// A 3-line layout of the styled text (its fonts loaded on the way), again (a cache hit),
    /// of the attributed string, and a 3-line label drawn to PNG and PDF.
    private static func runThreeLines(_ url: URL) throws {
        let (styled, attributed) = try parse(url)
        startEngine()
        var layout: TextLayout?
        report("3-lines-ms", timedMilliseconds { layout = TextLayout(styled, options: threeLines) })
        report("3-lines-again-ms", timedMilliseconds { layout = TextLayout(styled, options: threeLines) })
        report("3-lines-count", Double(layout?.lineCount ?? -1))
        report(
            "attributed-3-lines-ms",
            timedMilliseconds { layout = TextLayout(attributed, options: threeLines) })
        let label = Label().with {
            $0.styledText = styled
            $0.numberOfLines = 3
        }
        report(
            "label-png-pdf-ms",
            timedMilliseconds {
                _ = try! label.render(as: .png, width: 200)
                _ = try! label.render(as: .pdf, width: 200)
            })
    }

    /// Every line of the styled text laid out at width 200.
    private static func runUnlimited(_ url: URL) throws {
        let styled = try parse(url).styled
        startEngine()
        var layout: TextLayout?
        report("all-lines-ms", timedMilliseconds { layout = TextLayout(styled, options: .init(width: 200)) })
        report("all-lines-count", Double(layout?.lineCount ?? -1))
    }

    /// 5,000 labels of distinct font sizes, measured and drawn as the pages of one PDF; beside
    /// them, the same labels in one size (what the distinct sizes add is the difference).
    ///
    /// For profiling (a small variant under callgrind), `T1_SIZES_COUNT` in the environment sets
    /// how many labels each PDF has, and `T1_SIZES_ONLY` (`distinct` or `one`) runs only that PDF;
    /// the reported keys keep their names.
    private static func runSizes() {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["T1_SIZES_COUNT"].flatMap { Int($0) } ?? 5_000
        let only = environment["T1_SIZES_ONLY"]
        func labels(distinct: Bool) -> [Label] {
            (0..<count).map { i in
                Label().with {
                    $0.text = "Size \(i): Müller & Sons, €36,021.37"
                    $0.font = .system(size: distinct ? 8 + Double(i) * 0.01 : 12)
                }
            }
        }
        if only != "one" {
            report(
                "sizes-5000-ms",
                timedMilliseconds { _ = try! View.pdf(pages: labels(distinct: true), width: 300) })
        }
        if only != "distinct" {
            report(
                "sizes-one-5000-ms",
                timedMilliseconds { _ = try! View.pdf(pages: labels(distinct: false), width: 300) })
        }
    }

    private static func report(_ key: String, _ value: Double) {
        print("\(key) \(value)")
        if ProcessInfo.processInfo.environment["T1_TRACE_RSS"] != nil {
            print("  peak-rss-kb \(peakRSSKilobytes())")
        }
    }

    private static func timedMilliseconds(_ body: () throws -> Void) rethrows -> Double {
        try timed(body) * 1000
    }
}
