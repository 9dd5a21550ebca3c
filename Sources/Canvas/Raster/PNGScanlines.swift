/// An image's rows as PNG scanlines: each row of premultiplied ARGB32 words un-premultiplied
/// exactly as cairo's PNG writer does it, then filtered by one of two ``Strategy``s (a filter type
/// byte, then the filtered bytes), for ``PNGEncoder`` to compress.
///
/// Owns three rows of scratch; writing allocates nothing per row.
final class PNGScanlines {
    /// The PNG filter types written (Average is never chosen).
    enum Filter: UInt8 {
        case none = 0
        case sub = 1
        case up = 2
        case paeth = 4
    }

    /// How rows are filtered, and the libdeflate level that suits the result. Measured for issue
    /// 12 (see `CHANGELOG.md`); ``PNGEncoder`` tries both on a sample of rows.
    enum Strategy: CaseIterable {
        /// A row in which at least a quarter of the pixels repeat the pixel to their left or the
        /// one above (backgrounds, text, rules, fills) is stored unfiltered, which keeps repeated
        /// runs and glyphs byte-identical for deflate to match; any other row (a photograph) gets
        /// whichever of Sub, Up and Paeth has the smallest sum of absolute differences. Level 4:
        /// on rendered pages about 3× faster than cairo's writer, and 10–25% smaller.
        case keepFlatRows
        /// Every row gets whichever of None, Sub, Up and Paeth has the smallest sum, as libpng
        /// (and so cairo) chooses, compressed at level 7, whose lazy matching these filtered
        /// rows need: smooth gradients at 1× came to up to 2.8× cairo's size at level 4 and to
        /// 0.74–0.99× at level 7, where unfiltered rows came to up to 2.9×.
        case filterEveryRow

        /// The libdeflate compression level for rows filtered this way.
        var compressionLevel: Int32 {
            switch self {
            case .keepFlatRows: 4
            case .filterEveryRow: 7
            }
        }
    }

    let pixels: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    /// 3 (RGB) or 4 (RGBA).
    let channels: Int
    /// Two rows of scratch, then a row of zeros (the row PNG reads above the first).
    private let scratch: UnsafeMutablePointer<UInt8>

    /// The scanlines of `width × height` words, written with 3 or 4 `channels`.
    init(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, channels: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.channels = channels
        scratch = .allocate(capacity: 3 * width * channels)
        scratch.initialize(repeating: 0, count: 3 * width * channels)
    }

    deinit { scratch.deallocate() }

    /// The bytes of one scanline: the filter type byte and the row.
    var lineByteCount: Int { 1 + width * channels }

    /// Whether every pixel is opaque: cairo then writes 8-bit RGB, otherwise 8-bit RGBA.
    static func isOpaque(_ pixels: UnsafePointer<UInt32>, count: Int) -> Bool {
        // The words ANDed a block at a time (which the compiler vectorises), so an opaque image
        // costs one fast pass and a translucent one stops at the first block that shows it.
        let block = 4096
        for start in stride(from: 0, to: count, by: block) {
            var all: UInt32 = 0xFFFF_FFFF
            for i in start..<min(start + block, count) { all &= pixels[i] }
            if all >> 24 != 0xFF { return false }
        }
        return true
    }

    /// cairo's un-premultiplication, `(c × 255 + a / 2) / a` kept to its low 8 bits as cairo's
    /// `uint8_t` store keeps it, and 0 where `a` is 0, for each alpha `a` and premultiplied
    /// channel `c`, at index `a << 8 | c` (64 KB, made once).
    static let unpremultiplied: [UInt8] = (0..<65_536).map { index in
        let alpha = index >> 8
        let channel = index & 0xFF
        guard alpha > 0 else { return 0 }
        return UInt8(truncatingIfNeeded: (channel * 255 + alpha / 2) / alpha)
    }

    /// Writes the scanlines of `rows`, filtered by `strategy`, one after another at `output`.
    func write(rows: Range<Int>, _ strategy: Strategy, into output: UnsafeMutablePointer<UInt8>) {
        let rowBytes = width * channels
        let first = scratch
        let second = scratch + rowBytes
        Self.unpremultiplied.withUnsafeBufferPointer { table in
            // The unfiltered row above: zeros above the first row (PNG's rule), else the row
            // stored unfiltered in `output` or the scratch row it was made in.
            var previous = UnsafePointer(scratch + 2 * rowBytes)
            if rows.lowerBound > 0 {
                convert(row: rows.lowerBound - 1, table: table, into: second)
                previous = UnsafePointer(second)
            }
            for y in rows {
                let line = output + (y - rows.lowerBound) * (rowBytes + 1)
                let row = pixels + y * width
                if strategy == .keepFlatRows, isFlat(row, above: y > 0 ? row - width : nil) {
                    line[0] = Filter.none.rawValue
                    convert(row: y, table: table, into: line + 1)
                    previous = UnsafePointer(line + 1)
                } else {
                    let current = previous == UnsafePointer(first) ? second : first
                    convert(row: y, table: table, into: current)
                    writeFiltered(
                        current, previous: previous, noneAllowed: strategy == .filterEveryRow, into: line)
                    previous = UnsafePointer(current)
                }
            }
        }
    }

