internal import CCairo
import Foundation

/// One operation of a display list: the ``GraphicsContext`` call that made it, replayed by
/// calling it again with the same arguments, so a replayed page makes the same cairo calls with
/// the same numbers as the page drawn directly.
enum DisplayListOperation: UInt8 {
    case save = 1
    case restore
    case translate
    case scale
    case rotate
    case concatenate
    case clip
    case blendMode
    case fill
    case stroke
    case glyphLine
    case link
    case outlineItem
    case beginStructure
    case endStructure
}

/// Records a page's drawing as a compact display list of bytes while a recording
/// ``GraphicsContext`` keeps the cairo state (transform, clip) on a recording surface that is
/// never painted, so every query the drawing code makes (clip extents, device coordinates) has
/// its usual answer.
///
/// The list holds what reports draw: the state calls, fills and strokes of paths in plain
/// colours, lines of text placed from shaped words, links and outline entries. Anything else
/// (images, gradients, shadows, transparency layers, text Pango draws) reaches the recording
/// surface or marks the recorder ``failed``, and ``RecordedPages/record(pageSize:_:)`` then refuses
/// the page: the caller lays it out and draws it again the usual way.
final class DisplayListRecorder {
    /// The encoded operations.
    private(set) var bytes = ByteWriter()
    /// The scaled fonts the glyph lines use, by index; shared by every page of one recording.
    let fonts: DisplayListFonts
    /// Whether the page drew something a display list cannot hold (its list is then unusable).
    private(set) var failed = false

    /// Line caps and joins by their recorded number.
    static let lineCaps: [StrokeStyle.LineCap] = [.butt, .round, .square]
    static let lineJoins: [StrokeStyle.LineJoin] = [.miter, .round, .bevel]

    init(fonts: DisplayListFonts) {
        self.fonts = fonts
    }

    /// Marks the page as drawing what a display list cannot hold.
    func fail() { failed = true }

    func record(_ operation: DisplayListOperation) {
        bytes.append(operation.rawValue)
    }

    func record(_ operation: DisplayListOperation, _ values: Double...) {
        bytes.append(operation.rawValue)
        for value in values { bytes.append(value) }
    }

    func recordClip(_ path: Path, rule: FillRule) {
        record(.clip)
        bytes.append(path)
        bytes.append(rule)
    }

    /// A fill in a plain colour (resolved for `style`); a gradient cannot be recorded.
    func recordFill(_ path: Path, paint: Paint, style: UserInterfaceStyle, rule: FillRule) {
        guard recordShape(.fill, path, paint: paint, style: style) else { return }
        bytes.append(rule)
    }

    /// A stroke in a plain colour (resolved for `style`); a gradient cannot be recorded.
    func recordStroke(_ path: Path, paint: Paint, style: UserInterfaceStyle, stroke: StrokeStyle) {
        guard recordShape(.stroke, path, paint: paint, style: style) else { return }
        bytes.append(stroke.lineWidth)
        bytes.append(UInt8(Self.lineCaps.firstIndex(of: stroke.lineCap)!))
        bytes.append(UInt8(Self.lineJoins.firstIndex(of: stroke.lineJoin)!))
        bytes.append(stroke.dash)
        bytes.append(stroke.dashPhase)
    }

    /// Records the operation, the path and the plain colour it paints with; marks the page
    /// unrecordable and returns `false` for any other paint.
    private func recordShape(
        _ operation: DisplayListOperation, _ path: Path, paint: Paint, style: UserInterfaceStyle
    )
        -> Bool
    {
        guard case .color(let color) = paint else {
            fail()
            return false
        }
        record(operation)
        bytes.append(path)
        bytes.append(color.resolved(for: style))
        return true
    }

    func recordBlendMode(_ mode: BlendMode) {
        record(.blendMode)
        bytes.append(UInt8(BlendMode.allCases.firstIndex(of: mode)!))
    }

