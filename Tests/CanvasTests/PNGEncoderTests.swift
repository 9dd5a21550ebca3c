import Fixtures
import Foundation
import TestSupport
import Testing

@testable import Canvas

/// A second PNG decoder, independent of cairo, libpng and libdeflate: Python's zlib and the filter
/// reversal written out. For each file it checks the signature, every chunk's CRC, IHDR, that the
/// zlib stream ends exactly with the data, and the scanline count; writes the pixels as 8-bit RGBA
/// to `<file>.rgba`; and prints, as JSON, each file's size, colour type, chunk types and how many
/// rows used each filter type.
private let pythonDecoder = #"""
    import json, struct, sys, zlib

    def paeth(a, b, c):
        p = a + b - c
        pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
        return a if pa <= pb and pa <= pc else b if pb <= pc else c

    def decode(path):
        data = open(path, 'rb').read()
        if data[:8] != b'\x89PNG\r\n\x1a\n':
            raise ValueError('bad signature')
        pos, chunks, idat, header = 8, [], b'', None
        while True:
            length, kind = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            crc, = struct.unpack('>I', data[pos + 8 + length:pos + 12 + length])
            if len(body) != length or zlib.crc32(kind + body) != crc:
                raise ValueError('bad CRC in ' + kind.decode())
            chunks.append(kind.decode())
            pos += 12 + length
            if kind == b'IHDR':
                header = struct.unpack('>IIBBBBB', body)
            elif kind == b'IDAT':
                idat += body
            elif kind == b'IEND':
                break
        if pos != len(data):
            raise ValueError('bytes after IEND')
        width, height, depth, colour, method, filtering, interlace = header
        if depth != 8 or colour not in (2, 6) or method or filtering or interlace:
            raise ValueError('unexpected IHDR %r' % (header,))
        bpp = 3 if colour == 2 else 4
        inflater = zlib.decompressobj()
        raw = inflater.decompress(idat)
        if not inflater.eof or inflater.unused_data:
            raise ValueError('the zlib stream is cut short or followed by bytes')
        stride = width * bpp
        if len(raw) != height * (stride + 1):
            raise ValueError('%d bytes of scanlines for %d x %d' % (len(raw), width, height))
        previous, pixels, filters = bytearray(stride), bytearray(), [0] * 5
        for y in range(height):
            start = y * (stride + 1)
            kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
            filters[kind] += 1
            if kind == 1:
                for i in range(bpp, stride):
                    line[i] = (line[i] + line[i - bpp]) & 255
            elif kind == 2:
                line = bytearray((x + b) & 255 for x, b in zip(line, previous))
            elif kind == 3:
                for i in range(stride):
                    line[i] = (line[i] + ((line[i - bpp] if i >= bpp else 0) + previous[i]) // 2) & 255
            elif kind == 4:
                for i in range(stride):
                    a = line[i - bpp] if i >= bpp else 0
                    c = previous[i - bpp] if i >= bpp else 0
                    line[i] = (line[i] + paeth(a, previous[i], c)) & 255
            elif kind != 0:
                raise ValueError('filter type %d' % kind)
            if bpp == 3:
                rgba = bytearray(b'\xff' * (width * 4))
                for channel in range(3):
                    rgba[channel::4] = line[channel::3]
                pixels += rgba
            else:
                pixels += line
            previous = line
        open(path + '.rgba', 'wb').write(pixels)
        return {'width': width, 'height': height, 'colourType': colour, 'chunks': chunks,
                'filters': filters}

    print(json.dumps({path: decode(path) for path in sys.argv[1:]}))
    """#

/// What the Python decoder read from one file.
private struct DecodedPNG: Decodable {
    var width: Int
    var height: Int
    /// 2 for RGB, 6 for RGBA.
    var colourType: Int
    var chunks: [String]
    /// How many rows used each filter type, 0 (None) to 4 (Paeth).
    var filters: [Int]
    /// The pixels, 8-bit RGBA (RGB files read with alpha 255).
    var rgba: [UInt8] = []

    private enum CodingKeys: String, CodingKey { case width, height, colourType, chunks, filters }
}

/// Decodes PNG files with the Python decoder, by name.
private func decodeWithPython(_ files: [String: Data]) throws -> [String: DecodedPNG] {
    let scratch = try ScratchDirectory()
    let paths = files.keys.sorted().map { scratch.file("\($0).png").path }
    for (name, data) in files { try data.write(to: scratch.file("\(name).png")) }
    // Debian's python3 (scripts/install-deps.sh), not whichever one PATH finds first.
    let result = try ChildProcess.run(
        URL(fileURLWithPath: "/usr/bin/python3"), ["-c", pythonDecoder] + paths, timeLimit: 300)
    guard result.succeeded else {
        Issue.record("the Python decoder failed: \(result.errors)")
        throw CancellationError()
    }
    let byPath = try JSONDecoder().decode([String: DecodedPNG].self, from: result.outputData)
    var decoded: [String: DecodedPNG] = [:]
    for name in files.keys {
        let path = scratch.file("\(name).png").path
        var file = try #require(byPath[path])
        file.rgba = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path + ".rgba")))
        decoded[name] = file
    }
    return decoded
}

/// The RGBA bytes cairo's PNG writer produces for an image, worked out from its words by cairo's
/// own rule: each channel `(c × 255 + a / 2) / a` kept to 8 bits (a `uint8_t` store), all four
/// bytes 0 where alpha is 0.
private func cairoRGBA(_ image: Image) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(image.pixelWidth * image.pixelHeight * 4)
    for i in 0..<(image.pixelWidth * image.pixelHeight) {
        let word = image.storage.words[i]
        let alpha = Int(word >> 24)
        for shift: UInt32 in [16, 8, 0] {
            let channel = Int(word >> shift & 0xFF)
            bytes.append(alpha == 0 ? 0 : UInt8(truncatingIfNeeded: (channel * 255 + alpha / 2) / alpha))
        }
        bytes.append(UInt8(alpha))
    }
    return bytes
}

/// An image of generated RGBA bytes (un-premultiplied, so every stored word is valid).
private func generated(
    width: Int, height: Int, _ pixel: (_ x: Int, _ y: Int, _ random: inout SplitMix64) -> [UInt8]
) throws -> Image {
    var random = SplitMix64(seed: UInt64(width * 31 + height))
    var bytes: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width { bytes += pixel(x, y, &random) }
    }
    return try Image(rgbaBytes: bytes, pixelWidth: width, pixelHeight: height)
}

private func byte(_ random: inout SplitMix64) -> UInt8 { UInt8.random(in: 0...255, using: &random) }

/// The images the encoder is compared with cairo's writer on, by name.
private func sampleImages() throws -> [String: Image] {
    let text =
        "The Grand Budapest Hotel (2014). In the 1930s, the legendary concierge Gustave H. takes a "
        + "young lobby boy, Zero Moustafa, under his wing."
    let lines = [
        TextLayout(plain: text, font: .systemFont(ofSize: 13), options: .init(width: 280)),
        TextLayout(
            plain: "Top cast: $59.1M", font: .systemFont(ofSize: 18, weight: .bold), color: .systemGreen),
    ]
    let gradient = Gradient(stops: [
        .init(color: .systemBlue, location: 0),
        .init(color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.4), location: 0.6),
        .init(color: .clear, location: 1),
    ])
    var images: [String: Image] = [
        // A card: white, with antialiased text, as the W1 workload's cards are.
        "text": try PagePixels.drawn(Size(width: 300, height: 140)) { context in
            context.fill(Rect(x: 0, y: 0, width: 300, height: 140), with: .white)
            context.draw(lines[0], at: Point(x: 10, y: 10))
            context.draw(lines[1], at: Point(x: 10, y: 100))
            context.fill(Rect(x: 10, y: 130, width: 280, height: 0.5), with: .separator)
        },
        "transparent": try PagePixels.drawn(Size(width: 300, height: 140)) { context in
            context.fill(
                Path(ellipseIn: Rect(x: 150, y: 20, width: 140, height: 100)),
                with: .color(Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.6)))
            context.draw(lines[0], at: Point(x: 10, y: 10))
        },
        "gradients": try PagePixels.drawn(Size(width: 240, height: 160)) { context in
            context.fill(
                Path(Rect(x: 0, y: 0, width: 240, height: 80)),
                with: .linearGradient(gradient, start: .zero, end: Point(x: 240, y: 80)))
            context.fill(
                Path(ellipseIn: Rect(x: 40, y: 60, width: 160, height: 100)),
                with: .radialGradient(gradient, center: Point(x: 120, y: 110), startRadius: 4, endRadius: 80))
        },
        "opaque gradient": try PagePixels.drawn(Size(width: 200, height: 120), scale: 1) { context in
            context.fill(
                Path(Rect(x: 0, y: 0, width: 200, height: 120)),
                with: .linearGradient(
                    Gradient(colors: [.systemIndigo, .systemYellow]), start: .zero, end: Point(x: 200, y: 120)
                ))
        },
        // 4,000 px wide: rows of 16,000 bytes, past zlib's 32 KB window in two rows.
        // Steep gradients at 1×: few repeated pixels, and rows that are not shifted copies of the
        // rows above, so unfiltered rows compress poorly (2–3× cairo's size) and filtered ones
        // need libdeflate's lazy matching.
        "1× diagonal gradient": try PagePixels.drawn(Size(width: 300, height: 240), scale: 1) { context in
            context.fill(
                Path(Rect(x: 0, y: 0, width: 300, height: 240)),
                with: .linearGradient(
                    Gradient(colors: [.black, Color(red: 1, green: 0.3, blue: 0.8), .systemGreen]),
                    start: .zero,
                    end: Point(x: 300, y: 240)))
        },
        "1× rings": try PagePixels.drawn(Size(width: 200, height: 200), scale: 1) { context in
            context.fill(
                Path(Rect(x: 0, y: 0, width: 200, height: 200)),
                with: .radialGradient(
                    Gradient(colors: [.red, .blue, .systemYellow, .black, .white, .systemTeal, .red, .black]),
                    center: Point(x: 100, y: 100), startRadius: 0, endRadius: 100))
        },
        "4000 px wide": try PagePixels.drawn(Size(width: 2000, height: 30)) { context in
            context.fill(
                Path(Rect(x: 0, y: 0, width: 2000, height: 30)),
                with: .linearGradient(gradient, start: .zero, end: Point(x: 2000, y: 0)))
            context.draw(lines[1], at: Point(x: 1000, y: 4))
        },
        "1×1 opaque": try Image(rgbaBytes: [12, 34, 56, 255], pixelWidth: 1, pixelHeight: 1),
        "1×1 translucent": try Image(rgbaBytes: [200, 100, 50, 77], pixelWidth: 1, pixelHeight: 1),
        "1×1 clear": try Image(rgbaBytes: [200, 100, 50, 0], pixelWidth: 1, pixelHeight: 1),
        "7×5 noise": try generated(width: 7, height: 5) { _, _, r in [byte(&r), byte(&r), byte(&r), byte(&r)]
        },
        "13×3 opaque noise": try generated(width: 13, height: 3) { _, _, r in
            [byte(&r), byte(&r), byte(&r), 255]
        },
        "noise": try generated(width: 301, height: 120) { _, _, r in [byte(&r), byte(&r), byte(&r), byte(&r)]
        },
        // Smooth with a little noise, as a photograph is: rows cairo and this encoder filter.
        "photograph": try generated(width: 333, height: 101) { x, y, r in
            let n = Int.random(in: -3...3, using: &r)
            return [(x + y + n) & 255, (2 * x - y + 300 + n) & 255, (x * y / 64 + n) & 255].map { UInt8($0) }
                + [255]
        },
    ]
    // Every alpha (rows) with every premultiplied channel value (columns), the values past alpha
    // included: they never come out of cairo, but the writer's 8-bit wrap-around is matched too.
    let all = try Image(
        rgbaBytes: [UInt8](repeating: 0, count: 256 * 256 * 4), pixelWidth: 256, pixelHeight: 256)
    for alpha in 0..<256 {
        for channel in 0..<256 {
            let c = UInt32(channel)
            all.storage.words[alpha * 256 + channel] = UInt32(alpha) << 24 | c << 16 | (255 - c) << 8 | c / 2
        }
    }
    images["every alpha and channel"] = all
    return images
}

@Suite("PNG encoder: libdeflate, checked against cairo's writer and a second decoder")
struct PNGEncoderTests {
    @Test func decodesToCairosPixelsAtMostAThirdLarger() throws {
        let images = try sampleImages()
        var files: [String: Data] = [:]
        for (name, image) in images {
            let words = image.storage.words
            let (width, height) = (image.pixelWidth, image.pixelHeight)
            files["\(name) chosen"] = try image.pngData()
            for strategy in PNGScanlines.Strategy.allCases {
                files["\(name) \(strategy)"] = try PNGEncoder.encode(
                    words, width: width, height: height, strategy: strategy)
            }
            files["\(name) cairo"] = try PNGEncoder.cairoReference(image)
        }
        // The pure-Python decoder reads every encoding of the small images and the chosen and
        // cairo's encodings of the large ones (it un-filters a byte at a time: every encoding of
        // every image took five minutes of the suite); cairo's reader checks all of them.
        let small = Set(images.filter { $0.value.pixelWidth * $0.value.pixelHeight <= 50_000 }.map(\.key))
        let decoded = try decodeWithPython(
            files.filter { name, _ in
                small.contains { name.hasPrefix("\($0) ") } || name.hasSuffix(" chosen")
                    || name.hasSuffix(" cairo")
            })
        var filtersUsed = [0, 0, 0, 0, 0]
        for (name, image) in images.sorted(by: { $0.key < $1.key }) {
            let cairos = try #require(decoded["\(name) cairo"])
            let cairoFile = try #require(files["\(name) cairo"])
            let expected = cairoRGBA(image)
            for way in ["chosen"] + PNGScanlines.Strategy.allCases.map({ "\($0)" }) {
                let ourFile = try #require(files["\(name) \(way)"])
                // cairo's own reader agrees on every encoding.
                #expect(try Image(pngData: ourFile) == Image(pngData: cairoFile), "\(name), \(way)")
                guard let ours = decoded["\(name) \(way)"] else {
                    #expect(!small.contains(name) && way != "chosen", "\(name), \(way) was not decoded")
                    continue
                }
                #expect(ours.width == image.pixelWidth && ours.height == image.pixelHeight, "\(name), \(way)")
                #expect(ours.chunks == ["IHDR", "bKGD", "IDAT", "IEND"], "\(name), \(way)")
                #expect(
                    ours.colourType == cairos.colourType, "\(name), \(way): RGB exactly when cairo writes RGB"
                )
                #expect(ours.rgba == expected, "\(name), \(way): pixels differ from cairo's rule")
                #expect(ours.rgba == cairos.rgba, "\(name), \(way): pixels differ from cairo's file")
                for (filter, rows) in ours.filters.enumerated() { filtersUsed[filter] += rows }
            }
            let chosen = try #require(files["\(name) chosen"])
            #expect(
                Double(chosen.count) <= 1.3 * Double(cairoFile.count),
                "\(name): \(chosen.count) bytes, cairo's \(cairoFile.count)")
        }
        // Every filter the encoder writes was decoded somewhere above (Average is never written).
        #expect(
            filtersUsed[0] > 0 && filtersUsed[1] > 0 && filtersUsed[2] > 0 && filtersUsed[4] > 0,
            "\(filtersUsed)")
        #expect(filtersUsed[3] == 0)
    }

    @Test func theTrialKeepsFlatRowsForTextAndFiltersEveryRowOfASteepGradient() throws {
        let images = try sampleImages()
        func chosen(_ name: String) throws -> PNGScanlines.Strategy {
            let image = try #require(images[name])
            let channels =
                PNGScanlines.isOpaque(image.storage.words, count: image.pixelWidth * image.pixelHeight)
                ? 3 : 4
            return try PNGEncoder.smallerStrategy(
                for: PNGScanlines(
                    image.storage.words, width: image.pixelWidth, height: image.pixelHeight,
                    channels: channels))
        }
        #expect(try chosen("text") == .keepFlatRows)
        #expect(try chosen("transparent") == .keepFlatRows)
        #expect(try chosen("1× diagonal gradient") == .filterEveryRow)
        #expect(try chosen("1× rings") == .filterEveryRow)
    }

    @Test func anOpaqueImageIsRGBAndATranslucentOneRGBA() throws {
        let images = try sampleImages()
        let decoded = try decodeWithPython([
            "opaque": try #require(images["text"]).pngData(),
            "translucent": try #require(images["transparent"]).pngData(),
        ])
        #expect(decoded["opaque"]?.colourType == 2)
        #expect(decoded["translucent"]?.colourType == 6)
    }

    @Test func documentsAndImagesEncodeThroughTheNewEncoder() throws {
        var document = Document()
        document.addPage(size: Size(width: 120, height: 60)) { context in
            context.fill(Rect(x: 0, y: 0, width: 120, height: 60), with: .white)
            context.draw(TextLayout(plain: "PNG", font: .systemFont(ofSize: 20)), at: Point(x: 10, y: 10))
        }
        let image = try document.image(scale: 2)
        let png = try document.data(format: .png(scale: 2))
        #expect(png == (try image.pngData()))
        #expect(
            png
                == (try PNGEncoder.encode(
                    image.storage.words, width: image.pixelWidth, height: image.pixelHeight)))
        // One IDAT chunk right after IHDR and bKGD (cairo's writer splits its data into 8 KB chunks).
        #expect(png[8 + 25 + 18 + 4..<8 + 25 + 18 + 8] == Data("IDAT".utf8))
        #expect(png.suffix(12) == Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
    }

    @Test func theSameImageEncodesToTheSameBytes() throws {
        let image = try #require(try sampleImages()["transparent"])
        #expect(try image.pngData() == image.pngData())
    }

    @Test func sizesOutsideTheLimitsAreTypedErrorsBeforeAnyPixelIsRead() throws {
        // One word of pixels: the encoder must refuse these sizes before reading past it.
        let word = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
        defer { word.deallocate() }
        word.initialize(to: 0xFF00_0000)
        let side = RenderLimits.maximumPixelSide
        #expect(throws: CanvasError.invalidImageData("an image needs a positive size, not 0 × 1")) {
            try PNGEncoder.encode(word, width: 0, height: 1)
        }
        #expect(throws: CanvasError.invalidImageData("an image needs a positive size, not 5 × -1")) {
            try PNGEncoder.encode(word, width: 5, height: -1)
        }
        for (width, height) in [(side + 1, 1), (1, side + 1), (Int.max, Int.max), (20_000, 20_000)] {
            #expect(
                throws: CanvasError.imageTooLarge(width: width, height: height, reason: "beyond RenderLimits")
            ) { try PNGEncoder.encode(word, width: width, height: height) }
        }
        #expect(try PNGEncoder.encode(word, width: 1, height: 1).count > 0)
    }

    @Test func thePaethPredictorFollowsTheSpecification() {
        // PNG spec, 9.4: the nearest of a, b, c to a + b - c, ties going to a, then b.
        #expect(PNGScanlines.predictor(10, 20, 10) == 20)
        #expect(PNGScanlines.predictor(20, 10, 10) == 20)
        #expect(PNGScanlines.predictor(10, 10, 10) == 10)
        #expect(PNGScanlines.predictor(0, 255, 255) == 0)
        #expect(PNGScanlines.predictor(100, 50, 200) == 50)
        #expect(PNGScanlines.predictor(5, 9, 7) == 7)
        #expect(PNGScanlines.predictor(4, 22, 10) == 22)
    }
}
