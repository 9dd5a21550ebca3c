import Foundation
import TestSupport
import Testing

@testable import Canvas

private let body16 = Font.systemFont(ofSize: 16)

/// Each thread's text engine: what it caches, how long texts share a slot, and text measured on
/// one thread and drawn on another.
@Suite struct TextLayoutCacheTests {
    @Test func measuringTwiceReusesTheCache() throws {
        let counts = try #require(
            TextTestKit.onStableEngine {
                () -> (first: TextLayout, second: TextLayout, builds: [Int], hits: Int) in
                let engine = TextEngine.current
                let text = "Cache me \(UUID().uuidString)"
                let builds = engine.layoutBuilds
                let hits = engine.cacheHits
                let first = TextLayout(plain: text, font: body16, options: .init(width: 120))
                let afterFirst = engine.layoutBuilds - builds
                let second = TextLayout(plain: text, font: body16, options: .init(width: 120))
                let afterSecond = engine.layoutBuilds - builds
                let hitCount = engine.cacheHits - hits
                // Another width is another layout.
                _ = TextLayout(plain: text, font: body16, options: .init(width: 121))
                return (first, second, [afterFirst, afterSecond, engine.layoutBuilds - builds], hitCount)
            })
        #expect(counts.builds == [1, 1, 2])
        #expect(counts.hits == 1)
        #expect(counts.first.size == counts.second.size && counts.first.lines == counts.second.lines)
    }

    @Test func longTextsShareOneCacheSlot() throws {
        let counts = try #require(
            TextTestKit.onStableEngine { () -> [Int] in
                let engine = TextEngine.current
                let long = String(repeating: "long text ", count: 3_000) + UUID().uuidString
                let other = String(repeating: "other text ", count: 3_000) + UUID().uuidString
                let small = "small \(UUID().uuidString)"
                let start = engine.layoutBuilds
                _ = TextLayout(plain: small, font: body16, options: .init(width: 200))
                _ = TextLayout(plain: long, font: body16, options: .init(width: 200))
                _ = TextLayout(plain: long, font: body16, options: .init(width: 200))  // the slot
                let afterLong = engine.layoutBuilds - start
                _ = TextLayout(plain: other, font: body16, options: .init(width: 200))  // replaces it
                _ = TextLayout(plain: long, font: body16, options: .init(width: 200))  // built again
                _ = TextLayout(plain: small, font: body16, options: .init(width: 200))  // still cached
                return [afterLong, engine.layoutBuilds - start]
            })
        #expect(counts == [2, 4])
        #expect(String(repeating: "long text ", count: 3_000).utf8.count > TextEngine.largeTextThreshold)
    }

    @Test func drawingReusesWhatMeasuringBuilt() throws {
        let builds = try #require(
            try TextTestKit.onStableEngine { () throws -> Int in
                let engine = TextEngine.current
                let layout = TextLayout(
                    plain: "Drawn from the cache \(UUID().uuidString)", font: body16,
                    options: .init(width: 150))
                let before = engine.layoutBuilds
                _ = try TextTestKit.document(layout, size: Size(width: 200, height: 80)).data(
                    format: .png(scale: 1))
                return engine.layoutBuilds - before
            })
        #expect(builds == 0)
    }

    /// Text measured on another thread is drawn here as it was laid out there when it holds no
    /// Pango object: plain text in one style (placed from shaped words), and text Pango lays out
    /// whose lines were read into glyph runs (Hebrew, a second style). Text whose lines stay
    /// Pango's (colour glyphs) is laid out again on this thread's engine. All draw the bytes this
    /// thread's own layout draws, in every format.
    @Test(arguments: [DocumentFormat.pdf, .svg, .png(scale: 2)])
    func textMeasuredOnAnotherThreadDrawsHereAsItsOwn(format: DocumentFormat) throws {
        let outcome = try #require(
            try TextTestKit.onStableEngine { () throws -> [(rebuilt: Int, same: Bool)] in
                // A number of this run's own, so no engine has these texts cached.
                let run = Int.random(in: 100_000...999_999)
                let texts: [@Sendable () -> TextLayout] = [
                    {
                        TextLayout(
                            plain: "Plain words in one style, wrapped at 120 points \(run)", font: body16,
                            options: .init(width: 120))
                    },
                    { TextLayout(plain: "שלום עולם and \(run)", font: body16, options: .init(width: 120)) },
                    {
                        var text = AttributedString("Two \(run) ")
                        var bold = AttributedString("styles")
                        bold[VellumAttributes.FontAttribute.self] = .boldSystemFont(ofSize: 16)
                        text += bold
                        return TextLayout(text, options: .init(width: 120))
                    },
                    { TextLayout(plain: "Party \u{1F389} \(run)", font: body16, options: .init(width: 120)) },
                ]
                return try texts.map { make in
                    let there = measureOnNewThread { make() }
                    let engine = TextEngine.current
                    let before = engine.layoutBuilds
                    let drawn = try TextTestKit.document(there, size: Size(width: 160, height: 90)).data(
                        format: format)
                    let rebuilt = engine.layoutBuilds - before
                    let here = try TextTestKit.document(make(), size: Size(width: 160, height: 90)).data(
                        format: format)
                    return (rebuilt, drawn == here)
                }
            })
        #expect(outcome.map(\.rebuilt) == [0, 0, 0, 1])
        #expect(outcome.map(\.same) == [true, true, true, true])
    }

    @Test func eachThreadHasItsOwnEngine() throws {
        let outcome = try #require(
            TextTestKit.onStableEngine {
                () -> (sameEngine: Bool, builtThere: Int, sameSize: Bool, builtHere: Int, what: String) in
                let here = ObjectIdentifier(TextEngine.current)
                let text = "Per-thread \(UUID().uuidString)"
                let local = TextLayout(plain: text, font: body16, options: .init(width: 100))
                let buildsHere = TextEngine.current.layoutBuilds
                let (there, size, built) = measureOnNewThread {
                    let engine = TextEngine.current
                    let before = engine.layoutBuilds
                    let layout = TextLayout(plain: text, font: body16, options: .init(width: 100))
                    return (ObjectIdentifier(engine), layout.size, engine.layoutBuilds - before)
                }
                return (
                    there == here, built, size == local.size, TextEngine.current.layoutBuilds - buildsHere,
                    "\(text): \(local.size.compactDescription) here, \(size.compactDescription) on a new thread"
                )
            })
        #expect(!outcome.sameEngine)
        // The other thread could not see this thread's cache, so it laid the text out itself.
        #expect(outcome.builtThere == 1)
        // Seen to fail once under `make test`'s concurrency (2026-12-05, not reproduced in 3,000
        // runs alone): the message names the text and both sizes.
        #expect(outcome.sameSize, "\(outcome.what)")
        #expect(outcome.builtHere == 0)
    }
}
