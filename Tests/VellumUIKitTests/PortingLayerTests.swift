import TestSupport
import Testing
import UIKitSeeds
import VellumTesting
import VellumUIKit

// UIKit code as UIKit developers write it, compiled against VellumUIKit.

/// A subclass that declares names UIKit leaves free on UIView: Vellum keeps its own on `layer`
/// and internal, so these compile and mean what the subclass says.
final class BadgeView: UIView {
    private let cornerRadius: CGFloat = 6
    private let borderWidth: CGFloat = 2
    private let borderColor: UIColor = .systemRed
    let displayScale: CGFloat = 7
    var fixedWidth: CGFloat = 44
    var fixedHeight: CGFloat = 22

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 44, height: 22))
        layer.cornerRadius = cornerRadius
        layer.borderWidth = borderWidth
        layer.borderColor = borderColor.cgColor
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: fixedWidth, height: fixedHeight) }
}

/// Records the order of its nib and layout callbacks.
final class RecordingView: UIView {
    var log: [String] = []
    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awake")
        addSubview(RecordingChild())
    }
    override func layoutSubviews() {
        log.append("layout")
        super.layoutSubviews()
    }
}

final class RecordingChild: UIView {
    override func awakeFromNib() { super.awakeFromNib() }
}

/// A controller that records its life cycle.
final class RecordingController: UIViewController {
    var log: [String] = []
    override func loadView() {
        log.append("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.backgroundColor = .systemBackground
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        let label = UILabel()
        label.text = "Loaded"
        view.addSubview(label)
        label.pin(to: view, insets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("willLayout")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("didLayout \(view.subviews[0].frame.width)")
    }
}

/// Draws with UIKit's calls: a dashed, round-capped line, an arc and an even-odd ring.
final class DrawingView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(UIColor.systemRed.cgColor)
        context.setLineWidth(4)
        context.setLineCap(.round)
        context.setLineDash(phase: 0, lengths: [6, 10])
        context.move(to: CGPoint(x: 4, y: 4))
        context.addLine(to: CGPoint(x: 96, y: 4))
        context.strokePath()

        UIColor.systemBlue.setFill()
        let ring = UIBezierPath(ovalIn: CGRect(x: 30, y: 20, width: 40, height: 40))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 40, y: 30, width: 20, height: 20)))
        ring.usesEvenOddFillRule = true
        ring.fill()
    }
}

