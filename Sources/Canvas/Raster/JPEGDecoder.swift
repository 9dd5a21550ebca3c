internal import CCairo
import Foundation

/// Decodes JPEG files with libjpeg (baseline and progressive; greyscale, RGB and CMYK, read as
/// Adobe's inverted CMYK) into upright ARGB pixels, turning them by the EXIF orientation.
///
/// The header is read and checked against ``RenderLimits`` before any pixel memory is allocated;
/// libjpeg's warnings (a truncated or corrupt file) are errors, as are more than 1,000
/// progressive scans, and libjpeg never prints or exits (see `jpeg-codec.h`).
enum JPEGDecoder {
    /// Decodes `data` into an image at `scale`.
    static func decode(_ data: Data, scale: Double) throws(CanvasError) -> Image {
        guard data.count >= 4, data[data.startIndex] == 0xFF, data[data.startIndex + 1] == 0xD8 else {
            throw .invalidImageData("not a JPEG (bad signature)")
        }
        let result = data.withUnsafeBytes { raw -> Result<Image, CanvasError> in
            do throws(CanvasError) {
                return .success(try decode(raw, data: data, scale: scale))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private static func decode(_ raw: UnsafeRawBufferPointer, data: Data, scale: Double) throws(CanvasError)
        -> Image
    {
        let bytes = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let header = try readHeader(raw)
        let width = Int(header.width)
        let height = Int(header.height)
        let components = Int(header.components)
        try Image.checkDecodedSize(width: width, height: height, format: "JPEG")
        guard components == 1 || components == 3 || components == 4 else {
            throw .invalidImageData("JPEG: an unsupported colour space")
        }
        // Four bytes a pixel: ARGB32 words for greyscale and RGB, CMYK samples converted in place.
        let stored = PixelStorage(width: width, height: height)
        // libjpeg's own buffers (a progressive file's coefficients: two bytes a sample) and some room.
        let memoryLimit = width * height * components * 2 + 64 << 20
        var expected = header
        var message = CMessageBuffer()
        guard
            vellum_jpeg_decode(
                bytes, UInt(raw.count), &expected,
                UnsafeMutableRawPointer(stored.words).assumingMemoryBound(to: UInt8.self),
                memoryLimit, &message.bytes, message.capacity) == 0
        else { throw .invalidImageData("JPEG: \(message.text)") }
        if components == 4 { convertCMYK(in: stored, count: width * height) }
        let orientation = EXIFOrientation.read(raw)
        let pixels = orientation == .up ? stored : orientation.upright(stored, width: width, height: height)
        var image = Image(
            pixelWidth: orientation.swapsSides ? height : width,
            pixelHeight: orientation.swapsSides ? width : height,
            scale: scale, storage: pixels)
        image.source = .jpeg(
            JPEGBytes(
                data: data, orientation: orientation, storedWidth: width, storedHeight: height,
                isEmbeddable: components != 4))
        return image
    }

    /// The dimensions a JPEG's header states (the file read up to its first scan).
    static func headerSize(of data: Data) throws(CanvasError) -> (width: Int, height: Int) {
        let result = data.withUnsafeBytes { raw -> Result<vellum_jpeg_header, CanvasError> in
            do throws(CanvasError) { return .success(try readHeader(raw)) } catch { return .failure(error) }
        }
        let header = try result.get()
        return (Int(header.width), Int(header.height))
    }

    /// Reads a JPEG's header with libjpeg.
    private static func readHeader(_ raw: UnsafeRawBufferPointer) throws(CanvasError) -> vellum_jpeg_header {
        guard let base = raw.baseAddress, raw.count > 0 else { throw .invalidImageData("JPEG: no bytes") }
        var header = vellum_jpeg_header()
        var message = CMessageBuffer()
        guard
            vellum_jpeg_decode(
                base.assumingMemoryBound(to: UInt8.self), UInt(raw.count), &header, nil, 0, &message.bytes,
                message.capacity) == 0
        else { throw .invalidImageData("JPEG: \(message.text)") }
        return header
    }

    /// Opaque ARGB words from CMYK samples, in place. CMYK is converted naively
    /// (`R = (1 − C)(1 − K)`…) and read as Adobe's inverted CMYK (`255 − ink`) whether or not the
    /// file has Adobe's marker: libjpeg writes the marker into every CMYK file, Photoshop stores
    /// them inverted, and Pillow and the browsers read every CMYK JPEG so.
    private static func convertCMYK(in storage: PixelStorage, count: Int) {
        let samples = UnsafeMutableRawPointer(storage.words).assumingMemoryBound(to: UInt8.self)
        for i in 0..<count {
            let p = samples + i * 4
            // Stored inverted: each sample is 255 − ink, so (1 − C)(1 − K) is c·k / 255².
            let k = UInt32(p[3])
            func channel(_ v: UInt8) -> UInt32 { (UInt32(v) * k + 127) / 255 }
            storage.words[i] = 0xFF00_0000 | channel(p[0]) << 16 | channel(p[1]) << 8 | channel(p[2])
        }
    }

}
