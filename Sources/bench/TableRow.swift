import BenchCards
import Canvas
import Fixtures
import Foundation
import Widgets

/// One measurement: a line of the results table and, with `--json`, one JSON object.
struct TableRow {
    /// The workload's key (`w1`, `w1-batch`, `w2`, `w2-report`, …) and its title in the table.
    var workload: String
    var title: String
    var format: String
    /// Cards or rows.
    var size: Int
    /// Milliseconds: per card for W1 rows, per run otherwise.
    var vellumMilliseconds: Double
    var baselineMilliseconds: Double?
    var vellumPeakKilobytes: Double?
    var baselinePeakKilobytes: Double?
    /// W2's data set (``ReportDataSet``'s raw value), `nil` for the other workloads.
    var dataSet: String? = nil
    /// The share of texts Vellum laid out on its fast path (from shaped words), in percent; `nil`
    /// where it was not counted.
    var fastPathPercent: Double? = nil

    var ratio: Double? { baselineMilliseconds.map { vellumMilliseconds / $0 } }

    /// The Markdown table's cells.
    var markdown: String {
        func time(_ ms: Double) -> String { ms < 1000 ? String(format: "%.2f ms", ms) : seconds(ms / 1000) }
        return "| \(title) | \(time(vellumMilliseconds)) | \(baselineMilliseconds.map(time) ?? "—") | "
            + "\(ratio.map { String(format: "%.2f×", $0) } ?? "—") | "
            + "\(vellumPeakKilobytes.map(megabytes) ?? "") | \(baselinePeakKilobytes.map(megabytes) ?? "") | "
            + "\(fastPathPercent.map { String(format: "%.1f%%", $0) } ?? "") |"
    }

    /// One line of JSON (`data_set` and `fast_path_percent` are `null` where they do not apply).
    var json: String {
        func number(_ value: Double?, _ digits: Int = 3) -> String {
            guard let value, value.isFinite else { return "null" }
            return String(format: "%.\(digits)f", value)
        }
        return "{\"workload\": \"\(workload)\", \"format\": \"\(format)\", \"size\": \(size), "
            + "\"vellum_ms\": \(number(vellumMilliseconds)), \"baseline_ms\": \(number(baselineMilliseconds)), "
            + "\"ratio\": \(number(ratio)), \"vellum_rss_mb\": \(number(vellumPeakKilobytes.map { $0 / 1024 }, 1))"
            + ", \"data_set\": \(dataSet.map { "\"\($0)\"" } ?? "null"), "
            + "\"fast_path_percent\": \(number(fastPathPercent, 1))}"
    }
}

func milliseconds(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
func seconds(_ value: Double) -> String { String(format: value < 10 ? "%.3f s" : "%.1f s", value) }
func megabytes(_ kilobytes: Double) -> String { String(format: "%.0f MB", kilobytes / 1024) }
