import Foundation
import Testing

@testable import VellumTesting

@Suite("Text snapshots")
struct TextSnapshotTests {
    @Test func normalisation() {
        #expect(TextNormalization.normalize("a  \r\nb\t\r\n\r\nc") == "a\nb\n\nc\n")
        #expect(TextNormalization.normalize("one\n") == "one\n")
        #expect(TextNormalization.normalize("") == "\n")
    }

    @Test func normalisedTextMatches() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.verify("alpha\nbeta\n", as: .lines)
        #expect(try String(contentsOf: scratch.reference(ext: "txt"), encoding: .utf8) == "alpha\nbeta\n")
        #expect(try scratch.verify("alpha  \r\nbeta", as: .lines) == nil)
    }

    @Test func mismatchShowsUnifiedDiff() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let reference = (1...12).map { "line \($0)" }.joined(separator: "\n")
        _ = try scratch.verify(reference, as: .lines)
        let actual = reference.replacingOccurrences(of: "line 6\n", with: "line six\n")
        let message = try #require(try scratch.verify(actual, as: .lines))
        let expectedDiff = """
            --- reference
            +++ actual
            @@ -3,7 +3,7 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9
            """
        #expect(message.contains("1 line removed, 1 added"))
        #expect(message.contains(expectedDiff))
        let actualURL = scratch.artifact(suffix: "actual.txt")
        #expect(message.contains("actual: \(actualURL.path)"))
        #expect(try String(contentsOf: actualURL, encoding: .utf8) == actual + "\n")
    }

    @Test func diffIsCutShort() throws {
        let reference = (1...200).map { "line \($0)" }[...]
        let actual = (1...200).map { $0 % 5 == 0 ? "changed \($0)" : "line \($0)" }[...]
        let diff = UnifiedDiff(
            reference: reference.map { Substring($0) }, actual: actual.map { Substring($0) })
        #expect(diff.removedCount == 40 && diff.insertedCount == 40)
        let lines = diff.render(maximumLines: 40).split(separator: "\n")
        #expect(lines.count <= 41)
        #expect(lines.last?.hasPrefix("… (diff cut at 40 lines") == true)
    }

    @Test func separateHunksAndEdges() {
        let reference: [Substring] = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"]
        var actual = reference
        actual.insert("new", at: 0)
        actual.removeLast()
        let rendered = UnifiedDiff(reference: reference, actual: actual).render(maximumLines: 40)
        #expect(
            rendered == """
                --- reference
                +++ actual
                @@ -1,3 +1,4 @@
                +new
                 a
                 b
                 c
                @@ -9,4 +10,3 @@
                 i
                 j
                 k
                -l
                """)
        let fromNothing = UnifiedDiff(reference: [], actual: ["x"]).render(maximumLines: 40)
        #expect(fromNothing == "--- reference\n+++ actual\n@@ -0,0 +1,1 @@\n+x")
    }

    @Test func svgStrategy() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let svg = Data("<svg>\r\n  <rect width=\"1\"/>  \r\n</svg>".utf8)
        let recorded = try scratch.verify(svg, as: .svg)
        #expect(recorded?.contains(scratch.reference(ext: "svg").path) == true)
        #expect(
            try String(contentsOf: scratch.reference(ext: "svg"), encoding: .utf8)
                == "<svg>\n  <rect width=\"1\"/>\n</svg>\n")
        #expect(try scratch.verify(svg, as: .svg) == nil)
        let changed = Data("<svg>\n  <rect width=\"2\"/>\n</svg>\n".utf8)
        let message = try #require(try scratch.verify(changed, as: .svg))
        #expect(message.contains("-  <rect width=\"1\"/>\n+  <rect width=\"2\"/>"))
        #expect(scratch.exists(scratch.artifact(suffix: "actual.svg")))
    }
}
