import Canvas
import Fixtures
import Foundation
import Widgets

/// One generated hostile input: markup, attributed text, a view tree, a table in a report, raw
/// drawing geometry, an image (``HostileImages``), or a constraint system (conflicting, cyclic, across axes, with hostile
/// constants, multipliers and priorities, views removed after activation), reproducible from (seed, index). ``run()`` lays it out and renders it to every
/// format; any typed error is a valid outcome, a crash, hang or stderr output is a finding.
struct FuzzCase {
    /// The kinds of input, chosen by index so every kind is covered evenly.
    enum Kind: CaseIterable { case markup, text, tree, report, geometry, bigText, constraints, image }

    let kind: Kind
    private var random: SplitMix64

    /// The case at `index` of the run with `seed`.
    init(seed: UInt64, index: Int) {
        random = SplitMix64(seed: seed &* 0x1_0000_0001 &+ UInt64(index))
        kind = Kind.allCases[index % Kind.allCases.count]
    }

    // MARK: Hostile values

    /// Numbers from every cliff: huge, tiny, negative, zero, NaN, ±∞, and ordinary ones.
    static let numbers: [Double] = [
        0, 1, 60, 100, 300, 1e-300, -1, -1e9, 1e9, 1e300, .nan, .infinity, -.infinity, 14_400, 14_401, 0.5,
        2_000_000, 32_767, 1e-9,
    ]
    /// Text pieces: scripts, bidi controls, combining storms, non-characters, NUL, separators.
    static let pieces: [String] = [
        "Earth", " ", "שלום", "مرحبا", "漢字", "नमस्ते", "สวัสดี", "🎉", "👩‍💻", "\u{1F3FB}", "\u{202E}", "\u{202D}",
        "\u{2066}", "\u{2069}", "\u{200F}", "\u{0301}", String(repeating: "\u{0301}", count: 50), "\u{0}",
        scalar(0xFFFF), scalar(0xFFFE), scalar(0xFDD0), scalar(0x10FFFF), scalar(0x1FFFF), "\n", "\r\n",
        "\u{2029}", "\u{00AD}",
        "\t", "\u{200B}", "\u{0600}", "가", "\u{1F1E6}",
    ]
    /// The one-scalar string of `value` (non-characters cannot be written as literals).
    static func scalar(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

    /// The most pixels a page of a case's PNG has (see ``run()``).
    static let largestImage = 4_000_000.0

    /// Word lengths around every cut-off of ``TextLimits`` (the unbreakable run of 1,000).
    static let wordLengths = [1, 10, 63, 64, 65, 999, 1_000, 1_001, 1_999, 2_000, 2_001]

    private mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    private mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// A hostile string of up to about `budget` characters.
    private mutating func text(budget: Int = 40) -> String {
        var result = ""
        for _ in 0..<int(1...max(1, budget / 4)) {
            if chance(5) {
                result += String(repeating: pick(["a", "漢", "ש", "\u{0301}"]), count: pick(Self.wordLengths))
            } else {
                result += pick(Self.pieces)
            }
        }
        return result
    }

    /// Markup with nesting, hostile attribute values, entities and mistakes.
    private mutating func markup(depth: Int = 0) -> String {
        var result = ""
        for _ in 0..<int(1...4) {
            switch random.next() % 9 {
            case 0 where depth < 6:
                let tag = pick(["b", "i", "u", "s", "sub", "sup"])
                result += "<\(tag)>\(markup(depth: depth + 1))</\(tag)>"
            case 1 where depth < 6:
                let attribute = pick([
                    "font-size='\(pick(["512", "1", "0", "-3", "1e9", "nan", "513", "12.5"]))'",
                    "font-weight='\(pick(["bold", "100", "900", "950", "x"]))'",
                    "color='\(pick(["#ff0000", "red", "#12345", "#GG0000"]))'",
                    "underline='\(pick(["single", "double", "9"]))'",
                    "font-family='\(pick(["Inter", "Nope", ""]))'",
                    "background='#00ff0080'", "strikethrough='true'",
                ])
                result += "<span \(attribute)>\(markup(depth: depth + 1))</span>"
            case 2:
                result += pick([
                    "&amp;", "&#x202E;", "&#x301;", "&#0;", "&#xFFFF;", "&#x110000;", "&bogus;", "&",
                ])
            case 3: result += pick(["<b>", "</i>", "<span>", "<unknown/>", "1 < 2", "<span size='larger'>"])
            case 4: result += String(repeating: "<b>a</b>b", count: pick([1, 100, 1_000]))
            default:
                result += text(budget: 20).replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: "&", with: "&amp;")
            }
        }
        return result
    }

