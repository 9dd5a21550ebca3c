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
    ///
    /// Four rounds (seeds 0–3, each a different order of jobs over threads and tasks) in one child
    /// process, about 8 s a round on two cores; `vellum-stress threads --repetitions N` runs more.
    @Test func everyScriptRendersOnManyThreadsAsOnOne() throws {
        let stress = try #require(ChildProcess.sibling(named: "vellum-stress"), "vellum-stress is not built")
        let result = try ChildProcess.run(
            stress,
            ["threads", "--threads", "16", "--tasks", "64", "--cards", "12", "--repetitions", "4"],
            timeLimit: 600)
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

    /// Four threads each writing three 3,000-row reports through the two-thread PDF pipeline (every
    /// line in the next of 81 sizes and weights, every eighth in other scripts) and cards to PNG
    /// and SVG, five times. Before Vellum held its scaled fonts (`ScaledFontPins`), cairo 1.16's
    /// `cairo_scaled_font_destroy` could abort on its `! scaled_font->cache_frozen` assertion
    /// when two threads made and released one font at once (seen once in about 30 runs of a
    /// 100,000-row report; rare enough that this stress seldom met it).
    @Test(arguments: 0..<5)
    func reportsAndCardsInManyFontsOnManyThreads(repetition: Int) throws {
        let stress = try #require(ChildProcess.sibling(named: "vellum-stress"), "vellum-stress is not built")
        let result = try ChildProcess.run(
            stress, ["fonts", "--threads", "4", "--rounds", "3", "--rows", "3000"], timeLimit: 300)
        #expect(result.succeeded, "status \(result.status), signalled \(result.signalled): \(result.output)")
        #expect(result.output.contains("4 threads, 12 reports, 24 cards, 0 errors"), "\(result.output)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }
}
