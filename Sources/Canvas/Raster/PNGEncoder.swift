internal import CCairo
import Foundation

/// Encodes an ``Image``'s pixels as PNG: 8-bit RGB when every pixel is opaque, 8-bit RGBA
/// otherwise, un-premultiplied with cairo's rounding, with cairo's white `bKGD` chunk, so the
/// file decodes to exactly the pixels `cairo_surface_write_to_png` would have written.
///
/// ``PNGScanlines`` filters the rows by one of two strategies, chosen by compressing a sample of
/// rows both ways; libdeflate compresses all the scanlines in one call (it cannot continue a
/// stream) into a buffer sized by its bound, written in place as a single `IDAT` chunk. Measured
/// for issue 12 (see `CHANGELOG.md`): about 3× faster than cairo's writer (libpng and zlib at
/// level 6) on rendered cards and pages, with files 0.75–0.9× its size (1.04× for a photograph).
enum PNGEncoder {
    /// The sample the strategy trial compresses: this many bands of ``sampleBandRows`` rows,
    /// spread from the top of the image to the bottom (the whole image when it is no taller).
    static let sampleBandCount = 6
    /// Rows per sample band: enough that unfiltered rows find the rows above them to match.
    static let sampleBandRows = 16
    /// How much larger ``PNGScanlines/Strategy/keepFlatRows``'s sample may come out and still be
    /// chosen: it compresses at a faster level.
    static let keepFlatRowsAllowance = 1.15

    /// The PNG signature.
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The bytes around the compressed data: signature, `IHDR` (25), `bKGD` (18), `IDAT`'s
    /// length, type and CRC (12) and `IEND` (12).
    private static let framingByteCount = 8 + 25 + 18 + 12 + 12

    /// PNG's largest chunk length, 2³¹ − 1 bytes.
    private static let maximumChunkLength = Int(Int32.max)

    /// Encodes `width × height` premultiplied ARGB32 words, row after row with no padding, with
    /// `strategy`, or the one ``smallerStrategy(for:)`` picks when it is `nil` (tests force one).
    ///
    /// - Throws: ``CanvasError/invalidImageData(_:)`` for an empty size,
    ///   ``CanvasError/imageTooLarge(width:height:reason:)`` past ``RenderLimits`` (checked before
    ///   a pixel is read) or when the compressed pixels could pass a PNG chunk's length, and
    ///   ``CanvasError/malformedOutput(format:reason:)`` if libdeflate fails.
    static func encode(
        _ pixels: UnsafePointer<UInt32>, width: Int, height: Int, strategy: PNGScanlines.Strategy? = nil
    ) throws(CanvasError) -> Data {
        guard width > 0, height > 0 else {
            throw .invalidImageData("an image needs a positive size, not \(width) × \(height)")
        }
        // Sides first, so the product cannot overflow.
        guard width <= RenderLimits.maximumPixelSide, height <= RenderLimits.maximumPixelSide,
            width * height <= RenderLimits.maximumPixelCount
        else { throw .imageTooLarge(width: width, height: height, reason: "beyond RenderLimits") }
        let opaque = PNGScanlines.isOpaque(pixels, count: width * height)
        let scanlines = PNGScanlines(pixels, width: width, height: height, channels: opaque ? 3 : 4)
        let chosen: PNGScanlines.Strategy
        if let strategy { chosen = strategy } else { chosen = try smallerStrategy(for: scanlines) }
        let scanlineByteCount = scanlines.lineByteCount * height
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: scanlineByteCount)
        defer { filtered.deallocate() }
        scanlines.write(rows: 0..<height, chosen, into: filtered)