    /// A font with a hostile size and a random weight and slant.
    private mutating func font() -> Font {
        Font(
            family: pick([Font.systemFamily, "DejaVu Sans", "No Such Family"]),
            size: chance(70) ? Double(int(6...72)) : pick(Self.numbers + [50_000, 0.01]),
            weight: pick(Font.Weight.allCases), isItalic: chance(30))
    }

    /// A label with hostile text or markup.
    private mutating func label(useMarkup: Bool) throws -> Label {
        let label = Label()
        if useMarkup {
            label.attributedString = try Markup.attributedString(from: markup())
        } else if chance(15) {
            label.attributedString = try textWithAttachments()
        } else {
            label.text = text()
        }
        label.font = font()
        label.numberOfLines = pick([0, 1, 2, 5])
        label.lineBreakMode = pick([.byWordWrapping, .byCharWrapping, .byTruncatingTail, .byTruncatingMiddle])
        return label
    }

    /// Hostile text with inline images: attachments with no image, an empty image or hostile
    /// bounds, on U+FFFC characters and on other text, up to a thousand of them.
    private mutating func textWithAttachments() throws -> AttributedString {
        var result = AttributedString()
        let image = try Image(
            rgbaBytes: [255, 0, 0, 255], pixelWidth: 1, pixelHeight: 1, scale: pick([1, 2, 1e-9]))
        for _ in 0..<pick([1, 3, 40, 1_000]) {
            result.append(AttributedString(text(budget: 8)))
            let attachment = TextAttachment(
                image: chance(80) ? image : nil,
                bounds: chance(30)
                    ? .zero
                    : Rect(
                        x: pick(Self.numbers), y: pick(Self.numbers), width: pick(Self.numbers),
                        height: pick(Self.numbers)))
            if chance(90) {
                result.append(AttributedString(attachment: attachment))
            } else {
                var run = AttributedString(text(budget: 4))
                run[VellumAttributes.AttachmentAttribute.self] = attachment
                result.append(run)
            }
        }
        return result
    }

    /// Sublayers under a view's layer: shape, gradient, text and image layers with hostile
    /// geometry, opacity and order, some masked (a mask may be the layer itself or its parent).
    private mutating func addSublayers(to view: View) {
        var added: [Layer] = []
        for _ in 0..<pick([1, 2, 5, 200]) {
            let layer: Layer
            switch int(0...3) {
            case 0:
                let shape = ShapeLayer()
                shape.path = Path(
                    roundedRect: Rect(x: 0, y: 0, width: pick(Self.numbers), height: pick(Self.numbers)),
                    cornerRadius: pick(Self.numbers))
                shape.strokeColor = .systemBlue
                shape.lineWidth = pick(Self.numbers)
                shape.strokeStart = pick(Self.numbers)
                shape.strokeEnd = pick(Self.numbers)
                shape.lineDashPattern = chance(30) ? [NSNumber(value: pick(Self.numbers))] : nil
                layer = shape
            case 1:
                let gradient = GradientLayer()
                gradient.colors = [Color.systemRed, Color.systemBlue]
                gradient.locations = chance(50) ? [NSNumber(value: pick(Self.numbers))] : nil
                gradient.type = pick([.axial, .radial, .conic])
                gradient.startPoint = Point(x: pick(Self.numbers), y: pick(Self.numbers))
                layer = gradient
            case 2:
                let textLayer = TextLayer()
                textLayer.string = text(budget: 12)
                textLayer.fontSize = pick(Self.numbers)
                textLayer.isWrapped = chance(50)
                layer = textLayer
            default:
                layer = Layer()
                layer.contents = try? Image(rgbaBytes: [0, 0, 255, 255], pixelWidth: 1, pixelHeight: 1)
            }
            layer.frame = Rect(
                x: pick(Self.numbers), y: pick(Self.numbers), width: pick(Self.numbers),
                height: pick(Self.numbers))
            if chance(20) { layer.opacity = Float(pick(Self.numbers)) }
            if chance(20) { layer.zPosition = pick(Self.numbers) }
            if chance(10) { layer.masksToBounds = true }
            if chance(10), let other = added.last { layer.mask = chance(50) ? other : layer }
            if chance(10), let parent = added.last {
                parent.addSublayer(layer)
            } else {
                view.layer.addSublayer(layer)
            }
            added.append(layer)
        }
    }

