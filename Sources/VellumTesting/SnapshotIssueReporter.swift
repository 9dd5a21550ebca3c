import Foundation
import Testing
import XCTest

/// Reports a snapshot failure to the test framework that is running the current test.
enum SnapshotIssueReporter {
    /// Records an `Issue` under Swift Testing (when `Test.current` is set), else calls `XCTFail`.
    static func report(
        _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
