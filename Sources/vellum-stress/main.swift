// vellum-stress: the workloads that prove Vellum's hardening guarantees, run in a child process
// by the tests and by `make fuzz`, `make leaks` and `make soak`.
//
//     vellum-stress threads [--threads N] [--tasks N] [--cards N] [--repetitions N] [--seed N]
//     vellum-stress trees [--depth N] [--wide N] [--layout-wide]
//     vellum-stress fuzz [--seed N] [--cases N] [--time-limit-ms N] [--workers N]
//     vellum-stress markup FILE|TEXT [--text] [--width N]
//     vellum-stress fuzz-worker --seed N --from I --to J    (one case per index, for reproducing)
//
// Exits 0 when every check passed, 1 when one failed (with what failed on standard output), 2 on a
// usage error.

import Canvas
import Foundation
import Widgets

let arguments = Array(CommandLine.arguments.dropFirst())

/// The integer after `flag` in `arguments`, or `fallback`.
func option(_ flag: String, _ fallback: Int) -> Int {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
        let value = Int(arguments[index + 1])
    else { return fallback }
    return value
}

switch arguments.first {
case "threads":
    let check = ThreadCheck(
        threads: option("--threads", 16), tasks: option("--tasks", 64), cards: option("--cards", 48),
        repetitions: option("--repetitions", 1), seed: option("--seed", 0))
    let mismatches = await check.run()
    print(
        "threads: \(check.threads) threads, \(check.tasks) tasks, \(check.jobs.count) jobs, \(mismatches) mismatches"
    )
    exit(mismatches == 0 ? 0 : 1)
case "trees":
    for depth in [option("--depth", 10_000)] {
        for stacked in [false, true] {
            var root: View?
            let build = TreeProbe.time { root = TreeProbe.chainTopDown(depth, stacked: stacked) }
            var outcome = "rendered"
            let render = TreeProbe.time {
                do { _ = try root!.render(as: .pdf, width: 300) } catch { outcome = "\(error)" }
            }
            print(
                "chain \(stacked ? "stacked" : "pinned") \(depth): build \(build) s, render \(render) s: \(outcome)"
            )
        }
        var nested: View?
        let build = TreeProbe.time { nested = TreeProbe.chainInsideOut(depth) }
        var outcome = "rendered"
        let render = TreeProbe.time {
            do { _ = try nested!.render(as: .pdf, width: 300) } catch { outcome = "\(error)" }
        }
        print("inside-out \(depth): build \(build) s, render \(render) s: \(outcome)")
    }
    let wideCount = option("--wide", 100_000)
    var stack: Stack?
    let build = TreeProbe.time { stack = TreeProbe.wide(wideCount) }
    let layout = arguments.contains("--layout-wide") ? TreeProbe.time { stack!.layout(width: 300) } : 0
    print(
        "wide \(wideCount): build \(build) s, layout \(layout) s, \(stack!.arrangedSubviews.count) arranged")
case "fuzz":
    let supervisor = FuzzSupervisor(
        seed: UInt64(option("--seed", 1)), cases: option("--cases", 20_000),
        timeLimit: Double(option("--time-limit-ms", 1_000)) / 1000, workers: option("--workers", 2))
    let report = supervisor.run()
    for finding in report.findings { print(finding) }
    print(
        "fuzz: seed \(supervisor.seed), \(report.completed) of \(supervisor.cases) cases completed, "
            + "\(report.findings.count) findings, slowest case \(report.slowest.index) "
            + "\(report.slowest.milliseconds) ms")
    exit(report.findings.isEmpty && report.completed == supervisor.cases ? 0 : 1)
case "fuzz-worker":
    let seed = UInt64(option("--seed", 1))
    for index in option("--from", 0)..<option("--to", 1) {
        FileHandle.standardOutput.write(Data("begin \(index)\n".utf8))
        let start = ContinuousClock.now
        var fuzzCase = FuzzCase(seed: seed, index: index)
        let outcome = (try? fuzzCase.run()).map { "\($0) rendered" } ?? "error"
        let elapsed = ContinuousClock.now - start
        let milliseconds =
            elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        FileHandle.standardOutput.write(Data("end \(index) \(milliseconds) \(outcome)\n".utf8))
    }
case "markup":
    // Renders a markup file (or `--text` inline) as a label at `--width` to every format.
    let path = arguments.count > 1 ? arguments[1] : ""
    let source =
        arguments.contains("--text") ? path : ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    let label = Label()
    label.numberOfLines = 0
    do {
        label.attributedString = try Markup.attributedString(from: source)
        for format in [DocumentFormat.png(scale: 1), .pdf, .svg] {
            do {
                _ = try label.render(as: format, width: Double(option("--width", 60)))
                print("\(format): rendered")
            } catch { print("\(format): \(error)") }
        }
    } catch { print("markup: \(error)") }
default:
    FileHandle.standardError.write(Data("usage: vellum-stress threads|fuzz|leaks|soak [options]\n".utf8))
    exit(2)
}