    /// Big generated markup (``BigMarkup``) in a label: up to 1 MB and tens of thousands of runs,
    /// in many short paragraphs or one long one, as styled text or as an attributed string. A
    /// label of more than 16 KB shows at most 10 lines, so the case's time budget holds it to
    /// paying for the lines it shows (issue 39); smaller ones may show every line, at an
    /// ordinary width.
    private mutating func bigTextLabel() throws -> Label {
        // Most cases small, one in ten up to 1 MB, so the fixed-seed run stays minutes long.
        let bytes = chance(10) ? int(64_000...1_000_000) : int(1_000...64_000)
        let runs = max(1, bytes / 40)
        let shape: BigMarkup.Shape
        if chance(30) {
            shape = BigMarkup.Shape(
                paragraphs: 1, runsPerParagraph: runs...runs, wordsPerRun: 1...3, sizes: 1...72,
                spanPercent: 60)
        } else {
            let perParagraph = int(1...8)
            shape = BigMarkup.Shape(
                paragraphs: max(1, runs / perParagraph), runsPerParagraph: 1...perParagraph,
                wordsPerRun: 1...3,
                sizes: chance(20) ? 1...512 : 8...40, spanPercent: UInt64(int(0...100)))
        }
        var generator = BigMarkup(seed: random.next())
        let source = generator.markup(shape)
        let label = Label()
        if chance(50) {
            label.styledText = try Markup.styledText(from: source)
        } else {
            label.attributedString = try Markup.attributedString(from: source)
        }
        label.numberOfLines = bytes > 16_000 ? pick([1, 2, 3, 10]) : pick([0, 1, 3, 10])
        label.lineBreakMode = pick([
            .byWordWrapping, .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping,
        ])
        return label
    }

    /// A random tree of stacks, pinned views and labels with hostile geometry.
    private mutating func tree(depth: Int) throws -> View {
        if depth <= 0 || chance(25) { return try label(useMarkup: chance(30)) }
        let view: View
        if chance(60) {
            let stack = Stack()
            stack.axis = chance(50) ? .vertical : .horizontal
            stack.spacing = pick(Self.numbers)
            stack.distribution = pick([
                .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
            ])
            stack.alignment = pick([.fill, .leading, .center, .trailing])
            for _ in 0..<int(0...3) { stack.addArrangedSubview(try tree(depth: depth - 1)) }
            view = stack
        } else {
            view = View()
            try tree(depth: depth - 1).pin(to: view, insets: EdgeInsets(all: pick(Self.numbers)))
        }
        if chance(20) { view.layoutMargins = EdgeInsets(all: pick(Self.numbers)) }
        if chance(20) { view.layer.cornerRadius = pick(Self.numbers) }
        if chance(20) { view.layer.borderWidth = pick(Self.numbers) }
        if chance(10) { view.alpha = pick(Self.numbers) }
        if chance(10) {
            // Rotations, scales (zero and huge), translations and arbitrary hostile matrices.
            view.transform = pick([
                Transform(rotationAngle: pick(Self.numbers)), Transform(scaleX: pick(Self.numbers), y: 1),
                Transform(translationX: pick(Self.numbers), y: pick(Self.numbers)),
                Transform(
                    a: pick(Self.numbers), b: pick(Self.numbers), c: pick(Self.numbers),
                    d: pick(Self.numbers),
                    tx: pick(Self.numbers), ty: pick(Self.numbers)),
            ])
        }
        if chance(10) { view.sized(width: pick(Self.numbers), height: pick(Self.numbers)) }
        if chance(10) {
            view.layer.shadowOpacity = pick(Self.numbers)
            view.layer.shadowRadius = pick(Self.numbers)
            view.layer.shadowOffset = Size(width: pick(Self.numbers), height: pick(Self.numbers))
            if chance(30) {
                view.layer.shadowPath = Path(
                    ellipseIn: Rect(x: 0, y: 0, width: pick(Self.numbers), height: pick(Self.numbers)))
            }
        }
        if chance(10) {
            view.layer.cornerCurve = .continuous
            view.layer.maskedCorners = CornerMask(rawValue: UInt(int(0...15)))
        }
        if chance(10) { view.overrideUserInterfaceStyle = pick([.dark, .light, .unspecified]) }
        if chance(5) { view.semanticContentAttribute = .forceRightToLeft }
        if chance(10) { addSublayers(to: view) }
        return view
    }

