// vellum-stress: the workloads that prove Vellum's hardening guarantees, run in a child process
// by the tests and by `make fuzz`, `make leaks` and `make soak`.
//
//     vellum-stress threads [--threads N] [--tasks N] [--cards N] [--repetitions N] [--seed N]
//     vellum-stress trees [--depth N] [--wide N] [--layout-wide]
//     vellum-stress fuzz [--seed N] [--cases N] [--time-limit-ms N] [--workers N]
//     vellum-stress markup FILE|TEXT [--text] [--plain] [--width N]
//     vellum-stress image FILE... [--memory-limit-mb N]     (decode and draw each image file)
//     vellum-stress fuzz-worker --seed N --from I --to J    (one case per index, for reproducing)
//     vellum-stress cliffs                                  (time ratios of inputs 4× larger)
//     vellum-stress leaks [--renders N]                     (the mixed workload, run under valgrind)
//     vellum-stress soak [--renders N] [--every N]          (the mixed workload with RSS samples)
//     vellum-stress fonts [--threads N] [--rounds N] [--rows N] [--cards 0|1] (reports and cards in many fonts at once)
//     vellum-stress glyph-cache                             (emoji PDFs with cairo's glyph cache overflowed)
//     vellum-stress write FORMAT PATH [--pages N] [--file-size-limit BYTES] [--as-nobody]
//
// Exits 0 when every check passed, 1 when one failed (with what failed on standard output), 2 on a
// usage error.

import Canvas
import Foundation
import Widgets

let arguments = Array(CommandLine.arguments.dropFirst())

/// The CPU time this thread has used, in milliseconds (the fuzz cases run on the main thread).
func threadCPUMilliseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
}

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
        let cpuStart = threadCPUMilliseconds()
        var fuzzCase = FuzzCase(seed: seed, index: index)
        let outcome = (try? fuzzCase.run()).map { "\($0) rendered" } ?? "error"
        let elapsed = ContinuousClock.now - start
        let milliseconds =
            elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
        let cpu = threadCPUMilliseconds() - cpuStart
        // end <index> <wall ms> <CPU ms> <outcome>
        FileHandle.standardOutput.write(Data("end \(index) \(milliseconds) \(cpu) \(outcome)\n".utf8))
    }
case "markup":
    // Renders a markup file (or `--text` inline; `--plain` for text without markup) as one label
    // at `--width` to PNG, PDF, SVG and PDF again (the same laid-out text drawn twice), printing
    // each outcome and the size of each document.
    let path = arguments.count > 1 ? arguments[1] : ""
    let source =
        arguments.contains("--text") ? path : ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
    let label = Label()
    label.numberOfLines = 0
    do {
        label.attributedString =
            arguments.contains("--plain")
            ? AttributedString(source) : try Markup.attributedString(from: source)
        for format in [DocumentFormat.png(scale: 1), .pdf, .svg, .pdf] {
            do {
                let data = try label.render(as: format, width: Double(option("--width", 60)))
                print("\(format): rendered \(data.count) bytes")
            } catch { print("\(format): \(error)") }
        }
    } catch { print("markup: \(error)") }
case "image":
    // Decodes each image file and draws it to PNG, PDF and SVG, printing one line per file:
    // "<name>: <outcome>" with the error or the sizes. `--memory-limit-mb` caps the process's
    // address space (RLIMIT_AS) first, so an allocation a hostile file asks for fails instead of
    // swapping the machine.
    let limit = option("--memory-limit-mb", 0)
    if limit > 0 {
        var bound = rlimit(rlim_cur: rlim_t(limit) << 20, rlim_max: rlim_t(limit) << 20)
        setrlimit(Int32(RLIMIT_AS.rawValue), &bound)
    }
    for path in arguments.dropFirst() where !path.hasPrefix("--") && Int(path) == nil {
        let name = URL(fileURLWithPath: path).lastPathComponent
        do {
            let image = try Image(contentsOf: URL(fileURLWithPath: path))
            var sizes: [String] = []
            for format in [DocumentFormat.png(scale: 1), .pdf, .svg] {
                var document = Document()
                let size = Size(width: min(image.size.width, 500), height: min(image.size.height, 500))
                document.addPage(size: size) { $0.draw(image, in: Rect(origin: .zero, size: size)) }
                sizes.append(String(try document.data(format: format).count))
            }
            print(
                "\(name): rendered \(image.pixelWidth)×\(image.pixelHeight) px, \(sizes.joined(separator: " "))"
            )
        } catch { print("\(name): \(error)") }
    }
case "cliffs":
    // How time grows with input for the shapes that once had cliffs (see Cliffs).
    exit(Cliffs.run() ? 0 : 1)
case "leaks":
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-leaks-\(getpid())")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let renders = option("--renders", 1_000)
    var errors = 0
    for index in 0..<renders where MixedWorkload.run(index, scratch: scratch) { errors += 1 }
    try? FileManager.default.removeItem(at: scratch)
    print("leaks: \(renders) renders, \(errors) typed errors")
case "soak":
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-soak-\(getpid())")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let soak = Soak(renders: option("--renders", 50_000), every: option("--every", 1_000))
    let verdict = soak.run { MixedWorkload.run($0, scratch: scratch) }
    print(verdict.summary)
    exit(verdict.isPlateau ? 0 : 1)
case "fonts":
    // Threads writing reports and cards in many fonts at once (see FontChurn).
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-fonts-\(getpid())")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outcomes = FontChurn.run(
        threads: option("--threads", 4), rounds: option("--rounds", 4), rows: option("--rows", 2_000),
        cards: option("--cards", 1) != 0, scratch: scratch)
    let errors = outcomes.compactMap(\.error)
    print(
        "fonts: \(outcomes.count) threads, \(outcomes.map(\.reports).reduce(0, +)) reports, "
            + "\(outcomes.map(\.cards).reduce(0, +)) cards, \(errors.count) errors")
    for error in errors { print(error) }
    exit(errors.isEmpty ? 0 : 1)
case "glyph-cache":
    exit(try GlyphCacheOverflow.run() ? 0 : 1)
case "write":
    // Writes a large document under a fault the parent arranged; see FaultWrite.
    guard arguments.count >= 3 else { exit(2) }
    if let limit = Int(arguments.drop { $0 != "--file-size-limit" }.dropFirst().first ?? "") {
        var bound = rlimit(rlim_cur: rlim_t(limit), rlim_max: rlim_t(limit))
        signal(SIGXFSZ, SIG_IGN)  // a write past the limit fails with EFBIG instead of killing
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &bound)
    }
    if arguments.contains("--as-nobody") {
        guard setgid(65_534) == 0, setuid(65_534) == 0 else {
            print("cannot become nobody")
            exit(3)
        }
    }
    print(
        FaultWrite.run(
            format: arguments[1], pages: option("--pages", 50), target: URL(fileURLWithPath: arguments[2])))
default:
    FileHandle.standardError.write(
        Data(
            "usage: vellum-stress threads|trees|fuzz|fuzz-worker|markup|image|leaks|soak|fonts|write [options]\n"
                .utf8))
    exit(2)
}
