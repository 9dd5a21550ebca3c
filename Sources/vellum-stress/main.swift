// vellum-stress: the workloads that prove Vellum's hardening guarantees, run in a child process
// by the tests and by `make fuzz`, `make leaks` and `make soak`.
//
//     vellum-stress threads [--threads N] [--tasks N] [--cards N] [--repetitions N]
//
// Exits 0 when every check passed, 1 when one failed (with what failed on standard output), 2 on a
// usage error.

import Canvas
import Foundation

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
        repetitions: option("--repetitions", 1))
    let mismatches = await check.run()
    print("threads: \(check.threads) threads, \(check.tasks) tasks, \(check.jobs.count) jobs, \(mismatches) mismatches")
    exit(mismatches == 0 ? 0 : 1)
default:
    FileHandle.standardError.write(Data("usage: vellum-stress threads|fuzz|leaks|soak [options]\n".utf8))
    exit(2)
}
