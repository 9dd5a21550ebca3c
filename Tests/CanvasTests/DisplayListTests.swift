import Foundation
import Testing

@testable import Canvas

/// A page recorded into a display list (`RecordedPages`) and replayed must give the PDF the page
/// gives drawn directly, byte for byte; drawing a list cannot hold must be refused, not dropped.
@Suite("Display lists")
struct DisplayListTests {
    static let size = Size(width: 320, height: 400)

    /// Drawings a display list holds: every state call, fills and strokes in plain colours, text
    /// placed from shaped words (clipped and not), links and outline entries.
    static var recordable: [(name: String, draw: (GraphicsContext) -> Void)] {
        [
            (
                "fills",
                { context in
                    context.fill(Rect(x: 10, y: 10, width: 100, height: 40), with: .systemBlue)
                    context.fill(
                        Path(roundedRect: Rect(x: 20, y: 60, width: 90, height: 50), cornerRadius: 12),
                        with: .color(Color(red: 0.2, green: 0.7, blue: 0.3, alpha: 0.5)))
                    var holed = Path(Rect(x: 150, y: 10, width: 100, height: 100))
                    holed.addRect(Rect(x: 175, y: 35, width: 50, height: 50))
                    context.fill(holed, with: .color(.systemRed), rule: .evenOdd)
                    context.userInterfaceStyle = .dark
                    context.fill(Rect(x: 10, y: 300, width: 60, height: 20), with: .label)
                }
            ),
            (
                "strokes",
                { context in
                    context.stroke(Rect(x: 10, y: 10, width: 200, height: 100), with: .black, lineWidth: 0.5)
                    context.stroke(
                        Path(ellipseIn: Rect(x: 30, y: 130, width: 120, height: 80)),
                        with: .color(.systemOrange),
                        style: StrokeStyle(
                            lineWidth: 3, lineCap: .round, lineJoin: .bevel, dash: [6, 2, 1], dashPhase: 2))
                    context.strokeLine(
                        from: Point(x: 0, y: 390), to: Point(x: 320, y: 390), with: .separator,
                        style: StrokeStyle(lineWidth: 1, lineCap: .square, lineJoin: .round))
                }
            ),
            (
                "state",
                { context in
                    context.withSavedState {
                        context.translateBy(x: 40, y: 30)
                        context.rotate(by: 0.3)
                        context.scaleBy(x: 1.5, y: 0.75)
                        context.concatenate(Transform(a: 1, b: 0.1, c: -0.2, d: 1, tx: 3, ty: 4))
                        context.clip(to: Rect(x: 0, y: 0, width: 80, height: 60))
                        context.setBlendMode(.multiply)
                        context.fill(Rect(x: -10, y: -10, width: 200, height: 200), with: .systemTeal)
                    }
                    context.clip(
                        to: Path(ellipseIn: Rect(x: 100, y: 100, width: 200, height: 200)), rule: .evenOdd)
                    context.fill(Rect(x: 0, y: 0, width: 320, height: 400), with: .systemYellow)
                }
            ),
            (
                "text",
                { context in
                    for (index, size) in [8.0, 11, 14.5, 24].enumerated() {
                        let layout = TextLayout(
                            plain: "Invoice 10\(index) for ACME, total $1,234.50 due in 30 days",
                            font: .systemFont(ofSize: size),
                            color: index.isMultiple(of: 2) ? .secondaryLabel : .systemGreen,
                            options: .init(width: 260))
                        context.draw(layout, at: Point(x: 12, y: 10 + Double(index) * 70))
                    }
                    // Lines outside the clip are left out of the list as they are left out of the page.
                    context.clip(to: Rect(x: 0, y: 0, width: 320, height: 300))
                    context.draw(
                        TextLayout(plain: "Below the clip", font: .systemFont(ofSize: 12)),
                        at: Point(x: 10, y: 360))
                }
            ),
            (
                "marks",
                { context in
                    context.addOutlineItem("Chapter", level: 0, at: Point(x: 0, y: 20))
                    context.addOutlineItem("Section", level: 1, at: Point(x: 0, y: 200))
                    context.fill(Rect(x: 10, y: 10, width: 100, height: 20), with: .link)
                    context.addLink(
                        to: URL(string: "https://example.com/a?b=c&d='e'")!,
                        in: Rect(x: 10, y: 10, width: 100, height: 20))
                }
            ),
            (
                "Core Graphics calls",
                { context in
                    context.setFillColor(.systemPink)
                    context.setStrokeColor(.systemIndigo)
                    context.setLineWidth(2)
                    context.addRect(Rect(x: 20, y: 20, width: 120, height: 80))
                    context.drawPath(using: .fillStroke)
                }
            ),
            (
                "text Pango lays out, read into glyph runs (Hebrew and Latin, two directions)",
                { context in
                    context.draw(
                        TextLayout(plain: "Order שלום עולם 12", font: .systemFont(ofSize: 12)),
                        at: Point(x: 10, y: 10))
                }
            ),
            (
                "clipped text (a glyph line in a clip)",
                { context in
                    var options = TextLayout.Options(width: 40)
                    options.lineBreakMode = .byClipping
                    context.draw(
                        TextLayout(
                            plain: "Supercalifragilistic", font: .systemFont(ofSize: 12), options: options),
                        at: Point(x: 200, y: 350))
                }
            ),
        ]
    }