    /// A stack with random settings, hostile spacings included.
    private mutating func randomStack() -> Stack {
        let stack = Stack()
        stack.axis = pick([.horizontal, .vertical])
        stack.distribution = pick(Stack.Distribution.allCases)
        stack.alignment = pick(Stack.Alignment.allCases)
        stack.spacing = pick(Self.numbers)
        stack.isLayoutMarginsRelativeArrangement = chance(30)
        return stack
    }

    /// A tree of views and guides tied by random constraints: every attribute, relation and
    /// priority, hostile constants and multipliers, conflicts and cycles, constants changed and
    /// constraints deactivated after activation, a view removed from its superview; stacks
    /// whose arranged views (hidden ones too, with custom spacings) take part in the constraints.
    private mutating func constraintSystem() throws -> View {
        let root = View()
        var views: [View] = [root]
        for _ in 0..<int(1...10) {
            let view = chance(15) ? randomStack() : chance(40) ? try label(useMarkup: false) : View()
            let parent = pick(views)
            if let stack = parent as? Stack, chance(80) {
                stack.addArrangedSubview(view)
                if chance(15) { view.isHidden = true }
                if chance(15) { stack.setCustomSpacing(pick(Self.numbers), after: view) }
            } else {
                parent.addSubview(view)
            }
            if chance(80) { view.translatesAutoresizingMaskIntoConstraints = false }
            if chance(10) {
                view.frame = Rect(x: pick(Self.numbers), y: 0, width: pick(Self.numbers), height: 10)
            }
            if chance(10) {
                view.setContentHuggingPriority(pick([1, 250, 251, 750, 1000]), for: .horizontal)
            }
            views.append(view)
        }
        var items: [AnyObject] = views
        for _ in 0..<int(0...2) {
            let guide = LayoutGuide()
            pick(views).addLayoutGuide(guide)
            items.append(guide)
        }
        items += [
            pick(views).layoutMarginsGuide, pick(views).safeAreaLayoutGuide, pick(views).readableContentGuide,
        ]
        let attributes: [LayoutConstraint.Attribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .lastBaseline,
            .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute,
        ]
        var constraints: [LayoutConstraint] = []
        for _ in 0..<int(0...30) {
            let constraint = LayoutConstraint(
                item: pick(items), attribute: pick(attributes),
                relatedBy: pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
                toItem: chance(80) ? pick(items) : nil, attribute: pick(attributes),
                multiplier: pick([1, 1, 0.5, 2, 0, -1, 9.0 / 16, 1e9, 2e9, .nan, .infinity]),
                constant: pick(Self.numbers))
            constraint.priority = pick([1000, 999, 750, 251, 250, 50, 1])
            constraint.isActive = true
            constraints.append(constraint)
        }
        for constraint in constraints where chance(10) { constraint.constant = pick(Self.numbers) }
        for constraint in constraints where chance(5) { constraint.isActive = false }
        if chance(10), views.count > 1 { pick(Array(views.dropFirst())).removeFromSuperview() }
        if chance(10), let view = views.first(where: { $0.superview is Stack }) { view.isHidden.toggle() }
        return root
    }

    // MARK: Running

