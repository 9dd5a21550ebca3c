import BenchCards
import Canvas
import Fixtures
import Foundation
import Widgets

/// The command line's options (see main.swift's usage), with their defaults.
struct Options {
    var baseline: String? =
        FileManager.default.isExecutableFile(atPath: ".build/bench/baseline")
        ? ".build/bench/baseline" : nil
    var cards = 200
    var runs = 5
    var rows = [1_000, 10_000, 100_000]
    var w2Runs = 3
    /// W2's rounds at `rows`: `w2Runs`, three times as many below 10,000 rows, where a run takes a
    /// tenth of a second and this machine's noise (±30% between rounds) is largest next to it.
    func w2Rounds(rows: Int) -> Int { rows < 10_000 ? w2Runs * 3 : w2Runs }
    /// W2's data sets, in the order they run (`--data`; all three by default).
    var dataSets = ReportDataSet.allCases
    var l1Runs = 5
    /// T1's runs (each part in its own process), for the medians.
    var t1Runs = 3
    /// L1's section count (100 in the workload; fewer for profiling).
    var l1Sections = 100
    /// A1's runs and form sizes (rows).
    var a1Runs = 5
    var a1Rows = [100, 1_000, 2_000]
    var only: Set<String> = ["w1", "batch", "w2", "report", "cold", "l1", "t1", "a1", "j1"]
    var formats: Set<String> = ["pdf", "svg", "png"]
    /// Also time W1 rendered to `Data` and written with `Data.write(to:)` (one write, then the
    /// `fsync` swift-foundation makes on every `Data.write`); `--no-plain` skips it.
    var plain = true
    /// Cold-start runs (one card to PDF in a new process), for the median.
    var coldRuns = 20
    /// The one-card program (`cold-card`) built for a fast start, timed beside the plain static
    /// build of it next to the bench executable (`make bench` passes the one
    /// `bench/build-cold-card.sh` builds).
    var coldProgram: String?
    /// One JSON object per measurement instead of the Markdown table.
    var json = false
    var keep = false

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let v = rest.popFirst() else { throw BenchError.usage("\(flag) needs a value") }
            return v
        }
        func int(_ flag: String) throws -> Int {
            guard let n = Int(try value(flag)), n > 0 else { throw BenchError.usage("\(flag) needs a count") }
            return n
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--baseline": baseline = try value(flag)
            case "--cards": cards = try int(flag)
            case "--runs": runs = try int(flag)
            case "--rows": rows = try value(flag).split(separator: ",").compactMap { Int($0) }
            case "--w2-runs": w2Runs = try int(flag)
            case "--data": dataSets = try ReportDataSet.list(try value(flag))
            case "--l1-runs": l1Runs = try int(flag)
            case "--t1-runs": t1Runs = try int(flag)
            case "--l1-sections": l1Sections = try int(flag)
            case "--a1-runs": a1Runs = try int(flag)
            case "--a1-rows": a1Rows = try value(flag).split(separator: ",").compactMap { Int($0) }
            case "--only": only = Set(try value(flag).split(separator: ",").map(String.init))
            case "--formats": formats = Set(try value(flag).split(separator: ",").map(String.init))
            case "--no-plain": plain = false
            case "--cold-runs": coldRuns = try int(flag)
            case "--cold-program": coldProgram = try value(flag)
            case "--json": json = true
            // W2 through Report writes a tagged PDF (the child processes read the variable).
            case "--tagged": setenv("VELLUM_BENCH_TAGGED", "1", 1)
            case "--keep": keep = true
            default: throw BenchError.usage("unknown option \(flag)")
            }
        }
    }
}