@Suite("Porting layer")
struct PortingLayerTests {
    @Test("UIKit's and Core Graphics' names are Vellum's types")
    func names() {
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let color: CGColor = UIColor.systemRed.cgColor
        #expect(color == Color.systemRed)
        let view: UIView = UILabel()
        #expect(view is Label)
        #expect(UIStackView.self == Stack.self && UIImageView.self == ImageView.self)
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4) == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIFont.systemFont(ofSize: 12) == Font.systemFont(ofSize: 12))
        #expect(CGLineCap.round == StrokeStyle.LineCap.round && CGPathFillRule.evenOdd == FillRule.evenOdd)
        #expect(UIView.ContentMode.redraw != .scaleToFill)
        #expect(UIGraphicsGetCurrentContext() == nil)  // outside drawing
        let corners: CACornerMask = [.layerMinXMinYCorner]
        let curve: CALayerCornerCurve = .continuous
        #expect(corners.radii(5).topLeft == 5 && curve != .circular)
    }

    @Test(
        "a subclass may declare cornerRadius, borderWidth, borderColor, displayScale, fixedWidth, fixedHeight"
    )
    func namesUIKitLeavesFree() throws {
        let badge = BadgeView()
        #expect(badge.layer.cornerRadius == 6 && badge.layer.borderWidth == 2)
        #expect(badge.layer.borderColor == .systemRed && badge.displayScale == 7)
        // Vellum's own measurement is untouched by the subclass's `fixedWidth`: the intrinsic size rules.
        let row = UIStackView().horizontal(spacing: 0).views(badge, UIView.spacer)
        row.layout(width: 200)
        #expect(badge.frame.size == CGSize(width: 44, height: 22))
        #expect(badge.traitCollection.displayScale == 2)
    }

    @Test(
        "init?(coder:) and awakeFromNib: loadedFromNib wakes every view, parents first; rendering never does")
    func nibLoading() throws {
        let view = try #require(RecordingView.loadedFromNib())
        #expect(view.frame == .zero)
        #expect(view.log == ["awake"])
        #expect(view.subviews.count == 1)
        let coded = RecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        _ = try coded.render(as: .png(scale: 1))
        #expect(coded.log == ["layout"])
        #expect(BadgeView.loadedFromNib()?.layer.cornerRadius == 0)  // init(coder:) skips init()'s setup
    }

    @Test("a controller loads its view once, then lays it out between will- and didLayoutSubviews")
    func controllerLifeCycle() throws {
        let controller = RecordingController(nibName: nil, bundle: nil)
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        let view: UIView = controller.view
        _ = controller.view
        #expect(controller.log == ["loadView", "viewDidLoad"])
        let window = UIWindow(rootViewController: controller)
        _ = try window.render(as: .png(scale: 1), width: 100)
        #expect(controller.log == ["loadView", "viewDidLoad", "willLayout", "didLayout 80.0"])
        #expect(window.subviews.first === view)
        // Once laid out, nothing to do; a new size lays out again.
        window.layoutIfNeeded()
        #expect(controller.log.count == 4)
        _ = try window.render(as: .png(scale: 1), width: 120)
        #expect(controller.log.suffix(2) == ["willLayout", "didLayout 100.0"])
        // A default controller makes a plain view.
        #expect(UIViewController().view.subviews.isEmpty)
    }

    @Test("convert(_:to:) and convert(_:from:) move points and rectangles between views")
    func conversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let c = UIView(frame: CGRect(x: 150, y: 150, width: 20, height: 20))
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        #expect(b.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 26))
        #expect(b.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 26))
        #expect(
            b.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: c)
                == CGRect(x: -135, y: -125, width: 5, height: 5))
        #expect(c.convert(CGPoint(x: 16, y: 26), from: root) == CGPoint(x: -134, y: -124))
        #expect(b.convert(b.convert(CGPoint(x: 3, y: 4), to: c), from: c) == CGPoint(x: 3, y: 4))
    }

    @Test("draw(_:) with UIGraphicsGetCurrentContext: dashes, round caps and an even-odd UIBezierPath")
    func coreGraphicsDrawing() throws {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 100, height: 70))
        view.backgroundColor = .white
        let image = try view.image(scale: 1)
        let red = UIColor.systemRed.resolved(for: .light)
        let blue = UIColor.systemBlue.resolved(for: .light)
        func near(_ x: Int, _ y: Int, _ c: Color) -> Bool {
            guard let p = image.pixel(x: x, y: y) else { return false }
            return abs(p.red - c.red) < 0.02 && abs(p.green - c.green) < 0.02 && abs(p.blue - c.blue) < 0.02
        }
        #expect(near(7, 4, red))  // a dash
        #expect(near(17, 4, .white))  // a gap, past the round cap
        #expect(near(35, 40, blue))  // the ring
        #expect(near(50, 40, .white))  // its hole
    }

    @Test("UIBezierPath: rounded rects, page-clockwise arcs, quad curves, strokes in its own style, clips")
    func bezierPaths() throws {
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Clockwise on the page from the right to the bottom: a quarter through the lower right.
        #expect(Double(path.currentPoint.x).isNearly(20) && Double(path.currentPoint.y).isNearly(30))
        #expect(Double(path.bounds.maxX).isNearly(30) && Double(path.bounds.minY).isNearly(20))
        let quad = UIBezierPath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        #expect(quad.currentPoint == CGPoint(x: 10, y: 0) && !quad.isEmpty)
        quad.removeAllPoints()
        #expect(quad.isEmpty)
        // Stroked with its own width, clipped by another path.
        let page = Page(size: Size(width: 40, height: 40)) { _ in
            let clip = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 40))
            clip.addClip()
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 20))
            line.addLine(to: CGPoint(x: 40, y: 20))
            line.lineWidth = 6
            line.stroke()
        }
        let image = try Document(pages: [page]).withCurrentContextImage()
        #expect(image.pixel(x: 10, y: 18)?.alpha == 1)  // within the 6 pt line
        #expect(image.pixel(x: 30, y: 20)?.alpha == 0)  // clipped away
        let turned = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 2))
        turned.apply(
            CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 1, y: 1)))
        #expect(turned.bounds == CGRect(x: 1, y: 1, width: 8, height: 4))
        let rounded = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topLeft],
            cornerRadii: CGSize(width: 8, height: 8))
        #expect(rounded.cgPath != UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath)
    }

    @Test("the boarding pass, planet card and movie card match their reviewed references, light and dark")
    func seedSnapshots() {
        for style in [UserInterfaceStyle.light, .dark] {
            assertSnapshot(
                of: Seeds.boardingPass(), as: .png(width: 340, scale: 2, userInterfaceStyle: style),
                named: "boarding-pass-\(style.rawValue)")
            assertSnapshot(
                of: Seeds.planetCard(), as: .png(width: 375, scale: 2, userInterfaceStyle: style),
                named: "planet-card-\(style.rawValue)")
        }
        assertSnapshot(of: Seeds.movieCard(), as: .png(width: 375, scale: 2), named: "movie-card")
    }
}

