internal import CCairo
import Foundation

/// Encodes pixels as baseline JFIF JPEG with libjpeg: 8-bit YCbCr, libjpeg's standard tables scaled
/// to the quality, optimised Huffman tables, no metadata, so equal pixels give equal bytes.
enum JPEGEncoder {
    /// The JPEG of premultiplied ARGB words (`width` × `height`), at a libjpeg quality of 1…100.
    /// JPEG has no alpha: each pixel is its colour composited over black.
    static func encode(_ words: UnsafePointer<UInt32>, width: Int, height: Int, quality: Int)
        throws(CanvasError)
        -> Data
    {
        let rgb = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height * 3)
        defer { rgb.deallocate() }
        for i in 0..<(width * height) {
            // Premultiplied channels are the colour over black.
            let word = words[i]
            rgb[i * 3] = UInt8(truncatingIfNeeded: word >> 16)
            rgb[i * 3 + 1] = UInt8(truncatingIfNeeded: word >> 8)
            rgb[i * 3 + 2] = UInt8(truncatingIfNeeded: word)
        }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = CMessageBuffer()
        let status = vellum_jpeg_encode(
            rgb, Int32(width), Int32(height), Int32(quality), &output, &size, &message.bytes, message.capacity
        )
        defer { free(output) }
        guard status == 0, let output else {
            throw .invalidImageData("JPEG encoding failed: \(message.text)")
        }
        return Data(bytes: output, count: Int(size))
    }
}

extension Image {
    /// Encodes the image as a JPEG (UIImage's `jpegData(compressionQuality:)`): `quality` from 0
    /// (smallest) to 1 (best) maps to libjpeg's 1…100; outside 0…1 it is clamped, and a non-finite
    /// quality counts as 1. JPEG has no alpha, so translucent pixels come out over black. Equal
    /// pixels and quality give equal bytes.
    public func jpegData(quality: Double) throws(CanvasError) -> Data {
        let unit = quality.isFinite ? min(1, max(0, quality)) : 1
        let libjpegQuality = max(1, Int((unit * 100).rounded()))
        defer { withExtendedLifetime(storage) {} }
        return try JPEGEncoder.encode(
            storage.words, width: pixelWidth, height: pixelHeight, quality: libjpegQuality)
    }
}
