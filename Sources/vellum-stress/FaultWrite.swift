import Canvas
import Foundation
import Widgets

/// The fault workload: writes a large document to a target under a fault the parent arranged (a
/// file-size limit, a full file system, an unwritable directory, a FIFO, a kill), and prints
/// `wrote <bytes>` or `error: <typed error>`. The parent checks the target and its directory.
enum FaultWrite {
    /// Writes `pages` pages in `format` to `target`: PDF as one streamed report, SVG and PNG as
    /// one tall page of the same text (their formats hold one page per file).
    static func run(format: String, pages: Int, target: URL) -> String {
        let rows = (0..<(pages * 40)).map { ["Row \($0)", "שלום עולם 漢字 \($0 * 7919 % 10_007)", "🎉 total"] }
        let table = Table(columns: [TableColumn("Name"), TableColumn("Text"), TableColumn("Note")])
        do {
            switch format {
            case "pdf":
                let report = Report()
                report.footer = { Label(text: $0.pageOfCount) }
                let width = report.pageSize.width - report.margins.horizontal
                try report.writePDF(body: table.blocks(rows: rows, width: width), to: target)
            default:
                let parsed: DocumentFormat = format == "svg" ? .svg : .png(scale: 1)
                let label = Label()
                label.numberOfLines = 0
                label.text = rows.prefix(400).map { $0.joined(separator: " ") }.joined(separator: "\n")
                try label.write(to: target, as: parsed, width: 400)
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: target.path)[.size]) as? Int
            return "wrote \(size ?? 0)"
        } catch let error as CanvasError {
            return "error: \(error)"
        } catch {
            return "untyped error: \(error)"
        }
    }
}
