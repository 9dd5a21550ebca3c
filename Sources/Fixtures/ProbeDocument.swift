import Canvas

/// The fixed two-page document that `canvas-probe` renders in its own process and
/// `DocumentTests` renders in-process: the two outputs must be byte-identical.
public enum ProbeDocument {
    /// The document: shapes, a gradient, a dashed line and text on page one; text on page two.
    public static func make() -> Document {
        var document = Document(
            metadata: DocumentMetadata(
                title: "Canvas probe", author: "Vellum tests", subject: "Determinism", creator: "canvas-probe"
            ))
        document.addPage(size: Size(width: 240, height: 120)) { context in
            context.fill(Rect(x: 0, y: 0, width: 240, height: 120), with: .white)
            context.fill(Rect(x: 10, y: 10, width: 60, height: 40), with: .red)
            context.fill(
                Path(roundedRect: Rect(x: 80, y: 10, width: 60, height: 40), cornerRadius: 12),
                with: .color(.systemBlue))
            let gradient = Gradient(colors: [.systemGreen, .systemYellow])
            context.fill(
                Path(ellipseIn: Rect(x: 150, y: 10, width: 80, height: 40)),
                with: .linearGradient(gradient, start: Point(x: 150, y: 10), end: Point(x: 230, y: 50)))
            context.strokeLine(
                from: Point(x: 10, y: 60), to: Point(x: 230, y: 60), with: .black,
                style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
            let text = TextLayout(plain: "Hello Vellum", font: .systemFont(ofSize: 20, weight: .semibold))
            context.draw(text, at: Point(x: 10, y: 70))
        }
        document.addPage(size: Size(width: 100, height: 300)) { context in
            context.fill(Rect(x: 0, y: 0, width: 100, height: 300), with: .systemGray6)
            context.draw(TextLayout(plain: "Page two", font: .body), at: Point(x: 8, y: 8))
        }
        return document
    }
}