    /// Builds the input once, lays it out and renders it to PDF, SVG and PNG; returns how many
    /// formats rendered (a typed error in one format does not stop the others).
    ///
    /// PNG is rendered last, at a scale lowered so that each page has at most ``largestImage``
    /// pixels: encoding a PNG takes time in proportion to its pixels (a page of 100 million
    /// pixels, the most ``RenderLimits`` allow, honestly takes seconds), and the 1 s limit hunts
    /// cliffs, not size.
    mutating func run() throws -> Int {
        let scale = pick([1, 2, 0.5])
        let render: (DocumentFormat) throws -> Void
        // The page size, read after the vector formats have laid the input out.
        let pageSize: () -> Size
        switch kind {
        case .markup, .text:
            let label = try label(useMarkup: kind == .markup)
            let width = pick(Self.numbers)
            render = { _ = try label.render(as: $0, width: width) }
            pageSize = { label.frame.size }
        case .tree:
            let depth = chance(3) ? RenderLimits.maximumViewDepth + 1 : int(1...6)
            let root = depth > 6 ? TreeProbe.chainInsideOut(depth) : try tree(depth: depth)
            let width = pick(Self.numbers)
            render = { _ = try root.render(as: $0, width: width) }
            pageSize = { root.frame.size }

        case .bigText:
            let label = try bigTextLabel()
            let width = label.numberOfLines == 0 ? pick([200, 600]) : pick([200, 1, 600] + Self.numbers)
            render = { _ = try label.render(as: $0, width: width) }
            pageSize = { label.frame.size }
        case .constraints:
            let root = try constraintSystem()
            let width = pick(Self.numbers)
            render = { _ = try root.render(as: $0, width: width) }
            pageSize = { root.frame.size }
        case .report:
            (render, pageSize) = try report()
        case .geometry:
            (render, pageSize) = geometry()
        case .image:
            (render, pageSize) = try image()
        }
        var rendered = 0
        for format in [DocumentFormat.pdf, .svg, nil] {
            do {
                try render(format ?? .png(scale: Self.imageScale(scale, for: pageSize())))
                rendered += 1
            } catch is CanvasError {
            } catch is MarkupError {}
        }
        return rendered
    }

    /// `scale`, lowered when a page of `size` would have more than ``largestImage`` pixels.
    static func imageScale(_ scale: Double, for size: Size) -> Double {
        let area = size.width * size.height
        guard area.isFinite, area > 0 else { return scale }
        return min(scale, (largestImage / area).squareRoot())
    }

