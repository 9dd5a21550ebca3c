import Canvas
import Fixtures
import Foundation

/// The glyph cache workload: a three-page PDF with colour emoji on every page, written once as it
/// is and once with cairo's process-wide glyph cache overflowed between its pages (every CJK
/// ideograph, U+4E00–U+9FFF, looked up at six sizes: about 3,900 of cairo's 512 glyph pages, so a
/// page cached before survives with odds of about 1 in 2,000). Prints the image objects of both
/// and whether their bytes are equal; the parent expects equal bytes and one image (with its
/// soft mask) per emoji.
///
/// It runs alone in its own process, on one thread: cairo 1.16 can deadlock two threads while
/// its glyph cache evicts (see the README), and this workload evicts thousands of pages.
enum GlyphCacheOverflow {
    /// The emoji lines, each in another size, on each page.
    static let lines = ["Emoji 🦀🎉👍🏽", "Party 🎉 again 🍕", "Flags 🇫🇷🇯🇵 🦀"]

    /// Three pages drawing ``lines``; `between` runs before the second page is drawn.
    static func pages(between: @escaping () throws -> Void) -> [Page] {
        (0..<3).map { index in
            Page(size: Size(width: 320, height: 240)) { context in
                if index == 1 { try between() }
                for (line, text) in lines.enumerated() {
                    context.draw(
                        TextLayout(
                            plain: "\(index) \(text)", font: .systemFont(ofSize: 12 + Double(line) * 5),
                            options: .init(width: 300)),
                        at: Point(x: 10.3 + Double(index) * 0.21, y: 20 + Double(line) * 50))
                }
            }
        }
    }

    /// Looks up every CJK ideograph at six sizes (drawn into PDFs, which ask cairo for each
    /// glyph's metrics).
    static func fillGlyphCache() throws {
        let ideographs = String(String.UnicodeScalarView((0x4E00...0x9FFF).compactMap(Unicode.Scalar.init)))
        for size in [9.0, 10, 11, 12, 13, 14] {
            let page = Page(size: Size(width: 3000, height: 3000)) { context in
                context.draw(
                    TextLayout(
                        plain: ideographs, font: .systemFont(ofSize: size), options: .init(width: 3000)),
                    at: .zero)
            }
            _ = try Document(pages: [page]).data(format: .pdf)
        }
    }

    /// Writes both documents and reports; true when the bytes are equal.
    static func run() throws -> Bool {
        let plain = try Document(pages: pages {}).data(format: .pdf)
        let overflowed = try Document(pages: pages(between: fillGlyphCache)).data(format: .pdf)
        print(
            "glyph-cache: plain \(pdfImageObjectCount(plain)) images, overflowed \(pdfImageObjectCount(overflowed)) images, "
                + "equal bytes: \(plain == overflowed)")
        return plain == overflowed
    }
}
