import Foundation
import TestSupport
import Testing
import Widgets

@testable import Canvas
@testable import UIKitSeeds

// The text engine on the article "Power of the NSAttributedString" (seed 000): the article's UIKit
// code as written (UIKitSeeds/Seed000MovieCard.swift: `MainView.set(_:)` builds one
// NSMutableAttributedString), laid out, measured and drawn by Canvas.

// MARK: - Tests

private let screenWidth = 375.0
private let margin = 16.0
private let labelWidth = screenWidth - 2 * margin  // 343
private let inter = FontFileMetrics.inter

@Suite struct MovieCardTests {
    let text: NSAttributedString
    let layout: TextLayout

    init() throws {
        let view = MainView()
        view.set(movie)
        text = try #require(view.label.attributedText)  // read back through Label's bridge
        layout = TextLayout(
            text, options: .init(width: labelWidth, maximumNumberOfLines: view.label.numberOfLines))
    }

    /// The page: the label 32 pt below the top and 16 pt from the sides, 32 pt above the bottom.
    var document: Document {
        let size = Size(width: screenWidth, height: (32 + layout.size.height + 32).rounded(.up))
        var d = Document()
        d.addPage(size: size) { ctx in
            ctx.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), with: .white)
            ctx.draw(layout, at: Point(x: margin, y: 32))
        }
        return d
    }

    @Test func theAttributesSurviveTheBridge() throws {
        let converted = text.vellumAttributedString
        let runs = Array(converted.runs)
        let title = try #require(runs.first)
        #expect(title.font == Fonts.title)
        #expect(title.foregroundColor == Colors.textPrimary)
        let revenue = try #require(runs.first { String(converted.characters[$0.range]) == "$ 75 000 000\n" })
        #expect(revenue.font == Fonts.actorRevenue)
        #expect(revenue.foregroundColor == Colors.greenText)
        #expect(revenue.paragraphStyle?.lineSpacing == 4)
        let spacing = try #require(runs.first { $0.paragraphStyle?.minimumLineHeight == 8 })
        #expect(spacing.paragraphStyle?.maximumLineHeight == 8)
        #expect(String(converted.characters[spacing.range]) == "\n")
    }

    @Test func paragraphsAndLines() {
        // Title, spacing, description, spacing, "Top cast:", spacing, then per actor: name,
        // character and revenue, spacing. The text ends with a spacing's newline: no extra line.
        #expect(Set(layout.lines.map(\.paragraphIndex)) == Set(0..<18))
        #expect(!layout.isTruncated)
        #expect(layout.lineCount == layout.totalLineCount)
        // The description wraps to 5 lines at 343 pt (see TextLayoutTests.wrapsLikePango).
        #expect(layout.lines.filter { $0.paragraphIndex == 2 }.count == 5)
        #expect(layout.lineCount == 17 + 5)
    }

    @Test func spacingLinesAreExactlyEightPointsTall() {
        let spacingParagraphs: Set<Int> = [1, 3, 5, 8, 11, 14, 17]
        let spacers = layout.lines.filter { spacingParagraphs.contains($0.paragraphIndex) }
        #expect(spacers.count == 7)
        for line in spacers {
            #expect(line.rect.height == 8)
            #expect(line.rect.width == 0)
        }
        // Every other line keeps its font's natural height.
        let others = layout.lines.filter { !spacingParagraphs.contains($0.paragraphIndex) }
        #expect(others.allSatisfy { $0.rect.height > 8 })
    }

    @Test func heightAddsUpFromTheFontMetrics() {
        // Natural heights from Inter's hhea table; the actor blocks' lineSpacing of 4 follows each
        // of their lines (also the one before the next spacing paragraph, as TextKit does).
        let title = inter.lineHeight(24)
        let description = 5 * inter.lineHeight(16)
        let subtitle = inter.lineHeight(18)
        let actor = 2 * inter.lineHeight(16) + 2 * 4
        let expected = title + description + subtitle + 4 * actor + 7 * 8
        #expect(TextChecks.near(layout.size.height, expected, 30 * TextChecks.unit))
        // Lines follow each other without gaps or overlaps, except the actor blocks' spacing.
        for (previous, line) in zip(layout.lines, layout.lines.dropFirst()) {
            let gap = line.rect.minY - previous.rect.maxY
            let inActorBlock = previous.paragraphIndex >= 6 && (previous.paragraphIndex - 6) % 3 != 2
            #expect(TextChecks.near(gap, inActorBlock ? 4 : 0, 0.0001))
        }
        #expect(layout.lines.allSatisfy { $0.rect.minX == 0 && $0.rect.maxX <= labelWidth })
        #expect(layout.size.width <= labelWidth)
    }

    @Test func thePDFSaysEveryNameAndRevenue() throws {
        let pdf = try document.data(format: .pdf)
        let extracted = try TextChecks.pdfText(pdf)
        let words = extracted.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(extracted.contains(movie.title))
        #expect(extracted.contains("Top cast:"))
        for actor in movie.cast {
            #expect(extracted.contains(actor.name), "\(actor.name)")
            #expect(words.contains(actor.character + ", " + actor.revenue), "\(actor.revenue)")
        }
        #expect(words.contains(movie.description))
    }

    @Test func svgAndPNGRender() throws {
        let svg = String(decoding: try document.data(format: .svg), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<svg"))
        let png = try document.data(format: .png(scale: 2))
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("vellum-movie-card.png")
        try png.write(to: url)
        let image = try Image(pngData: png, scale: 2)
        #expect(image.pixelWidth == 750)
        // Ink in every line's box, in the line's own colour family.
        for line in layout.lines where line.rect.width > 0 {
            let box = line.rect.offsetBy(dx: margin, dy: 32)
            let pixels = Rect(x: box.minX * 2, y: box.minY * 2, width: box.width * 2, height: box.height * 2)
            #expect(TextChecks.ink(image, in: pixels) > 20)
        }
        // The revenues are green: some pixel on the first actor's second line is clearly green.
        let revenueLine = layout.lines.first { $0.paragraphIndex == 7 }!.rect.offsetBy(dx: margin, dy: 32)
        var green = 0
        for y in Int(revenueLine.minY * 2)..<Int(revenueLine.maxY * 2) {
            for x in Int(revenueLine.minX * 2)..<Int(revenueLine.maxX * 2) {
                if let c = image.pixel(x: x, y: y), c.green > c.red + 0.15, c.green > c.blue + 0.05 {
                    green += 1
                }
            }
        }
        #expect(green > 50)
        // Margins stay white.
        #expect(TextChecks.ink(image, in: Rect(x: 0, y: 0, width: 750, height: 60)) == 0)
        #expect(
            TextChecks.ink(image, in: Rect(x: 0, y: 0, width: 30, height: Double(image.pixelHeight))) == 0)
    }
}

/// The seed's `MainView` constraints, against Vellum's `pin(to:insets:)`.
enum LayoutConstraintText {
    static let text =
        "Avengers: Infinity War\nThe Avengers and their allies must be willing to sacrifice all."
}

@Suite("Seed 000: anchors")
struct Seed000AnchorTests {
    @Test("seed 000's four anchored edges lay out as pin(to:insets:) does")
    func anchoredEdgesMatchPinning() throws {
        let anchored = MainView()
        anchored.label.text = LayoutConstraintText.text
        let pinned = View().with { $0.backgroundColor = .white }
        let label = Label().with {
            $0.text = LayoutConstraintText.text
            $0.numberOfLines = 0
        }
        label.pin(to: pinned, insets: EdgeInsets(top: 32, left: 16, bottom: 32, right: 16))
        #expect(
            !anchored.label.translatesAutoresizingMaskIntoConstraints && anchored.label.pinnedInsets == nil)
        #expect(anchored.layout(width: 300) == pinned.layout(width: 300))
        #expect(anchored.label.frame == label.frame)
        #expect(anchored.label.frame.minX == 16 && anchored.label.frame.width == 268)
        #expect(try anchored.image(width: 300) == (try pinned.image(width: 300)))
    }

}
