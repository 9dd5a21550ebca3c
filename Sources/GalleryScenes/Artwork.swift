import Canvas
import Foundation

/// Pictures the gallery draws for itself with gradients, as images (so scenes use `ImageView`
/// as their UIKit originals do).
public enum Artwork {
    /// Square podcast artwork: a gradient with concentric sound waves.
    static func podcast(side: Double = 96, scale: Double = 3) -> Image {
        render(size: Size(width: side, height: side), scale: scale) { context in
            let bounds = Rect(x: 0, y: 0, width: side, height: side)
            let background = Gradient(colors: [Color(hex: "#FF6B6B")!, Color(hex: "#7B2FF7")!])
            context.fill(
                Path(roundedRect: bounds, cornerRadius: side * 0.12),
                with: .linearGradient(background, start: .zero, end: Point(x: side, y: side)))
            let center = Point(x: side / 2, y: side * 0.56)
            for (i, radius) in [0.16, 0.27, 0.38].enumerated() {
                var arc = Path()
                arc.addArc(
                    center: center, radius: side * radius, startAngle: -Double.pi * 0.8,
                    endAngle: -Double.pi * 0.2)
                context.stroke(
                    arc, with: .color(Color(white: 1, alpha: 0.9 - Double(i) * 0.2)),
                    style: StrokeStyle(lineWidth: side * 0.045, lineCap: .round))
            }
            context.fill(
                Path(
                    ellipseIn: Rect(
                        x: center.x - side * 0.06, y: center.y - side * 0.06, width: side * 0.12,
                        height: side * 0.12)), with: .color(.white))
        }
    }

    static func render(size: Size, scale: Double, draw: @escaping (GraphicsContext) -> Void) -> Image {
        let document = Document(pages: [Page(size: size) { draw($0) }])
        // The sizes are constants within every limit, so rendering cannot fail.
        return try! document.image(scale: scale)
    }
}
