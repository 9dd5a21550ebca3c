import Canvas
import Foundation

/// The annual report's pictures: photographs drawn here and stored as JPEG (so the PDF carries
/// JPEG bytes, as it would a camera's), and charts written as SVG (so they stay vectors).
extension Artwork {
    /// The cover: hills under an evening sky, 1200 × 744 pixels, decoded from
    /// ``coverPhotoJPEG()``.
    static func coverPhoto() -> Image {
        // The bytes are a JPEG this file encodes; they decode.
        try! Image(decoding: coverPhotoJPEG())
    }

    /// The cover photograph's JPEG bytes (quality 0.86), which the PDF carries unchanged.
    public static func coverPhotoJPEG() -> Data {
        // The picture is within every limit, so encoding cannot fail.
        try! photo(size: Size(width: 400, height: 248), scale: 3, hue: 0.05, sun: true).jpegData(
            quality: 0.86)
    }

    /// An office "photograph": a façade of windows under a sky whose hue is `hue`, 240 × 162
    /// pixels, as a JPEG.
    static func officePhoto(hue: Double) -> Image {
        render(size: Size(width: 80, height: 54), scale: 3) { context in
            let sky = Gradient(colors: [
                Color(hue: hue, saturation: 0.45, brightness: 0.95),
                Color(hue: hue, saturation: 0.2, brightness: 1),
            ])
            context.fill(
                Path(Rect(x: 0, y: 0, width: 80, height: 54)),
                with: .linearGradient(sky, start: .zero, end: Point(x: 0, y: 54)))
            context.fill(Path(Rect(x: 12, y: 10, width: 56, height: 44)), with: .color(Color(white: 0.82)))
            for row in 0..<4 {
                for column in 0..<5 {
                    let window = Rect(
                        x: 16 + Double(column) * 10.5, y: 14 + Double(row) * 9.5, width: 7, height: 6)
                    context.fill(
                        Path(window), with: .color(Color(hue: 0.6, saturation: 0.35, brightness: 0.45)))
                }
            }
        }
        .asJPEG()
    }

    /// A landscape: a sky gradient, a sun, three ranges of hills.
    private static func photo(size: Size, scale: Double, hue: Double, sun: Bool) -> Image {
        render(size: size, scale: scale) { context in
            let (w, h) = (size.width, size.height)
            let sky = Gradient(colors: [
                Color(hue: 0.62, saturation: 0.55, brightness: 0.55),
                Color(hue: hue, saturation: 0.6, brightness: 1),
            ])
            context.fill(
                Path(Rect(origin: .zero, size: size)),
                with: .linearGradient(sky, start: .zero, end: Point(x: 0, y: h * 0.7)))
            if sun {
                context.fill(
                    Path(ellipseIn: Rect(x: w * 0.66, y: h * 0.34, width: h * 0.2, height: h * 0.2)),
                    with: .color(Color(hue: 0.12, saturation: 0.5, brightness: 1)))
            }
            for (index, shade) in [0.62, 0.42, 0.26].enumerated() {
                var hills = Path()
                let base = h * (0.55 + Double(index) * 0.12)
                hills.move(to: Point(x: 0, y: h))
                hills.addLine(to: Point(x: 0, y: base))
                for step in 0...16 {
                    let x = w * Double(step) / 16
                    let y = base - sin(Double(step) * (0.9 + Double(index) * 0.4) + Double(index)) * h * 0.05
                    hills.addLine(to: Point(x: x, y: y))
                }
                hills.addLine(to: Point(x: w, y: h))
                hills.closeSubpath()
                context.fill(
                    hills,
                    with: .color(Color(hue: 0.33 - Double(index) * 0.05, saturation: 0.45, brightness: shade))
                )
            }
        }
    }

    /// Quarterly revenue as an SVG bar chart: this year's bars beside last year's, on gridlines.
    static func revenueChartSVG() -> String {
        let thisYear = [10.1, 11.4, 12.2, 14.5]
        let lastYear = [8.2, 8.9, 9.4, 10.3]
        var marks = gridlines(width: 480, height: 200, steps: 4)
        for quarter in 0..<4 {
            let x = 40 + Double(quarter) * 110
            marks.append(bar(x: x, value: lastYear[quarter], color: "#C7C7CC"))
            marks.append(bar(x: x + 40, value: thisYear[quarter], color: "#5856D6"))
        }
        return svg(width: 480, height: 200, marks)
    }

    /// Documents printed per month as an SVG line chart with its area shaded.
    static func documentsChartSVG() -> String {
        let values = [3.1, 3.4, 3.9, 4.1, 4.0, 4.6, 4.4, 4.9, 5.6, 6.0, 6.8, 7.9]
        let points = values.enumerated().map { index, value in
            (x: 20 + Double(index) * 40, y: 200 - value / 8 * 190)
        }
        let line = points.map { "\($0.x),\($0.y)" }.joined(separator: " ")
        var marks = gridlines(width: 480, height: 200, steps: 4)
        marks.append(##"<polygon points="20,200 \##(line) 460,200" fill="#34C759" fill-opacity="0.18"/>"##)
        marks.append(
            ##"<polyline points="\##(line)" fill="none" stroke="#248A3D" stroke-width="3" stroke-linejoin="round"/>"##
        )
        for point in points {
            marks.append(
                ##"<circle cx="\##(point.x)" cy="\##(point.y)" r="4" fill="#FFFFFF" stroke="#248A3D" stroke-width="2"/>"##
            )
        }
        return svg(width: 480, height: 200, marks)
    }

    private static func bar(x: Double, value: Double, color: String) -> String {
        let height = value / 16 * 190
        return
            ##"<rect x="\##(x)" y="\##(200 - height)" width="34" height="\##(height)" rx="3" fill="\##(color)"/>"##
    }

    private static func gridlines(width: Int, height: Int, steps: Int) -> [String] {
        (0...steps).map { step in
            let y = Double(height) - Double(step) * Double(height - 10) / Double(steps)
            return
                ##"<line x1="0" y1="\##(y)" x2="\##(width)" y2="\##(y)" stroke="#D1D1D6" stroke-width="1"/>"##
        }
    }

    private static func svg(width: Int, height: Int, _ marks: [String]) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
        \(marks.joined(separator: "\n"))
        </svg>
        """
    }
}

extension Image {
    /// The image stored as JPEG (quality 0.86) and decoded again, so documents embed the JPEG's
    /// bytes; the image itself when encoding fails.
    fileprivate func asJPEG() -> Image {
        guard let data = try? jpegData(quality: 0.86), let decoded = try? Image(decoding: data) else {
            return self
        }
        return decoded
    }
}
