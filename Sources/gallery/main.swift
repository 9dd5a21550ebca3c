import Canvas
import Foundation

var doc = Document(metadata: DocumentMetadata(title: "Demo", author: "Vellum"))
doc.addPage(size: Size(width: 300, height: 200)) { ctx in
    ctx.fill(Rect(x: 0, y: 0, width: 300, height: 200), with: .white)
    ctx.fill(Path(roundedRect: Rect(x: 10, y: 10, width: 120, height: 40), cornerRadius: 20), with: .color(.systemGray5))
    var t = AttributedString("Hello, Vellum! Avengers: Infinity War ")
    t.font = .systemFont(ofSize: 24, weight: .bold)
    var u = AttributedString("regular text that wraps over a few lines.")
    u.font = .systemFont(ofSize: 16)
    u.foregroundColor = .systemBlue
    let layout = TextLayout(t + u, width: 280)
    print(layout.size, layout.lines.map(\.rect), layout.lines.map(\.baseline))
    ctx.draw(layout, at: Point(x: 10, y: 60))
}
try doc.write(to: URL(fileURLWithPath: "/tmp/demo.pdf"), format: .pdf)
try doc.write(to: URL(fileURLWithPath: "/tmp/demo.svg"), format: .svg)
try doc.write(to: URL(fileURLWithPath: "/tmp/demo.png"), format: .png(scale: 2))
