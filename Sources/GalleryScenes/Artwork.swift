import Canvas
import Foundation

/// Pictures the gallery draws for itself with gradients, as images (so scenes use `ImageView`
/// as their UIKit originals do).
enum Artwork {
    /// A planet Earth: an ocean sphere with continents, lit from the top left, on transparency.
    static func earth(diameter: Double = 120, scale: Double = 3) -> Image {
        render(size: Size(width: diameter, height: diameter), scale: scale) { context in
            let bounds = Rect(x: 0, y: 0, width: diameter, height: diameter)
            let disc = Path(ellipseIn: bounds.insetBy(dx: 2, dy: 2))
            let ocean = Gradient(colors: [
                Color(hex: "#5AB4F0")!, Color(hex: "#1E5AA8")!, Color(hex: "#0B2350")!,
            ])
            context.fill(
                disc,
                with: .radialGradient(
                    ocean, center: Point(x: diameter * 0.35, y: diameter * 0.3), startRadius: 0,
                    endRadius: diameter * 0.75))
            context.withSavedState {
                context.clip(to: disc)
                let land = Color(hex: "#3E8E41")!
                for blob in [
                    Rect(x: 0.18, y: 0.2, width: 0.3, height: 0.22),
                    Rect(x: 0.3, y: 0.38, width: 0.16, height: 0.3),
                    Rect(x: 0.58, y: 0.25, width: 0.3, height: 0.18),
                    Rect(x: 0.62, y: 0.45, width: 0.2, height: 0.28),
                ] {
                    let r = Rect(
                        x: blob.minX * diameter, y: blob.minY * diameter, width: blob.width * diameter,
                        height: blob.height * diameter)
                    context.fill(Path(ellipseIn: r), with: .color(land))
                }
                let shade = Gradient(stops: [
                    .init(color: Color(white: 0, alpha: 0), location: 0.55),
                    .init(color: Color(white: 0, alpha: 0.45), location: 1),
                ])
                context.fill(
                    disc,
                    with: .radialGradient(
                        shade, center: Point(x: diameter * 0.4, y: diameter * 0.35), startRadius: 0,
                        endRadius: diameter * 0.7))
            }
            context.stroke(
                disc, with: .color(Color(hex: "#9FD4FF")!.withAlphaComponent(0.6)),
                style: StrokeStyle(lineWidth: 1.5))
        }
    }

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

    private static func render(size: Size, scale: Double, draw: @escaping (GraphicsContext) -> Void) -> Image
    {
        let document = Document(pages: [Page(size: size) { draw($0) }])
        // The sizes are constants within every limit, so rendering cannot fail.
        return try! document.image(scale: scale)
    }
}