    /// Whether at least a quarter of the row's pixels equal the pixel to their left or above.
    func isFlat(_ row: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>?) -> Bool {
        let needed = (width + 3) / 4
        var repeats = 0
        if let above, row[0] == above[0] { repeats = 1 }
        // Counted without branches a block at a time (which pixels repeat is data, so branches
        // mispredict), stopping once enough repeat: most rows of a rendered page get there early.
        var start = 1
        while start < width {
            let end = min(start + 64, width)
            if let above {
                for x in start..<end {
                    repeats &+= (row[x] == row[x - 1] ? 1 : 0) | (row[x] == above[x] ? 1 : 0)
                }
            } else {
                for x in start..<end { repeats &+= row[x] == row[x - 1] ? 1 : 0 }
            }
            if repeats >= needed { return true }
            start = end
        }
        return repeats >= needed
    }

    /// One row as PNG bytes: R, G, B (and A, un-premultiplied through `table`) per pixel.
    private func convert(row y: Int, table: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>)
    {
        let row = pixels + y * width
        if channels == 3 {
            for x in 0..<width {
                let word = row[x]
                out[3 * x] = UInt8(truncatingIfNeeded: word >> 16)
                out[3 * x + 1] = UInt8(truncatingIfNeeded: word >> 8)
                out[3 * x + 2] = UInt8(truncatingIfNeeded: word)
            }
        } else {
            let table = table.baseAddress!
            let bytes = UnsafeMutableRawPointer(out)
            for x in 0..<width {
                let word = row[x]
                let rgba: UInt32  // R, G, B, A in memory order
                switch word >> 24 {
                case 0xFF: rgba = word & 0xFF00_FF00 | word >> 16 & 0xFF | (word & 0xFF) << 16
                case 0: rgba = 0
                default:
                    let alpha = Int(word >> 24) << 8
                    rgba =
                        UInt32(table[alpha | Int(word >> 16 & 0xFF)])
                        | UInt32(table[alpha | Int(word >> 8 & 0xFF)]) << 8
                        | UInt32(table[alpha | Int(word & 0xFF)]) << 16 | word & 0xFF00_0000
                }
                bytes.storeBytes(of: rgba.littleEndian, toByteOffset: 4 * x, as: UInt32.self)
            }
        }
    }

    /// Writes the filter type byte and the row filtered by whichever of Sub, Up, Paeth (and None
    /// when `noneAllowed`) has the smallest sum of absolute values, bytes read as signed: libpng's
    /// heuristic. Sixteen bytes at a time (SIMD), then byte by byte.
    private func writeFiltered(
        _ current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, noneAllowed: Bool,
        into line: UnsafeMutablePointer<UInt8>
    ) {
        let step = channels
        let count = width * channels
        // Left of the first pixel PNG reads zeros: Sub keeps the byte, Paeth predicts from above.
        // Wrapping arithmetic throughout: no overflow checks in the hot loops (a row's sums stay
        // far below Int.max).
        var none = 0
        var up = 0
        for i in 0..<step {
            none &+= Self.magnitude(current[i])
            up &+= Self.magnitude(current[i] &- previous[i])
        }
        var sub = none
        var paeth = up
        var i = step
        // Sixteen lanes of sums at a time, each at most 128 per step: 256 steps fit in 16 bits.
        var lanes = (none: Wide.zero, sub: Wide.zero, up: Wide.zero, paeth: Wide.zero)
        var steps = 0
        func addLanes() {
            none &+= Int(SIMD16<UInt32>(truncatingIfNeeded: lanes.none).wrappedSum())
            sub &+= Int(SIMD16<UInt32>(truncatingIfNeeded: lanes.sub).wrappedSum())
            up &+= Int(SIMD16<UInt32>(truncatingIfNeeded: lanes.up).wrappedSum())
            paeth &+= Int(SIMD16<UInt32>(truncatingIfNeeded: lanes.paeth).wrappedSum())
            lanes = (.zero, .zero, .zero, .zero)
            steps = 0
        }
        while i &+ 16 <= count {
            let x = Self.load(current, i)
            let left = Self.load(current, i &- step)
            let above = Self.load(previous, i)
            let prediction = Self.predictors(left, above, Self.load(previous, i &- step))
            lanes.none &+= Self.magnitudes(x)
            lanes.sub &+= Self.magnitudes(x &- left)
            lanes.up &+= Self.magnitudes(x &- above)
            lanes.paeth &+= Self.magnitudes(x &- prediction)
            steps &+= 1
            if steps == 256 { addLanes() }
            i &+= 16
        }
        addLanes()
        while i < count {
            let x = current[i]
            let left = current[i &- step]
            let above = previous[i]
            none &+= Self.magnitude(x)
            sub &+= Self.magnitude(x &- left)
            up &+= Self.magnitude(x &- above)
            paeth &+= Self.magnitude(x &- Self.predictor(left, above, previous[i &- step]))
            i &+= 1
        }
        var filter = Filter.sub
        var smallest = sub
        if up < smallest { (filter, smallest) = (.up, up) }
        if paeth < smallest { (filter, smallest) = (.paeth, paeth) }
        if noneAllowed, none <= smallest { filter = .none }
        line[0] = filter.rawValue
        let out = line + 1
        switch filter {
        case .none:
            out.update(from: current, count: count)
        case .sub:
            out.update(from: current, count: step)
            writeDifferences(current, previous, into: out, lanes: { a, _, _ in a }, byte: { a, _, _ in a })
        case .up:
            for i in 0..<step { out[i] = current[i] &- previous[i] }
            writeDifferences(current, previous, into: out, lanes: { _, b, _ in b }, byte: { _, b, _ in b })
        case .paeth:
            for i in 0..<step { out[i] = current[i] &- previous[i] }
            writeDifferences(current, previous, into: out, lanes: Self.predictors, byte: Self.predictor)
        }
    }

