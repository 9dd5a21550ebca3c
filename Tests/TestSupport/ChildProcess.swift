import Foundation

/// A program run to completion in a child process, so a crash or a hang in it fails one test
/// instead of the test runner.
public struct ChildProcess: Sendable {
    /// What a finished (or killed) child left behind.
    public struct Result: Sendable {
        /// The exit status, or the signal number when ``signalled`` is true.
        public var status: Int32
        /// Whether a signal ended the child (a crash, or the time limit's SIGKILL).
        public var signalled: Bool
        /// Whether the child was killed for running past its time limit.
        public var timedOut: Bool
        /// Everything it wrote to standard output, as bytes.
        public var outputData: Data
        /// Everything it wrote to standard output, as UTF-8 text.
        public var output: String { String(decoding: outputData, as: UTF8.self) }
        /// Everything it wrote to standard error.
        public var errors: String

        /// Whether the child exited by itself with status 0.
        public var succeeded: Bool { !signalled && !timedOut && status == 0 }
    }

    /// The executable product `name` built beside the test binary, or `nil` when it was not built.
    ///
    /// `VELLUM_RELEASE_TOOLS` lists products (space-separated) to take from the directory
    /// `VELLUM_TOOLS_DIR` instead: `make test` builds `vellum-stress` and `gallery` in release and
    /// names them, so the child processes that stress threads run optimised code, as users' do (a
    /// debug build spends minutes encoding their PNGs).
    public static func sibling(named name: String) -> URL? {
        var directories: [URL] = []
        let environment = ProcessInfo.processInfo.environment
        if let tools = environment["VELLUM_TOOLS_DIR"], !tools.isEmpty,
            (environment["VELLUM_RELEASE_TOOLS"] ?? "").split(separator: " ").contains(Substring(name))
        {
            directories.append(URL(fileURLWithPath: tools, isDirectory: true))
        }
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        for directory in directories {
            // The test binary may sit inside a `.xctest` bundle directory one level down.
            for candidate in [directory, directory.deletingLastPathComponent()] {
                let url = candidate.appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// Runs `executable` with `arguments` and extra `environment` entries; kills it with SIGKILL
    /// after `timeLimit` seconds. Output goes through files, so no pipe can fill and block it.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:], timeLimit: Double = 600
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("stdout")
        let err = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let timedOut = finished.wait(timeout: .now() + timeLimit) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        try outHandle.close()
        try errHandle.close()
        return Result(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            timedOut: timedOut, outputData: try Data(contentsOf: out),
            errors: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }
}
