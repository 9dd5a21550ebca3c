import Foundation
import TestSupport
import Testing

/// Writes under faults, each in a child process (`vellum-stress write`): a file-size limit, a
/// full file system, an unwritable directory, a FIFO, and SIGKILL in the middle of a 50-page PDF.
/// Every time, the target afterwards is the old file or the complete new one, and no temporary
/// file stays beside it.
@Suite struct FaultTests {
    static let formats = ["pdf", "svg", "png"]
    static let oldContent = Data("the old file".utf8)

    /// A fresh directory holding `old.<ext>` with known content.
    private func scratch(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-fault-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Names in `directory` that look like Vellum's temporary files.
    private func temporaries(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
            $0.contains(".vellum-")
        }
    }

    private func stress() throws -> URL {
        try #require(ChildProcess.sibling(named: "vellum-stress"), "vellum-stress is not built")
    }

    /// A limit on file size (RLIMIT_FSIZE, with SIGXFSZ ignored): every format's write fails with
    /// a typed error, the old file is intact, and nothing else is left.
    @Test(arguments: formats)
    func aFileSizeLimitLeavesTheOldFile(format: String) throws {
        let directory = try scratch("fsize")
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.\(format)")
        try Self.oldContent.write(to: target)
        let result = try ChildProcess.run(
            try stress(), ["write", format, target.path, "--file-size-limit", "65536"], timeLimit: 300)
        #expect(result.succeeded && result.errors.isEmpty, "\(result.status) \(result.errors.prefix(300))")
        #expect(result.output.hasPrefix("error: "), "\(result.output)")
        #expect(try Data(contentsOf: target) == Self.oldContent)
        #expect(temporaries(in: directory).isEmpty)
    }

    /// Without the limit the same writes succeed, so the test above fails for the right reason.
    @Test(arguments: formats)
    func theSameWriteWithoutALimitIsLargerThanTheLimit(format: String) throws {
        let directory = try scratch("nolimit")
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.\(format)")
        let result = try ChildProcess.run(try stress(), ["write", format, target.path], timeLimit: 300)
        #expect(result.output.hasPrefix("wrote "), "\(result.output)")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: target.path)[.size] as? Int)
        #expect(size > 65536)
        #expect(temporaries(in: directory).isEmpty)
    }

    /// A 64 KB tmpfs that fills up halfway through the write. Mounting needs root (CI runs as
    /// root); elsewhere the file-size limit above stands in for it and this test says so.
    @Test(arguments: formats)
    func aFullFileSystemLeavesTheOldFile(format: String) throws {
        let directory = try scratch("tmpfs")
        defer { try? FileManager.default.removeItem(at: directory) }
        let mount = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/mount"), ["-t", "tmpfs", "-o", "size=64k", "tmpfs", directory.path],
            timeLimit: 30)
        guard mount.succeeded else {
            print(
                "FaultTests: cannot mount a tmpfs here (\(mount.errors)); the file-size limit test covers this"
            )
            return
        }
        defer {
            _ = try? ChildProcess.run(URL(fileURLWithPath: "/bin/umount"), [directory.path], timeLimit: 30)
        }
        let target = directory.appendingPathComponent("out.\(format)")
        try Self.oldContent.write(to: target)
        let result = try ChildProcess.run(try stress(), ["write", format, target.path], timeLimit: 300)
        #expect(result.succeeded && result.errors.isEmpty, "\(result.status) \(result.errors.prefix(300))")
        #expect(result.output.hasPrefix("error: "), "\(result.output)")
        #expect(try Data(contentsOf: target) == Self.oldContent)
        #expect(temporaries(in: directory).isEmpty)
    }

    /// A directory the writer may not write into (the child drops to user nobody, since root
    /// writes anywhere): a typed error, the old file intact.
    @Test(arguments: formats)
    func anUnwritableDirectoryIsATypedError(format: String) throws {
        let directory = try scratch("readonly")
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.\(format)")
        try Self.oldContent.write(to: target)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: target.path)
        let asNobody = getuid() == 0 ? ["--as-nobody"] : []
        if asNobody.isEmpty {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        }
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        }
        let result = try ChildProcess.run(
            try stress(), ["write", format, target.path, "--pages", "2"] + asNobody, timeLimit: 300)
        #expect(result.succeeded && result.errors.isEmpty, "\(result.status) \(result.errors.prefix(300))")
        #expect(
            result.output.hasPrefix("error: cannot write") && result.output.contains("Permission denied"),
            "\(result.output)")
        #expect(try Data(contentsOf: target) == Self.oldContent)
        #expect(temporaries(in: directory).isEmpty)
    }

    /// A FIFO without a reader: opening it would wait forever, and replacing it would destroy it.
    /// The write is a typed error at once and the FIFO stays.
    @Test(arguments: formats)
    func aFIFOWithoutAReaderIsATypedErrorNotAHang(format: String) throws {
        let directory = try scratch("fifo")
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("out.\(format)")
        #expect(mkfifo(target.path, 0o644) == 0)
        let result = try ChildProcess.run(
            try stress(), ["write", format, target.path, "--pages", "2"], timeLimit: 60)
        #expect(!result.timedOut)
        #expect(result.succeeded && result.errors.isEmpty, "\(result.status) \(result.errors.prefix(300))")
        #expect(result.output.contains("not a regular file"), "\(result.output)")
        var info = stat()
        #expect(stat(target.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(temporaries(in: directory).isEmpty)
    }

    /// SIGKILL while a 50-page PDF streams into its temporary file: the old file is intact, the
    /// killed process's temporary file is the only thing left, and the next write beside it
    /// removes it and writes the whole new file.
    @Test func aKillMidWriteLeavesTheOldFileAndTheNextWriteCleansUp() throws {
        let directory = try scratch("kill")
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("report.pdf")
        try Self.oldContent.write(to: target)
        let process = Process()
        process.executableURL = try stress()
        process.arguments = ["write", "pdf", target.path, "--pages", "50"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the temporary file has pages in it, then kill.
        let deadline = Date().addingTimeInterval(120)
        var seen = 0
        while Date() < deadline, process.isRunning {
            if let name = temporaries(in: directory).first,
                let size = try? FileManager.default.attributesOfItem(
                    atPath: directory.appendingPathComponent(name).path)[.size] as? Int, size > 20_000
            {
                seen = size
                break
            }
            usleep(2_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(seen > 20_000, "the write finished before it could be killed")
        #expect(try Data(contentsOf: target) == Self.oldContent)
        #expect(temporaries(in: directory).count == 1)

        let again = try ChildProcess.run(
            try stress(), ["write", "pdf", target.path, "--pages", "2"], timeLimit: 300)
        #expect(again.output.hasPrefix("wrote "), "\(again.output)")
        #expect(try Data(contentsOf: target).starts(with: Data("%PDF".utf8)))
        #expect(temporaries(in: directory).isEmpty)
    }
}
