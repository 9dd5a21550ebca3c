import Foundation

/// Asserts that a value matches its reference snapshot, recording a test failure otherwise.
///
/// The reference lives at `<folder of the test file>/__Snapshots__/<TestFile>/<test>.<n>.<ext>`,
/// where `<test>` is the test function's name and `<n>` numbers the unnamed assertions of a test
/// (1, 2, …), or is the sanitised `name`. A missing reference is recorded (unless the record mode
/// is ``SnapshotRecordMode/never``, the default when `CI` is set) and the assertion fails asking
/// to run again. On a mismatch the actual snapshot and any diff are written to the artifacts
/// folder (`$VELLUM_SNAPSHOT_ARTIFACTS/<TestFile>/`, else `.build/vellum-snapshot-artifacts/<TestFile>/`
/// in the package) and the failure message gives their paths.
///
/// Works under Swift Testing (the failure is an `Issue`) and XCTest (`XCTFail`). The fonts are
/// pinned first with ``SnapshotEnvironment/prepare()``.
///
/// ```swift
/// @Test func badge() throws {
///     let image = try Badge(title: "New").image(scale: 2)
///     assertSnapshot(of: image, as: .image)
/// }
/// ```
///
/// - Parameters:
///   - value: the value to snapshot; an error it throws fails the assertion.
///   - snapshotting: how to snapshot and compare it, such as `.image()` or `.lines`.
///   - name: tells several assertions in one test apart instead of a counter; use it in
///     parameterised tests, whose cases run concurrently.
///   - record: the record mode, which wins over `VELLUM_SNAPSHOT_RECORD` and `CI`.
///   - fileID: the test file's ID, for the failure's location (leave the default).
///   - filePath: the test file's path; references are stored beside it (leave the default).
///   - function: the test's name, which names the reference (leave the default).
///   - line: the line the failure is reported at (leave the default).
///   - column: the column the failure is reported at (leave the default).
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let message: String?
    do {
        message = try verifySnapshot(
            of: try value(), as: snapshotting, named: name, record: record, fileID: fileID,
            filePath: filePath,
            function: function, line: line, column: column)
    } catch {
        message = "The snapshot could not be taken: \(error)"
    }
    if let message {
        SnapshotIssueReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Compares a value with its reference snapshot and returns the failure message, or `nil` when it
/// matches; recording and artifacts work as in
/// ``assertSnapshot(of:as:named:record:fileID:filePath:function:line:column:)``, which calls it.
///
/// Use it to build custom assertions or to check failures without recording a test issue.
///
/// - Parameters:
///   - value: the value to snapshot.
///   - snapshotting: how to snapshot and compare it.
///   - name: tells several assertions in one test apart instead of a counter.
///   - record: the record mode, which wins over `VELLUM_SNAPSHOT_RECORD` and `CI`.
///   - snapshotDirectory: the folder for references and `VERSIONS`, instead of
///     `__Snapshots__/<TestFile>` beside the test file.
///   - artifactsDirectory: the folder for failure artifacts, instead of the default one.
///   - fileID: the test file's ID (leave the default).
///   - filePath: the test file's path; references are stored beside it (leave the default).
///   - function: the test's name, which names the reference (leave the default).
///   - line: the assertion's line (leave the default).
///   - column: the assertion's column (leave the default).
/// - Throws: an error thrown by `value` or the strategy's snapshot function, the pinned fonts
///   failing to load, or a reference, `VERSIONS` file or artifact that cannot be read or written.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    artifactsDirectory: URL? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: String = #function,
    line: UInt = #line,
    column: UInt = #column
) throws -> String? {
    try performSnapshotVerification(
        of: value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        artifactsDirectory: artifactsDirectory, environment: ProcessInfo.processInfo.environment,
        filePath: "\(filePath)", function: function)
}

/// The work of `verifySnapshot` with the environment passed in, so tests can set `CI` and
/// `VELLUM_SNAPSHOT_RECORD`.
func performSnapshotVerification<Value, Format>(
    of value: () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String?,
    record: SnapshotRecordMode?,
    snapshotDirectory: URL?,
    artifactsDirectory: URL?,
    environment: [String: String],
    filePath: String,
    function: String
) throws -> String? {
    try SnapshotEnvironment.prepare()
    let resolved: SnapshotRecordMode.Resolved
    do {
        resolved = try SnapshotRecordMode.resolve(explicit: record, environment: environment)
    } catch {
        return error.message
    }
    let location = SnapshotLocation(
        filePath: filePath, function: function, name: name, snapshotDirectory: snapshotDirectory,
        artifactsDirectory: artifactsDirectory, environment: environment)
    let referenceURL = location.referenceURL(pathExtension: snapshotting.pathExtension)
    let diffing = snapshotting.diffing
    let actual = try snapshotting.snapshot(value())
    let modeDescription = "record mode \(resolved.mode.rawValue), from \(resolved.origin)"

    func recordReference() throws {
        try FileManager.default.createDirectory(
            at: location.snapshotDirectory, withIntermediateDirectories: true)
        try diffing.toData(actual).write(to: referenceURL, options: .atomic)
        try SnapshotVersions.record(in: location.snapshotDirectory)
    }

    guard FileManager.default.fileExists(atPath: referenceURL.path) else {
        if resolved.mode == .never {
            return "No reference at \(referenceURL.path), and nothing was written (\(modeDescription)). "
                + "Record it locally (where CI is not set, record mode missing) and commit it."
        }
        try recordReference()
        return "Recorded a new reference at \(referenceURL.path); run again (\(modeDescription))."
    }

    let result: DiffResult?
    do {
        result = diffing.diff(try diffing.fromData(Data(contentsOf: referenceURL)), actual)
    } catch {
        result = DiffResult(message: "The reference could not be read: \(error)")
    }

    if resolved.mode == .all {
        try recordReference()
        let outcome =
            result.map { "it differed from the previous one: \($0.message)" }
            ?? "it matched the previous one."
        return "Re-recorded the reference at \(referenceURL.path) (\(modeDescription)); \(outcome)\n"
            + "Turn recording off and run again."
    }
    guard let result else { return nil }

    var lines = [result.message, "reference: \(referenceURL.path)"]
    do {
        try FileManager.default.createDirectory(
            at: location.artifactsDirectory, withIntermediateDirectories: true)
        let actualURL = location.artifactURL(suffix: "actual.\(snapshotting.pathExtension)")
        try diffing.toData(actual).write(to: actualURL, options: .atomic)
        lines.append("actual: \(actualURL.path)")
        for artifact in result.artifacts {
            let url = location.artifactURL(suffix: artifact.suffix)
            try artifact.data.write(to: url, options: .atomic)
            let label = artifact.suffix.split(separator: ".").first.map(String.init) ?? artifact.suffix
            lines.append("\(label): \(url.path)")
        }
    } catch {
        lines.append("The artifacts could not be written to \(location.artifactsDirectory.path): \(error)")
    }
    if let note = SnapshotVersions.mismatchNote(in: location.snapshotDirectory) { lines.append(note) }
    if resolved.mode == .failed {
        try recordReference()
        lines.insert(
            "Re-recorded the reference at \(referenceURL.path) because it did not match "
                + "(\(modeDescription)); run again.", at: 0)
    } else {
        lines.append(
            "To accept the change, run again with \(SnapshotRecordMode.environmentVariable)=failed "
                + "(or delete the reference).")
    }
    return lines.joined(separator: "\n")
}