        let compressor = try DeflateCompressor(level: chosen.compressionLevel)
        let bound = compressor.zlibBound(scanlineByteCount)
        guard bound <= maximumChunkLength else {
            throw .imageTooLarge(
                width: width, height: height,
                reason: "its compressed pixels could pass PNG's chunk length limit")
        }
        let file = UnsafeMutableRawPointer.allocate(byteCount: framingByteCount + bound, alignment: 1)
        defer { file.deallocate() }
        var writer = PNGChunkWriter(file)
        writer.append(signature)
        writer.chunk("IHDR") {
            $0.append(bigEndian: UInt32(width))
            $0.append(bigEndian: UInt32(height))
            // 8 bits per sample, colour type 2 (RGB) or 6 (RGBA), deflate, filtering method 0,
            // no interlacing.
            $0.append([8, opaque ? 2 : 6, 0, 0, 0])
        }
        // cairo's background colour: white, as three 16-bit samples.
        writer.chunk("bKGD") { $0.append([0, 0xFF, 0, 0xFF, 0, 0xFF]) }
        try writer.chunk("IDAT") { (idat: inout PNGChunkWriter) throws(CanvasError) in
            idat.count += try compressor.zlibCompress(filtered, count: scanlineByteCount, into: idat.end)
        }
        writer.chunk("IEND") { _ in }
        return Data(bytes: file, count: writer.count)
    }

    /// The strategy whose sample (``sampleBandCount`` bands of ``sampleBandRows`` rows) compresses
    /// smaller, allowing ``PNGScanlines/Strategy/keepFlatRows`` ``keepFlatRowsAllowance``.
    static func smallerStrategy(for scanlines: PNGScanlines) throws(CanvasError) -> PNGScanlines.Strategy {
        let height = scanlines.height
        let bands =
            height <= sampleBandCount * sampleBandRows
            ? [0..<height]
            : (0..<sampleBandCount).map { band in
                let start = band * (height - sampleBandRows) / (sampleBandCount - 1)
                return start..<(start + sampleBandRows)
            }
        let sampleByteCount = bands.reduce(0) { $0 + $1.count } * scanlines.lineByteCount
        let sample = UnsafeMutablePointer<UInt8>.allocate(capacity: sampleByteCount)
        defer { sample.deallocate() }
        var sizes: [PNGScanlines.Strategy: Int] = [:]
        for strategy in PNGScanlines.Strategy.allCases {
            var line = sample
            for band in bands {
                scanlines.write(rows: band, strategy, into: line)
                line += band.count * scanlines.lineByteCount
            }
            let compressor = try DeflateCompressor(level: strategy.compressionLevel)
            let compressed = UnsafeMutableRawPointer.allocate(
                byteCount: compressor.zlibBound(sampleByteCount), alignment: 1)
            defer { compressed.deallocate() }
            sizes[strategy] = try compressor.zlibCompress(sample, count: sampleByteCount, into: compressed)
        }
        let flat = Double(sizes[.keepFlatRows] ?? 0)
        let filtered = Double(sizes[.filterEveryRow] ?? 0)
        return flat <= filtered * keepFlatRowsAllowance ? .keepFlatRows : .filterEveryRow
    }
}

/// Writes PNG chunks (length, type, data, CRC-32 of type and data) into memory the caller sized.
struct PNGChunkWriter {
    private let base: UnsafeMutableRawPointer
    /// The bytes written so far.
    var count = 0

    init(_ base: UnsafeMutableRawPointer) { self.base = base }

    /// Where the next byte goes.
    var end: UnsafeMutableRawPointer { base + count }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { end.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        count += bytes.count
    }

    mutating func append(bigEndian value: UInt32) {
        end.storeBytes(of: value.bigEndian, as: UInt32.self)
        count += 4
    }

    /// Writes a chunk of type `type` whose data `body` appends.
    mutating func chunk<E: Error>(_ type: String, _ body: (inout PNGChunkWriter) throws(E) -> Void) throws(E)
    {
        let start = count
        append(bigEndian: 0)
        append(Array(type.utf8))
        try body(&self)
        let length = count - start - 8
        (base + start).storeBytes(of: UInt32(length).bigEndian, as: UInt32.self)
        append(bigEndian: libdeflate_crc32(0, base + start + 4, length + 4))
    }
}
