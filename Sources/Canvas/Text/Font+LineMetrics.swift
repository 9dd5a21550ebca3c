import Foundation

/// A font's vertical metrics as UIKit's `UIFont` reports them, measured the way Vellum lays text
/// out, so they agree with a label's size: `lineHeight` is the height of a one-line label in the
/// font, `ascender` its baseline, `capHeight` and `xHeight` the ink heights of "H" and "x".
extension Font {
    /// The distance from the top of a line to its baseline, in points (UIFont's `ascender`).
    public var ascender: Double { lineBox.baseline }

    /// The distance from the baseline to the bottom of a line, negative, in points (UIFont's
    /// `descender`).
    public var descender: Double { lineBox.baseline - lineBox.height }

    /// The height of one line of text in the font, in points (UIFont's `lineHeight`): what a
    /// one-line label in this font measures.
    public var lineHeight: Double { lineBox.height }

    /// The extra space between lines the font asks for (UIFont's `leading`): 0, since Vellum's
    /// line height already holds the font's own line gap.
    public var leading: Double { 0 }

    /// The height of a capital letter above the baseline, in points (UIFont's `capHeight`): the
    /// ink height of "H".
    public var capHeight: Double { inkHeight(of: "H") }

    /// The height of a lowercase letter above the baseline, in points (UIFont's `xHeight`): the
    /// ink height of "x".
    public var xHeight: Double { inkHeight(of: "x") }

    /// A one-line layout's height and baseline in this font (a cached layout after the first ask).
    private var lineBox: (height: Double, baseline: Double) {
        let layout = TextLayout(plain: "Hxg", font: self)
        guard let line = layout.lines.first else { return (0, 0) }
        return (line.rect.height, line.baseline)
    }

    /// How far `letter`'s ink reaches above the baseline; 0 when it cannot be known without
    /// Pango (a font that does not have the letter).
    private func inkHeight(of letter: String) -> Double {
        let layout = TextLayout(plain: letter, font: self)
        guard let line = layout.lines.first, let ink = layout.inkBounds(at: .zero) else { return 0 }
        return max(0, line.baseline - ink.minY)
    }
}