    /// A line of glyph runs drawn with its origin at (`x`, `baseline`), clipped to `clip` (x,
    /// y, width, height) when set.
    func recordGlyphLine(_ runs: [GlyphLine], x: Double, baseline: Double, clip: LineClip?) {
        record(.glyphLine)
        bytes.append(x)
        bytes.append(baseline)
        if let clip {
            bytes.append(UInt8(1))
            for value in [clip.x, clip.y, clip.width, clip.height] { bytes.append(value) }
        } else {
            bytes.append(UInt8(0))
        }
        bytes.append(UInt32(runs.count))
        for run in runs {
            bytes.append(fonts.index(of: run.scaledFont))
            for value in [run.red, run.green, run.blue, run.alpha, run.originX, run.originY] {
                bytes.append(value)
            }
            bytes.append(UInt8((run.backward ? 1 : 0) | (run.yOffsets == nil ? 0 : 2)))
            bytes.append(UInt32(run.glyphs.count))
            // Each glyph as a UInt64, each position as a Double, each cluster as its two 32-bit
            // fields: what `playGlyphLine` reads, written one array at a time.
            bytes.append(bytesOf: run.glyphs)
            bytes.append(bytesOf: run.positions)
            if let offsets = run.yOffsets { bytes.append(bytesOf: offsets) }
            bytes.append(UInt32(run.text.count))
            bytes.append(contentsOf: run.text)
            bytes.append(UInt32(run.clusters.count))
            bytes.append(bytesOf: run.clusters)
        }
    }

    /// A link; one whose address would not read back as the same URL cannot be recorded.
    func recordLink(to url: URL, in rect: Rect) {
        guard URL(string: url.absoluteString)?.absoluteString == url.absoluteString else { return fail() }
        record(.link)
        bytes.append(url.absoluteString)
        for value in [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height] { bytes.append(value) }
    }

    /// The beginning of a structure element: the role's number, a heading's level, and a
    /// figure's alternative text (an empty string and a flag when it has none).
    func recordBeginStructure(_ role: StructureRole) {
        record(.beginStructure)
        let (number, level, text) = Self.encode(role)
        bytes.append(number)
        bytes.append(UInt64(bitPattern: Int64(level)))
        bytes.append(UInt8(text == nil ? 0 : 1))
        bytes.append(text ?? "")
    }

    /// A role as its number, level and text, the form ``recordBeginStructure(_:)`` writes.
    static func encode(_ role: StructureRole) -> (UInt8, Int, String?) {
        switch role {
        case .document: (0, 0, nil)
        case .heading(let level): (1, level, nil)
        case .paragraph: (2, 0, nil)
        case .list: (3, 0, nil)
        case .listItem: (4, 0, nil)
        case .table: (5, 0, nil)
        case .tableRow: (6, 0, nil)
        case .tableHeaderCell: (7, 0, nil)
        case .tableCell: (8, 0, nil)
        case .figure(let text): (9, 0, text)
        case .artifact: (10, 0, nil)
        case .tableOfContents: (11, 0, nil)
        case .tableOfContentsItem: (12, 0, nil)
        }
    }

    /// The role ``encode(_:)`` made; `nil` for a number it never writes.
    static func decode(_ number: UInt8, level: Int, text: String?) -> StructureRole? {
        let roles: [StructureRole] = [
            .document, .heading(level: level), .paragraph, .list, .listItem, .table, .tableRow,
            .tableHeaderCell, .tableCell, .figure(alternativeText: text), .artifact, .tableOfContents,
            .tableOfContentsItem,
        ]
        return Int(number) < roles.count ? roles[Int(number)] : nil
    }

    func recordOutlineItem(_ title: String, level: Int, at point: Point) {
        record(.outlineItem)
        bytes.append(title)
        bytes.append(UInt64(bitPattern: Int64(level)))
        bytes.append(point.x)
        bytes.append(point.y)
    }
}

/// A line's clip rectangle as ``LaidOutText`` hands it to cairo: x, y, width and height exactly
/// as computed (a `Rect` would normalise a negative width).
struct LineClip {
    let x: Double
    let y: Double
    let width: Double
    let height: Double
}

/// The scaled fonts of one recording, numbered in the order they were first drawn; it keeps
/// each alive until the recording is released (cairo lets any thread use and free them).
final class DisplayListFonts {
    private(set) var fonts: [PinnedScaledFont] = []
    private var indices: [ObjectIdentifier: UInt32] = [:]

    func index(of font: PinnedScaledFont) -> UInt32 {
        if let index = indices[ObjectIdentifier(font)] { return index }
        let index = UInt32(fonts.count)
        fonts.append(font)
        indices[ObjectIdentifier(font)] = index
        return index
    }
}

/// Replays a display list into a context, by the same ``GraphicsContext`` calls that recorded it.
enum DisplayListReplay {
    /// Plays `bytes` (one page's operations) into `context`; a list that does not decode (it
    /// cannot, unless the file under it changed) records ``CanvasError/malformedOutput(format:reason:)``.
    static func play(_ bytes: UnsafeRawBufferPointer, fonts: [PinnedScaledFont], in context: GraphicsContext)
    {
        var reader = ByteReader(bytes)
        do throws(ByteReader.Truncated) {
            while !reader.isAtEnd {
                guard let operation = DisplayListOperation(rawValue: try reader.byte()) else {
                    throw ByteReader.Truncated()
                }
                try play(operation, from: &reader, fonts: fonts, in: context)
            }
        } catch {
            context.record(
                .malformedOutput(format: "display list", reason: "a recorded page does not decode"))
        }
    }

