import Foundation

@testable import Canvas

/// Pages drawn to pixels and their pixels read back, for the tests of drawing and PNG encoding.
enum PagePixels {
    /// One white page of `size` at `scale` with `draw` on top.
    static func onWhite(
        _ size: Size = Size(width: 40, height: 40), scale: Double = 1,
        _ draw: @escaping (GraphicsContext) -> Void
    ) throws -> Image {
        try drawn(size, scale: scale) { context in
            context.fill(Rect(size: size), with: .white)
            draw(context)
        }
    }

    /// One page of `size` at `scale`, with no background unless `draw` paints one.
    static func drawn(_ size: Size, scale: Double = 2, _ draw: @escaping (GraphicsContext) -> Void) throws
        -> Image
    {
        var document = Document()
        document.addPage(size: size) { draw($0) }
        return try document.image(scale: scale)
    }

    /// The 8-bit RGBA of a pixel.
    static func rgba(_ image: Image, _ x: Int, _ y: Int) -> [Int] {
        let bytes = image.rgbaBytes
        let i = (y * image.pixelWidth + x) * 4
        return (0..<4).map { Int(bytes[i + $0]) }
    }

    /// Whether two RGBA values differ by at most `tolerance` in every channel.
    static func close(_ a: [Int], _ b: [Int], tolerance: Int = 1) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
