import Foundation
import TestSupport
import Testing

/// cairo 1.16 keeps glyph images in one process-wide cache of 512 pages (32 glyphs each) and
/// evicts pages at random once it is full. Vellum's output must not depend on what that cache
/// holds: `vellum-stress glyph-cache`, alone in a child process, writes a three-page PDF with
/// emoji once as it is and once with the cache overflowed between its pages.
@Suite struct GlyphCacheTests {
    /// Before Vellum painted colour glyphs as its own images (`ColorGlyphImages`), the overflowed
    /// document wrote each emoji of its last page a second time (12 image objects instead of 6
    /// in a first version of this test), so equal input gave unequal bytes.
    @Test func emojiDocumentsKeepTheirBytesWhenTheGlyphCacheOverflows() throws {
        let stress = try #require(ChildProcess.sibling(named: "vellum-stress"), "vellum-stress is not built")
        let result = try ChildProcess.run(stress, ["glyph-cache"], timeLimit: 300)
        #expect(result.succeeded, "status \(result.status), signalled \(result.signalled): \(result.output)")
        #expect(
            result.output.contains("plain 16 images, overflowed 16 images, equal bytes: true"),
            "\(result.output)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }
}
