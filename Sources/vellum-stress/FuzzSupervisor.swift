import Foundation
import Synchronization

/// Runs fuzz cases in worker child processes (`vellum-stress fuzz-worker`), one worker per core,
/// each case under a CPU-time limit: a case over the limit is a finding, and a worker that
/// crashes or hangs (no end after ``hangLimit`` seconds) is a finding for the case it was on, and
/// a new worker carries on after it. Anything a worker writes to standard
/// error during a case is a finding too.
struct FuzzSupervisor {
    var seed: UInt64
    var cases: Int
    /// Seconds of CPU time one case may take (measured by the worker, so two workers sharing the
    /// machine's cores, or other load, do not make a case slow).
    var timeLimit: Double
    /// Wall-clock seconds after which a case that has not ended is a hang: the worker is killed.
    var hangLimit: Double { max(10, timeLimit * 10) }
    var workers: Int

    /// What the run found.
    struct Report {
        var findings: [String] = []
        var slowest: (milliseconds: Int, index: Int) = (0, -1)
        var completed = 0
    }

    /// Runs every case; returns the report.
    func run() -> Report {
        let report = Mutex(Report())
        let group = DispatchGroup()
        let share = (cases + workers - 1) / max(1, workers)
        for worker in 0..<workers {
            let range = (worker * share)..<min(cases, (worker + 1) * share)
            guard !range.isEmpty else { continue }
            group.enter()
            Thread {
                let part = supervise(range)
                report.withLock {
                    $0.findings += part.findings
                    $0.completed += part.completed
                    if part.slowest.milliseconds > $0.slowest.milliseconds { $0.slowest = part.slowest }
                }
                group.leave()
            }.start()
        }
        group.wait()
        return report.withLock { $0 }
    }

    /// Runs `range` in as many workers as crashes and hangs need.
    private func supervise(_ range: Range<Int>) -> Report {
        var report = Report()
        var next = range.lowerBound
        while next < range.upperBound {
            let worker: Worker
            do {
                worker = try Worker(seed: seed, range: next..<range.upperBound)
            } catch {
                report.findings.append("could not start a worker: \(error)")
                return report
            }
            var current = next
            var waitingForFirst = true
            while true {
                // The first case also waits for the process to start and load its fonts.
                let line = worker.nextLine(timeout: waitingForFirst ? max(30, hangLimit) : hangLimit)
                switch line {
                case .line(let text):
                    let fields = text.split(separator: " ")
                    guard fields.count >= 2, let index = Int(fields[1]) else { continue }
                    if fields[0] == "begin" {
                        current = index
                        waitingForFirst = false
                    } else if fields[0] == "end" {
                        report.completed += 1
                        // The case's CPU time: what the case costs, whatever else the machine runs.
                        let milliseconds = fields.count > 3 ? Int(fields[3]) ?? 0 : 0
                        if milliseconds > report.slowest.milliseconds {
                            report.slowest = (milliseconds, index)
                        }
                        if milliseconds > Int(timeLimit * 1000) {
                            report.findings.append("slow: case \(index) took \(milliseconds) ms of CPU")
                        }
                        let errors = worker.takeErrors()
                        if !errors.isEmpty {
                            report.findings.append("stderr: case \(index): \(errors.prefix(300))")
                        }
                        next = index + 1
                    }
                    continue
                case .end:
                    if next < range.upperBound {
                        let errors = worker.takeErrors()
                        report.findings.append(
                            "crash: case \(current) (status \(worker.status())): \(errors.suffix(300))")
                        next = current + 1
                    }
                case .timedOut:
                    worker.kill()
                    report.findings.append("hang: case \(current) ran past \(hangLimit) s")
                    next = current + 1
                }
                break
            }
        }
        return report
    }
}

/// One `fuzz-worker` child: its output read line by line on a thread of its own.
final class Worker: @unchecked Sendable {
    // `@unchecked Sendable`: `lines` and `finished` are guarded by `lock`; `errorsRead` and the
    // process are only touched by the one supervising thread that owns the worker; the reader
    // thread touches only the pipe's handle, `lines`, `finished` (under `lock`) and `available`
    // (a semaphore, thread-safe).
    enum Line { case line(String), end, timedOut }

    private let process = Process()
    private let errorsURL: URL
    private var errorsRead = 0
    private let lock = NSLock()
    private var lines: [String] = []
    private var finished = false
    private let available = DispatchSemaphore(value: 0)

    init(seed: UInt64, range: Range<Int>) throws {
        errorsURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-fuzz-\(getpid())-\(range.lowerBound).stderr")
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [
            "fuzz-worker", "--seed", "\(seed)", "--from", "\(range.lowerBound)", "--to",
            "\(range.upperBound)",
        ]
        process.standardOutput = pipe
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            var buffer = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer += chunk
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer = Data(buffer[(newline + 1)...])
                    lock.withLock { lines.append(line) }
                    available.signal()
                }
            }
            lock.withLock { finished = true }
            available.signal()
        }.start()
    }

    deinit { try? FileManager.default.removeItem(at: errorsURL) }

    /// The next line, the end of output, or a timeout.
    func nextLine(timeout: Double) -> Line {
        if available.wait(timeout: .now() + timeout) == .timedOut { return .timedOut }
        return lock.withLock {
            if !lines.isEmpty { return .line(lines.removeFirst()) }
            return finished ? .end : .timedOut
        }
    }

    /// Standard error written since the last call.
    func takeErrors() -> String {
        guard let data = try? Data(contentsOf: errorsURL), data.count > errorsRead else { return "" }
        defer { errorsRead = data.count }
        return String(decoding: data[errorsRead...], as: UTF8.self)
    }

    /// How the worker ended (waits for it).
    func status() -> String {
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal
            ? "signal \(process.terminationStatus)" : "exit \(process.terminationStatus)"
    }

    /// Kills the worker and waits for it.
    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