    private static func play(
        _ operation: DisplayListOperation, from reader: inout ByteReader, fonts: [PinnedScaledFont],
        in context: GraphicsContext
    ) throws(ByteReader.Truncated) {
        switch operation {
        case .save: context.save()
        case .restore: context.restore()
        case .translate: context.translateBy(x: try reader.double(), y: try reader.double())
        case .scale: context.scaleBy(x: try reader.double(), y: try reader.double())
        case .rotate: context.rotate(by: try reader.double())
        case .concatenate:
            context.concatenate(
                Transform(
                    a: try reader.double(), b: try reader.double(), c: try reader.double(),
                    d: try reader.double(), tx: try reader.double(), ty: try reader.double()))
        case .clip:
            context.clip(to: try reader.path(), rule: try reader.fillRule())
        case .blendMode:
            context.setBlendMode(try reader.element(of: BlendMode.allCases))
        case .fill:
            let path = try reader.path()
            let color = try reader.color()
            context.fill(path, with: .color(color), rule: try reader.fillRule())
        case .stroke:
            let path = try reader.path()
            let color = try reader.color()
            let style = StrokeStyle(
                lineWidth: try reader.double(), lineCap: try reader.element(of: DisplayListRecorder.lineCaps),
                lineJoin: try reader.element(of: DisplayListRecorder.lineJoins), dash: try reader.doubles(),
                dashPhase: try reader.double())
            context.stroke(path, with: .color(color), style: style)
        case .glyphLine:
            try playGlyphLine(from: &reader, fonts: fonts, in: context)
        case .link:
            let url = URL(string: try reader.string())
            let rect = Rect(
                x: try reader.double(), y: try reader.double(), width: try reader.double(),
                height: try reader.double())
            if let url { context.addLink(to: url, in: rect) }
        case .outlineItem:
            let title = try reader.string()
            let level = Int(Int64(bitPattern: try reader.uint64()))
            context.addOutlineItem(
                title, level: level, at: Point(x: try reader.double(), y: try reader.double()))
        case .beginStructure:
            let number = try reader.byte()
            let level = Int(Int64(bitPattern: try reader.uint64()))
            let hasText = try reader.byte() == 1
            let text = try reader.string()
            guard let role = DisplayListRecorder.decode(number, level: level, text: hasText ? text : nil)
            else {
                throw ByteReader.Truncated()
            }
            context.beginStructure(role)
        case .endStructure:
            context.endStructure()
        }
    }

    private static func playGlyphLine(
        from reader: inout ByteReader, fonts: [PinnedScaledFont], in context: GraphicsContext
    ) throws(ByteReader.Truncated) {
        let x = try reader.double()
        let baseline = try reader.double()
        let clip: LineClip? =
            try reader.byte() == 1
            ? LineClip(
                x: try reader.double(), y: try reader.double(), width: try reader.double(),
                height: try reader.double())
            : nil
        var runs: [GlyphLine] = []
        for _ in 0..<Int(try reader.uint32()) {
            let fontIndex = Int(try reader.uint32())
            guard fontIndex < fonts.count else { throw ByteReader.Truncated() }
            let (red, green, blue, alpha) = (
                try reader.double(), try reader.double(), try reader.double(), try reader.double()
            )
            let (originX, originY) = (try reader.double(), try reader.double())
            let flags = try reader.byte()
            let count = Int(try reader.uint32())
            let glyphs = try reader.values(UInt.self, count: count)
            let positions = try reader.values(Double.self, count: count)
            let yOffsets = flags & 2 != 0 ? try reader.values(Double.self, count: count) : nil
            let text = try reader.bytes(Int(try reader.uint32()))
            let clusters = try reader.values(cairo_text_cluster_t.self, count: Int(try reader.uint32()))
            var run = GlyphLine(
                scaledFont: fonts[fontIndex], glyphs: glyphs, positions: positions, text: text,
                clusters: clusters, red: red, green: green, blue: blue, alpha: alpha)
            run.originX = originX
            run.originY = originY
            run.yOffsets = yOffsets
            run.backward = flags & 1 != 0
            runs.append(run)
        }
        GlyphLine.draw(runs, x: x, baseline: baseline, clip: clip, in: context.cairo)
        context.checkStatus("drawing text")
    }
}