extension Double {
    /// Within a millionth.
    fileprivate func isNearly(_ other: Double) -> Bool { abs(self - other) < 1e-6 }
}

extension Document {
    /// The first page drawn with its context current (as views' `draw(_:)` is), at scale 1.
    fileprivate func withCurrentContextImage() throws -> Image {
        let drawing = pages[0]
        return try Document(pages: [
            Page(size: drawing.size) { context in try context.withCurrent { try drawing.draw(context) } }
        ])
        .image(scale: 1)
    }
}

/// README.md's "UIKit code, as written" example, as the README writes it.
final class ReadmeSeparatorView: UIView {
    @IBInspectable var separatorColor: UIColor = .opaqueSeparator
    override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .clear
    }
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        separatorColor.setStroke()
        context.setLineWidth(1 / UIScreen.main.scale)
        context.move(to: CGPoint(x: 0, y: bounds.size.height / 2))
        context.addLine(to: CGPoint(x: bounds.size.width, y: bounds.size.height / 2))
        context.strokePath()
    }
}

@Suite("README porting example")
struct ReadmePortingExampleTests {
    @Test("the README's separator draws a hairline and its boarding pass writes a dark PDF")
    func readmeExample() throws {
        let separator = try #require(ReadmeSeparatorView.loadedFromNib())
        #expect(separator.backgroundColor == .clear)
        separator.frame = CGRect(x: 0, y: 0, width: 40, height: 9)
        let image = try separator.image(scale: 2)
        let inked = (0..<image.pixelHeight).filter { (image.pixel(x: 20, y: $0)?.alpha ?? 0) > 0 }
        #expect(inked == [8, 9])  // a 0.5 pt line centred on y = 4.5 pt: pixel rows 8 and 9 at scale 2
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-pass-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let window = Seeds.boardingPass()
        try window.write(to: url, as: .pdf, width: 340, userInterfaceStyle: .dark)
        let pdf = try Data(contentsOf: url)
        #expect(try TextChecks.pdfText(pdf).contains("SFO"))
        let page = try Rasterizer.pdf(pdf)
        #expect(page.pixel(x: 4, y: 4) == .black)  // the dark grouped background
    }
}