    /// Sixteen bytes.
    private typealias Lanes = SIMD16<UInt8>
    /// Sixteen sums of filtered bytes' magnitudes.
    private typealias Wide = SIMD16<UInt16>

    /// Writes each byte from the second pixel on less its prediction from its left, upper and
    /// upper-left neighbours: sixteen at a time, then one by one.
    @inline(__always)
    private func writeDifferences(
        _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>,
        into out: UnsafeMutablePointer<UInt8>,
        lanes predict: (Lanes, Lanes, Lanes) -> Lanes, byte predictByte: (UInt8, UInt8, UInt8) -> UInt8
    ) {
        let step = channels
        let count = width * channels
        var i = step
        let output = UnsafeMutableRawPointer(out)
        while i &+ 16 <= count {
            let prediction = predict(
                Self.load(current, i &- step), Self.load(previous, i), Self.load(previous, i &- step))
            output.storeBytes(of: Self.load(current, i) &- prediction, toByteOffset: i, as: Lanes.self)
            i &+= 16
        }
        while i < count {
            out[i] = current[i] &- predictByte(current[i &- step], previous[i], previous[i &- step])
            i &+= 1
        }
    }

    /// The sixteen bytes from `offset`.
    @inline(__always)
    private static func load(_ bytes: UnsafePointer<UInt8>, _ offset: Int) -> Lanes {
        UnsafeRawPointer(bytes + offset).loadUnaligned(as: Lanes.self)
    }

    /// ``magnitude(_:)`` of sixteen bytes, widened for summing.
    @inline(__always)
    private static func magnitudes(_ bytes: Lanes) -> Wide {
        Wide(truncatingIfNeeded: pointwiseMin(bytes, 0 &- bytes))
    }

    /// ``predictor(_:_:_:)`` of sixteen bytes at once.
    @inline(__always)
    private static func predictors(_ a: Lanes, _ b: Lanes, _ c: Lanes) -> Lanes {
        let left = SIMD16<Int16>(truncatingIfNeeded: a)
        let upper = SIMD16<Int16>(truncatingIfNeeded: b)
        let corner = SIMD16<Int16>(truncatingIfNeeded: c)
        func distance(_ difference: SIMD16<Int16>) -> SIMD16<Int16> {
            let sign = difference &>> 15
            return (difference ^ sign) &- sign
        }
        let distanceA = distance(upper &- corner)
        let distanceB = distance(left &- corner)
        let distanceC = distance(left &+ upper &- corner &* 2)
        let upperOrCorner = upper.replacing(with: corner, where: distanceB .> distanceC)
        let chosen = upperOrCorner.replacing(
            with: left, where: distanceA .<= distanceB .& distanceA .<= distanceC)
        return Lanes(truncatingIfNeeded: chosen)
    }

    /// A filtered byte's distance from zero, reading it as signed.
    @inline(__always)
    private static func magnitude(_ byte: UInt8) -> Int {
        Int(byte < 128 ? byte : 0 &- byte)
    }

    /// The absolute value of a small difference, without a branch or an overflow check.
    @inline(__always)
    private static func distance(_ difference: Int) -> Int {
        let sign = difference >> (Int.bitWidth - 1)
        return (difference ^ sign) &- sign
    }

    /// The Paeth predictor of a byte from its left (`a`), upper (`b`) and upper-left (`c`)
    /// neighbours: whichever is nearest to `a + b - c`, ties going to `a`, then `b`.
    @inline(__always)
    static func predictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let left = Int(a)
        let upper = Int(b)
        let corner = Int(c)
        let distanceA = distance(upper &- corner)
        let distanceB = distance(left &- corner)
        let distanceC = distance(left &+ upper &- 2 &* corner)
        // Selects without branches: the choice depends on the pixels, so branches mispredict.
        let upperOrCorner = distanceB <= distanceC ? b : c
        return distanceA <= min(distanceB, distanceC) ? a : upperOrCorner
    }
}
