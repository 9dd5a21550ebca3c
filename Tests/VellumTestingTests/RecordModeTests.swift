import Canvas
import Foundation
import Testing

@testable import VellumTesting

@Suite("Record modes")
struct RecordModeTests {
    @Test func missingReferenceIsRecordedAndFails() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let reference = scratch.reference(ext: "png")
        let message = try #require(try scratch.verify(makeImage(), as: .image()))
        #expect(message.contains("Recorded a new reference at \(reference.path); run again"))
        #expect(scratch.exists(reference))
        let versions = try String(
            contentsOf: scratch.snapshots.appendingPathComponent("VERSIONS"), encoding: .utf8)
        #expect(versions == "cairo \(LibraryVersions.cairo)\npango \(LibraryVersions.pango)\n")
        #expect(try scratch.verify(makeImage(), as: .image()) == nil)
    }

    @Test func defaultModeRecordsMissing() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let message = try scratch.verify("text", as: .lines, record: nil)
        #expect(message?.contains("record mode missing, from the default") == true)
        #expect(scratch.exists(scratch.reference(ext: "txt")))
    }

    @Test(arguments: [
        (SnapshotRecordMode?.some(.never), [String: String]()),
        (nil, ["CI": "true"]),
        (nil, ["CI": "1", "VELLUM_SNAPSHOT_RECORD": "never"]),
    ])
    func neverWritesNothing(record: SnapshotRecordMode?, environment: [String: String]) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let message = try #require(
            try scratch.verify(makeImage(), as: .image(), record: record, environment: environment))
        #expect(message.contains("No reference at \(scratch.reference(ext: "png").path)"))
        #expect(message.contains("nothing was written"))
        #expect(!scratch.exists(scratch.snapshots))
        #expect(!scratch.exists(scratch.artifacts))
    }

    @Test func neverStillComparesExistingReferences() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.verify("same", as: .lines)
        #expect(try scratch.verify("same", as: .lines, record: nil, environment: ["CI": "true"]) == nil)
        let message = try #require(try scratch.verify("other", as: .lines, record: .never))
        #expect(message.contains("+other"))
        #expect(try String(contentsOf: scratch.reference(ext: "txt"), encoding: .utf8) == "same\n")
    }

    @Test func explicitModeWinsOverEnvironment() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let message = try scratch.verify(
            "x", as: .lines, record: .missing, environment: ["CI": "true", "VELLUM_SNAPSHOT_RECORD": "never"])
        #expect(message?.contains("Recorded a new reference") == true)
        #expect(scratch.exists(scratch.reference(ext: "txt")))
    }

    @Test func modeResolution() throws {
        func resolve(_ explicit: SnapshotRecordMode?, _ environment: [String: String]) throws
            -> SnapshotRecordMode
        {
            try SnapshotRecordMode.resolve(explicit: explicit, environment: environment).mode
        }
        #expect(try resolve(nil, [:]) == .missing)
        #expect(try resolve(nil, ["CI": ""]) == .missing)
        #expect(try resolve(nil, ["CI": "true"]) == .never)
        #expect(try resolve(nil, ["VELLUM_SNAPSHOT_RECORD": "failed"]) == .failed)
        #expect(try resolve(nil, ["VELLUM_SNAPSHOT_RECORD": " ALL "]) == .all)
        #expect(try resolve(nil, ["VELLUM_SNAPSHOT_RECORD": "all", "CI": "true"]) == .all)
        #expect(try resolve(.never, ["VELLUM_SNAPSHOT_RECORD": "all"]) == .never)
        #expect(throws: SnapshotRecordMode.InvalidSetting(value: "yes")) {
            try resolve(nil, ["VELLUM_SNAPSHOT_RECORD": "yes"])
        }
    }

    @Test func invalidSettingFailsTheAssertion() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let message = try scratch.verify(
            "x", as: .lines, record: nil, environment: ["VELLUM_SNAPSHOT_RECORD": "sometimes"])
        #expect(
            message
                == "VELLUM_SNAPSHOT_RECORD=sometimes is not a record mode; "
                + "use one of all, missing, failed, never."
        )
        #expect(!scratch.exists(scratch.snapshots))
    }

    @Test func allReRecords() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.verify(makeImage(), as: .image())
        let changed = try makeImage(changes: [(0, 0, (0, 0, 0, 255))])
        let message = try #require(try scratch.verify(changed, as: .image(), record: .all))
        #expect(message.contains("Re-recorded the reference at \(scratch.reference(ext: "png").path)"))
        #expect(message.contains("it differed from the previous one: The image differs"))
        #expect(try Image(contentsOf: scratch.reference(ext: "png")).rgbaBytes == changed.rgbaBytes)
        let again = try #require(try scratch.verify(changed, as: .image(), record: .all))
        #expect(again.contains("it matched the previous one"))
        #expect(try scratch.verify(changed, as: .image()) == nil)
    }

    @Test func failedReRecordsOnlyMismatches() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.verify("one\ntwo\n", as: .lines)
        #expect(try scratch.verify("one\ntwo\n", as: .lines, record: .failed) == nil)
        let message = try #require(try scratch.verify("one\n2\n", as: .lines, record: .failed))
        #expect(
            message.hasPrefix("Re-recorded the reference at \(scratch.reference(ext: "txt").path) because"))
        #expect(message.contains("-two\n+2"))
        #expect(try String(contentsOf: scratch.reference(ext: "txt"), encoding: .utf8) == "one\n2\n")
        #expect(try scratch.verify("one\n2\n", as: .lines) == nil)
        let missing = try scratch.verify("new", as: .lines, named: "other", record: .failed)
        #expect(missing?.contains("Recorded a new reference") == true)
    }

    @Test func versionMismatchIsReported() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.verify("old", as: .lines)
        try Data("cairo 1.0.0\npango 1.0.0\n".utf8).write(
            to: scratch.snapshots.appendingPathComponent("VERSIONS"))
        let message = try #require(try scratch.verify("new", as: .lines))
        #expect(
            message.contains(
                "recorded with cairo 1.0.0, pango 1.0.0, but this run uses cairo \(LibraryVersions.cairo)"))
        try Data(SnapshotVersions.running.utf8).write(
            to: scratch.snapshots.appendingPathComponent("VERSIONS"))
        #expect(try scratch.verify("new", as: .lines)?.contains("recorded with") == false)
    }

    @Test func unreadableReferenceFails() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(at: scratch.snapshots, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: scratch.reference(ext: "png"))
        let message = try #require(try scratch.verify(makeImage(), as: .image()))
        #expect(message.contains("The reference could not be read"))
        #expect(scratch.exists(scratch.artifact(suffix: "actual.png")))
    }
}
