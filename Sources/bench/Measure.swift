import Fixtures
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Seconds on a monotonic clock.
func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Runs `body` and returns how long it took, in seconds.
func timed(_ body: () throws -> Void) rethrows -> Double {
    let start = now()
    try body()
    return now() - start
}

/// Runs `body` on a new thread and waits for it. Vellum's text engine (font map and text layout
/// cache) belongs to its thread, so each run starts with a fresh engine, as a fresh C process does.
func onFreshThread<T>(_ body: @escaping () throws -> T) throws -> T {
    try onNewThread(body).get()
}

/// The median of some values (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// The process's peak resident set size in kB (VmHWM), or -1 when it cannot be read.
func peakRSSKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
    }
    return -1
}

/// The 1-minute load average and the whole `uptime`-style triple.
func loadAverage() -> (one: Double, text: String) {
    var loads = [Double](repeating: 0, count: 3)
    guard getloadavg(&loads, 3) == 3 else { return (.nan, "?") }
    return (loads[0], loads.map { String(format: "%.2f", $0) }.joined(separator: ", "))
}

/// What a subprocess printed as `key value` lines.
struct ChildReport {
    var values: [String: String] = [:]

    subscript(key: String) -> Double? { values[key].flatMap(Double.init) }
}

/// Runs a program to completion and parses its `key value` output lines.
func runChild(_ executable: String, _ arguments: [String]) throws -> ChildReport {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchError.childFailed(
            "\(executable) \(arguments.joined(separator: " "))", process.terminationStatus)
    }
    var report = ChildReport()
    for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
        let parts = line.split(separator: " ", maxSplits: 1)
        if parts.count == 2 { report.values[String(parts[0])] = String(parts[1]) }
    }
    return report
}

/// The page count `pdfinfo` reports for a PDF, or `nil` when pdfinfo is missing or fails.
func pdfinfoPages(_ path: String) -> Int? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pdfinfo")
    process.arguments = [path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    for line in String(decoding: output, as: UTF8.self).split(separator: "\n") where line.hasPrefix("Pages:")
    {
        return Int(line.dropFirst("Pages:".count).trimmingCharacters(in: .whitespaces))
    }
    return nil
}

/// The bench's failures.
enum BenchError: Error, CustomStringConvertible {
    case childFailed(String, Int32)
    case usage(String)
    /// Two programs that must write the same bytes did not.
    case differentOutput(String)

    var description: String {
        switch self {
        case .childFailed(let command, let status): "\(command) exited with status \(status)"
        case .usage(let message): message
        case .differentOutput(let what): "\(what) wrote different bytes"
        }
    }
}

/// The wall time, in seconds, of running a program to its end (output discarded), from
/// `posix_spawn` to `waitpid`: Foundation's `Process.waitUntilExit()` polls its run loop every
/// 50 ms, which rounded every cold start up to 50 or 100 ms.
func wallTime(_ executable: String, _ arguments: [String]) throws -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = now()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
        throw BenchError.childFailed("\(executable) \(arguments.joined(separator: " "))", spawned)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let seconds = now() - start
    // Exited normally with status 0: the low 7 bits (the signal) and the exit code are zero.
    guard status == 0 else {
        throw BenchError.childFailed("\(executable) \(arguments.joined(separator: " "))", status)
    }
    return seconds
}