    /// A square and a gradient to paint it with.
    static let square = Path(Rect(x: 0, y: 0, width: 50, height: 50))
    static let gradient = Paint.linearGradient(
        Gradient(colors: [.red, .blue]), start: .zero, end: Point(x: 50, y: 50))

    /// Drawings a display list cannot hold.
    static var unrecordable: [(name: String, draw: (GraphicsContext) -> Void)] {
        [
            (
                "an image",
                { context in
                    let image = try! Image(rgbaBytes: [255, 0, 0, 255], pixelWidth: 1, pixelHeight: 1)
                    context.draw(image, in: Rect(x: 0, y: 0, width: 10, height: 10))
                }
            ),
            (
                "a gradient",
                { context in
                    context.fill(Self.square, with: Self.gradient)
                }
            ),
            (
                "a gradient stroke",
                { context in
                    context.stroke(Self.square, with: Self.gradient)
                }
            ),
            (
                "a shadow",
                { context in
                    context.drawShadow(
                        Shadow(color: .black, offset: Size(width: 2, height: 2), blurRadius: 4),
                        of: Path(Rect(x: 10, y: 10, width: 50, height: 50)))
                }
            ),
            (
                "a transparency layer",
                { context in
                    context.withTransparencyLayer(alpha: 0.5) {
                        context.fill(Rect(x: 0, y: 0, width: 50, height: 50), with: .red)
                    }
                }
            ),
            (
                "text with colour glyphs (Pango draws it)",
                { context in
                    context.draw(
                        TextLayout(plain: "Party \u{1F389}", font: .systemFont(ofSize: 12)),
                        at: Point(x: 10, y: 10)
                    )
                }
            ),
            (
                "a radial gradient",
                { context in
                    context.fill(
                        Path(Rect(x: 0, y: 0, width: 50, height: 50)),
                        with: .radialGradient(
                            Gradient(colors: [.red, .blue]), center: Point(x: 25, y: 25), startRadius: 0,
                            endRadius: 25))
                }
            ),
            (
                "an invalid geometry",
                { context in context.fill(Rect(x: Double.nan, y: 0, width: 10, height: 10), with: .red) }
            ),
        ]
    }

    /// A two-page PDF (so it goes through the pipeline, as reports do) with `draw` on each page.
    static func pdf(_ draw: @escaping (GraphicsContext) -> Void) throws -> Data {
        let page = Page(size: size) { context in
            context.fill(Rect(size: size), with: .white)
            draw(context)
        }
        return try Document(metadata: DocumentMetadata(title: "list"), pages: [page, page]).data(format: .pdf)
    }

    @Test(arguments: 0..<8)
    func aReplayedPageIsTheDirectlyDrawnPageByteForByte(_ index: Int) throws {
        let (name, draw) = Self.recordable[index]
        let recorded = try RecordedPages()
        #expect(recorded.record(pageSize: Self.size, draw), "\(name) was refused")
        #expect(recorded.count == 1)
        let direct = try Self.pdf(draw)
        let replayed = try Self.pdf { recorded.replay(0, in: $0) }
        #expect(direct == replayed, "\(name): \(direct.count) bytes drawn, \(replayed.count) replayed")
    }

    @Test(arguments: 0..<8)
    func aPageDrawingWhatAListCannotHoldIsRefused(_ index: Int) throws {
        let (name, draw) = Self.unrecordable[index]
        let recorded = try RecordedPages()
        #expect(!recorded.record(pageSize: Self.size, draw), "\(name) was recorded")
        #expect(recorded.count == 0)
    }

    @Test func manyPagesReplayInAnyOrder() throws {
        let recorded = try RecordedPages()
        for index in 0..<50 {
            #expect(
                recorded.record(pageSize: Self.size) { context in
                    context.draw(
                        TextLayout(plain: "Page \(index)", font: .systemFont(ofSize: 10 + Double(index % 7))),
                        at: Point(x: 10, y: 10))
                })
        }
        for index in [49, 0, 17, 17, 3] {
            let direct = try Self.pdf { context in
                context.draw(
                    TextLayout(plain: "Page \(index)", font: .systemFont(ofSize: 10 + Double(index % 7))),
                    at: Point(x: 10, y: 10))
            }
            #expect(try Self.pdf { recorded.replay(index, in: $0) } == direct, "page \(index)")
        }
    }

    @Test func replayingAPageNeverRecordedFailsTheDocument() throws {
        let recorded = try RecordedPages()
        #expect(
            recorded.record(pageSize: Self.size) {
                $0.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .red)
            })
        #expect(throws: CanvasError.pageOutOfRange(index: 1, pageCount: 1)) {
            try Self.pdf { recorded.replay(1, in: $0) }
        }
    }

    @Test func theSpillFileIsNeverVisibleInTheTemporaryDirectory() throws {
        func spillFiles() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
                .filter { $0.hasPrefix("vellum-spill-") }
        }
        let before = try spillFiles()
        let recorded = try RecordedPages()
        #expect(
            recorded.record(pageSize: Self.size) {
                $0.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .red)
            })
        #expect(try spillFiles() == before)
    }
}
