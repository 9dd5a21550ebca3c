import Foundation
import TestSupport
import Testing

/// Many threads and tasks rendering text in every script, weight, style and size, each in a child
/// process so a crash fails the test instead of the runner (`vellum-stress threads`).
@Suite struct ConcurrencyTests {
    /// 16 threads, then a task group of 64 tasks that suspend between building and rendering, render
    /// cards in Latin, Hebrew, Arabic, CJK, Devanagari, Thai and emoji, in every weight, italic and
    /// not, at 6–72 pt, to PDF, SVG and PNG; every output must equal the single-thread one. Before
    /// font patterns carried their FreeType faces, this crashed in libfreetype within a few runs.
    @Test(arguments: 0..<10)
    func everyScriptRendersOnManyThreadsAsOnOne(repetition: Int) throws {
        let stress = try #require(ChildProcess.sibling(named: "vellum-stress"), "vellum-stress is not built")
        let result = try ChildProcess.run(
            stress,
            ["threads", "--threads", "16", "--tasks", "64", "--cards", "12", "--seed", "\(repetition)"],
            timeLimit: 300)
        #expect(result.succeeded, "status \(result.status), signalled \(result.signalled): \(result.output)")
        #expect(result.output.contains(", 0 mismatches"), "\(result.output)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }

    /// The same on the machine's own fonts (`FontSource.system`): fontconfig's default
    /// configuration with the bundled fonts added, faces opened as fonts are first drawn.
    @Test func systemFontsRenderOnManyThreadsAsOnOne() throws {
        let stress = try #require(ChildProcess.sibling(named: "vellum-stress"), "vellum-stress is not built")
        let result = try ChildProcess.run(
            stress, ["threads", "--threads", "16", "--tasks", "64", "--cards", "12"],
            environment: ["VELLUM_FONTS": "system"], timeLimit: 300)
        #expect(result.succeeded, "status \(result.status), signalled \(result.signalled): \(result.output)")
        #expect(result.output.contains(", 0 mismatches"), "\(result.output)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }
}