    /// A table of hostile cells in a report with a hostile page, margins and footer.
    private mutating func report() throws -> ((DocumentFormat) throws -> Void, () -> Size) {
        let columns = (0..<int(1...4)).map { TableColumn("C\($0)") }
        let table = Table(columns: columns)
        var rows: [[String]] = []
        for _ in 0..<int(0...12) {
            rows.append(columns.map { _ in text(budget: pick([4, 40, 400])) })
        }
        let report = Report(
            pageSize: Size(
                width: pick([300, 595, 10, 14_401] as [Double]),
                height: pick([200, 842, 30, .nan] as [Double])),
            margins: EdgeInsets(all: pick([0, 36, 100, -5])))
        report.countsPages = chance(50)
        report.maximumPageCount = 4
        if chance(50) { report.footer = { Label(text: $0.pageOfCount) } }
        let width = report.pageSize.width - report.margins.horizontal
        var body = Array(table.blocks(rows: rows, width: width.isFinite && width > 0 ? width : 100))
        if chance(30) { body = referenceBlocks(around: body) }
        if chance(10) {
            report.metadata = DocumentMetadata(
                title: text(budget: 8), language: pick(["en", "de-CH", "x"]), isTagged: true)
        }
        let render: (DocumentFormat) throws -> Void = { format in
            if format == .pdf {
                _ = try report.pdfData(body: body)
                return
            }
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "vellum-fuzz-\(getpid())")
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            _ = try report.writePages(body: body, format: format, to: directory)
        }
        return (render, { report.pageSize })
    }

    /// Report blocks with contents, page references (to anchors that exist, that do not, and
    /// that repeat), sections in every numbering and headings at hostile levels, mixed into
    /// `blocks` at random places.
    private mutating func referenceBlocks(around blocks: [ReportBlock]) -> [ReportBlock] {
        var result = blocks
        let anchors = ["a", "b", "", text(budget: 6)]
        for _ in 0..<int(1...8) {
            let block: ReportBlock
            switch int(0...4) {
            case 0: block = .contents(font: font())
            case 1:
                // A reference whose text grows with the page number may never settle.
                let growth = pick([0, 1, 300])
                let reference = PageReferenceLabel(to: pick(anchors)) {
                    "see \($0) " + String(repeating: "x", count: growth * $0.count)
                }
                reference.numberOfLines = pick([0, 1])
                block = .view(reference)
            case 2:
                block = .section(
                    numbering: pick([.arabic, .lowerRoman, .upperRoman]),
                    startingAt: pick([1, 0, -5, 3_999, Int.max / 2]))
            case 3:
                block = .heading(
                    Label(text: text(budget: 20)), outline: chance(80) ? text(budget: 20) : nil,
                    level: pick([0, 1, 5, -3, 1_000]), anchor: chance(70) ? pick(anchors) : nil)
            default: block = ReportBlock(view: Label(text: text(budget: 10)), anchor: pick(anchors))
            }
            result.insert(block, at: int(0...result.count))
        }
        return result
    }

    /// A page of fills and strokes at hostile coordinates, sizes and dashes.
    private mutating func geometry() -> ((DocumentFormat) throws -> Void, () -> Size) {
        var document = Document()
        let size = Size(width: pick(Self.numbers), height: pick(Self.numbers))
        let values = (0..<12).map { _ in pick(Self.numbers) }
        document.addPage(size: size) { context in
            context.fill(Rect(x: values[0], y: values[1], width: values[2], height: values[3]), with: .red)
            context.fill(
                Path(
                    roundedRect: Rect(x: values[4], y: values[5], width: values[6], height: values[7]),
                    cornerRadius: values[8]), with: .color(.systemBlue))
            context.strokeLine(
                from: Point(x: values[9], y: values[10]), to: Point(x: values[11], y: values[0]),
                with: .black,
                style: StrokeStyle(lineWidth: values[3], dash: [values[5], values[6]]))
            // Core Graphics' calls, a shadow, an even-odd clip and a blend mode at the same values.
            context.setLineCap(.round)
            context.setLineDash(phase: values[7], lengths: [values[8], values[9]])
            context.addArc(
                center: Point(x: values[0], y: values[1]), radius: values[2], startAngle: values[3],
                endAngle: values[4], clockwise: values[5] > 0)
            context.addEllipse(in: Rect(x: values[6], y: values[7], width: values[8], height: values[9]))
            context.strokePath()
            context.drawShadow(
                Shadow(
                    color: .black, offset: Size(width: values[10], height: values[11]), blurRadius: values[1]),
                of: Path(Rect(x: values[2], y: values[3], width: values[4], height: values[5])))
            context.setBlendMode(values[6] > 0 ? .clear : .multiply)
            context.addRect(Rect(x: values[7], y: values[8], width: values[9], height: values[10]))
            context.clip(using: .evenOdd)
            context.fillEllipse(in: Rect(x: values[0], y: values[11], width: values[2], height: values[3]))
        }
        return ({ _ = try document.data(format: $0) }, { size })
    }

    /// A hostile image decoded, drawn at a hostile size into a page, and, when small, read back
    /// as pixels and encoded again.
    private mutating func image() throws -> ((DocumentFormat) throws -> Void, () -> Size) {
        var corpus = HostileImages(seed: random.next())
        let image = try Image(decoding: corpus.bytes(), scale: pick([1, 2, 0.5]))
        if Double(image.pixelWidth * image.pixelHeight) <= Self.largestImage {
            _ = image.rgbaBytes
            _ = try image.jpegData(quality: 0.5)
        }
        var document = Document()
        let size = Size(width: pick([100, 300] + Self.numbers), height: pick([100, 300] + Self.numbers))
        let rect = Rect(
            x: pick([0, 10, -20]), y: pick([0, 10]), width: pick([50, 300] + Self.numbers),
            height: pick([50, 300]))
        let alpha = pick([1, 0.5, .nan])
        // Drawn whole only: a nine-slice tiling a tiny middle across a 14,400 pt page takes cairo
        // tens of seconds (a cliff of resizable images, not of decoding), which a case may not.
        document.addPage(size: size) { context in context.draw(image, in: rect, alpha: alpha) }
        return ({ _ = try document.data(format: $0) }, { size })
    }
}
