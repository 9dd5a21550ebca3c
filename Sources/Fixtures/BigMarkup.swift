/// Generated markup of the kind a reporting tool receives from elsewhere: hundreds of kilobytes,
/// thousands of styled runs (font families and sizes, colours, underlines, nested `<sub>` and
/// `<sup>`), line breaks, accents, and some U+0000 and non-characters, reproducible from a seed.
///
/// The benchmark's big-text workload and the fuzzer's big cases both use it, so what the
/// benchmark measures is what the fuzzer keeps within its time budget.
public struct BigMarkup {
    /// The shape of a generated document.
    public struct Shape: Sendable {
        /// Paragraphs, each ended by a newline.
        public var paragraphs: Int
        /// Styled runs per paragraph: a range drawn from per paragraph.
        public var runsPerParagraph: ClosedRange<Int>
        /// Words per run: a range drawn from per run.
        public var wordsPerRun: ClosedRange<Int>
        /// Font sizes runs draw from, in points.
        public var sizes: ClosedRange<Int>
        /// The share of runs that are spans with a size (and maybe a family and colour), in
        /// percent; the others are simple tags.
        public var spanPercent: UInt64

        /// Creates a shape; see each property.
        public init(
            paragraphs: Int, runsPerParagraph: ClosedRange<Int>, wordsPerRun: ClosedRange<Int>,
            sizes: ClosedRange<Int>, spanPercent: UInt64
        ) {
            self.paragraphs = paragraphs
            self.runsPerParagraph = runsPerParagraph
            self.wordsPerRun = wordsPerRun
            self.sizes = sizes
            self.spanPercent = spanPercent
        }

        /// The issue's big document: about 480 KB of markup, 117,000 characters in 8,300 runs
        /// and 4,300 paragraphs, about 18,000 lines at width 200.
        public static let document = Shape(
            paragraphs: 4_328, runsPerParagraph: 1...3, wordsPerRun: 1...3, sizes: 9...40, spanPercent: 70)
        /// Many short paragraphs: 8,000 of 5 runs each, about 600 KB of markup.
        public static let shortParagraphs = Shape(
            paragraphs: 8_000, runsPerParagraph: 5...5, wordsPerRun: 1...1, sizes: 9...16, spanPercent: 10)
    }

    private var random: SplitMix64

    /// A generator for `seed`.
    public init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// Words with accents, apostrophes, digits and punctuation, as statements carry them.
    static let words = [
        "invoice", "Müller", "Nguyễn", "O'Brien", "façade", "2024-01-05", "12.5%", "€36,021.37", "(regional)",
        "#A-1029", "3/4", "naïve", "Ørsted", "Łódź", "résumé", "total", "net", "due", "Σύνολο", "Итого",
        "and",
        "the", "payment", "received", "balance", "Straße", "coöperate", "x²", "—", "“quoted”",
    ]
    static let families = ["DejaVu Sans", "DejaVu Serif", "Inter", "DejaVu Sans Mono"]
    static let colors = ["#336699", "#aa0000", "red", "blue", "#808080", "gray"]
    /// The U+0000 and non-characters the input carries now and then.
    static let strays = [0, 0xFFFE, 0xFDD0].map { String(Character(Unicode.Scalar($0)!)) }

    private mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    /// A document of `shape`.
    public mutating func markup(_ shape: Shape) -> String {
        var result = ""
        for _ in 0..<shape.paragraphs {
            for _ in 0..<int(shape.runsPerParagraph) {
                result += run(shape)
            }
            result += "\n"
        }
        return result
    }

    /// One styled run: a span of one to three attributes (`spanPercent` of runs) or a simple
    /// tag (`<b>`, `<i>`, `<u>`, `<sub>`, `<sup>` with a nested `<sub>`), now and then ending in a
    /// newline. Only what Pango's markup also reads (sizes in points, hex and X11 colour names,
    /// newlines rather than `<br>`), so the C baseline can time `pango_parse_markup` on the same
    /// bytes.
    private mutating func run(_ shape: Shape) -> String {
        var text = ""
        for _ in 0..<int(shape.wordsPerRun) {
            text += pick(Self.words) + " "
            if chance(2) { text += pick(Self.strays) }
        }
        if chance(6) { text += "\n" }
        guard chance(shape.spanPercent) else {
            switch random.next() % 6 {
            case 0: return "<b>\(text)</b>"
            case 1: return "<i>\(text)</i>"
            case 2: return "<u>\(text)</u>"
            case 3: return "<sub>\(text)</sub>"
            case 4: return "<sup>\(text)<sub>2</sub></sup>"
            default: return text
            }
        }
        var attributes = ["font-size='\(int(shape.sizes))pt'"]
        if chance(40) { attributes.append("font-family='\(pick(Self.families))'") }
        if chance(40) { attributes.append("color='\(pick(Self.colors))'") }
        return "<span \(attributes.joined(separator: " "))>\(text)</span>"
    }
}
