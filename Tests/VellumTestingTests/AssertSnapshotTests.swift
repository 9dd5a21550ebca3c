import Canvas
import Foundation
import Testing

@testable import VellumTesting

/// End-to-end checks through `assertSnapshot`, against references committed in `__Snapshots__`.
@Suite("assertSnapshot")
struct AssertSnapshotTests {
    /// A small page with shapes and text in the pinned fonts.
    static func document() -> Document {
        var document = Document()
        document.addPage(size: Size(width: 60, height: 30)) { context in
            context.fill(Rect(x: 0, y: 0, width: 60, height: 30), with: .white)
            context.fill(
                Rect(x: 4, y: 4, width: 20, height: 22), with: Color(red255: 30, green: 110, blue: 230))
            context.stroke(Rect(x: 28.5, y: 4.5, width: 27, height: 21), with: .black, lineWidth: 1)
            context.draw(TextLayout(plain: "Ag", font: .system(size: 12)), at: Point(x: 33, y: 7))
        }
        return document
    }

    @Test func rendersDocument() throws {
        let document = Self.document()
        assertSnapshot(of: try document.image(scale: 2), as: .image)
        assertSnapshot(of: try document.data(format: .svg), as: .svg, named: "svg")
        assertSnapshot(of: "Vellum\nsnapshot\n", as: .lines)
    }

    @Test func failuresAreRecordedAsIssues() {
        withKnownIssue {
            assertSnapshot(of: "never recorded", as: .lines, named: "absent", record: .never)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No reference at") }
        }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent(
                "__Snapshots__/AssertSnapshotTests/failuresAreRecordedAsIssues.absent.txt")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func thrownErrorsAreRecordedAsIssues() {
        struct Broken: Error {}
        func text() throws -> String { throw Broken() }
        // A test function need not throw to pass a throwing expression.
        func assertBroken() { assertSnapshot(of: try text(), as: .lines, record: .never) }
        withKnownIssue {
            assertBroken()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("could not be taken") }
        }
    }

    @Test func prepareIsIdempotent() throws {
        try SnapshotEnvironment.prepare()
        try SnapshotEnvironment.prepare()
        #expect(FontConfiguration.source == .pinned)
    }
}
