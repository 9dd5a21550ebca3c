import Canvas
import Foundation
import Widgets

/// The workload of `make leaks` and the soak: a fixed cycle of renders and error paths that
/// touches every part of Vellum that owns C objects (font maps, layouts, surfaces, patterns,
/// documents, files). Render `n` is the same for every run, so two runs of different lengths
/// that both cover the whole cycle should hold the same memory at exit.
enum MixedWorkload {
    /// How many distinct renders the cycle has.
    static let cycleLength = 12

    /// Runs render `index` of the cycle; returns whether it ended in an error (expected for the
    /// error paths; `VELLUM_STRESS_VERBOSE=1` prints them).
    @discardableResult
    static func run(_ index: Int, scratch: URL) -> Bool {
        do {
            try render(index % cycleLength, scratch: scratch)
            return false
        } catch {
            if ProcessInfo.processInfo.environment["VELLUM_STRESS_VERBOSE"] != nil {
                print("render \(index % cycleLength): \(error)")
            }
            return true
        }
    }

    private static func render(_ step: Int, scratch: URL) throws {
        let format = ThreadWorkload.formats[step % ThreadWorkload.formats.count]
        switch step {
        case 0, 1, 2, 3, 4, 5:
            // Cards in every script, weight and style, in all three formats.
            _ = try ThreadWorkload.render(step * 5, format)
        case 6:
            // Markup with links, colours and many runs, and a file written atomically.
            let label = Label()
            label.numberOfLines = 0
            var text = try Markup.attributedString(
                from: "<b>Bold</b> <span color='#ff0000'>red</span> "
                    + String(repeating: "<i>a</i>b ", count: 50))
            var link = AttributedString("a link")
            link.link = URL(string: "https://example.com")
            text.append(link)
            label.attributedString = text
            try label.render(as: .pdf, width: 200).write(to: scratch.appendingPathComponent("label.pdf"))
        case 7:
            // A report with a repeated header, a page count, and a table row taller than a page.
            let table = Table(columns: [TableColumn("A"), TableColumn("B")])
            let rows = [["x", String(repeating: "a tall cell ", count: 200)], ["y", "שלום 漢字"]]
            let report = Report(pageSize: Size(width: 300, height: 300))
            report.footer = { Label(text: $0.pageOfCount) }
            try report.writePDF(
                body: table.blocks(rows: rows, width: 300 - report.margins.horizontal),
                to: scratch.appendingPathComponent("report.pdf"))
        case 8:
            // Malformed markup: a typed error.
            _ = try Markup.attributedString(from: "<b>unclosed <span font-size='x'>")
        case 9:
            // An unwritable target: a typed error, nothing left behind.
            try Document(pages: [Page(size: Size(width: 10, height: 10)) { _ in }]).write(
                to: scratch.appendingPathComponent("missing/x.pdf"), format: .pdf)
        case 10:
            // A page whose drawing throws halfway: no file, a typed error.
            let page = Page(size: Size(width: 100, height: 100)) { context in
                context.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .red)
                throw CanvasError.limitExceeded(what: "a test", limit: 0)
            }
            try Document(pages: [page]).write(
                to: scratch.appendingPathComponent("throws.\(format.fileExtension)"), format: format)
        default:
            // A page limit hit halfway through a report, and an invalid page size.
            let report = Report(pageSize: Size(width: 200, height: 200))
            report.maximumPageCount = 2
            let rows = (0..<100).map { ["row \($0)"] }
            do {
                _ = try report.pdfData(
                    body: Table(columns: [TableColumn("A")]).blocks(rows: rows, width: 100))
            } catch {}
            _ = try Label(text: "x").render(as: .png(scale: 1), width: .nan)
        }
    }
}
