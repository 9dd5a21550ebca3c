import Canvas
import Testing
import Widgets

/// Where an image view draws its image for each content mode, and its intrinsic size.
@Suite("Image view")
struct ImageViewTests {
    typealias Mode = ImageView.ContentMode

    /// A 40 × 20 image in 100 × 100 bounds: fit scales by min(2.5, 5), fill by max(2.5, 5).
    static let wideInSquare: [Mode: Rect] = [
        .scaleToFill: .r(0, 0, 100, 100),
        .scaleAspectFit: .r(0, 25, 100, 50),
        .scaleAspectFill: .r(-50, 0, 200, 100),
        .redraw: .r(0, 0, 100, 100),
        .center: .r(30, 40, 40, 20),
        .top: .r(30, 0, 40, 20),
        .bottom: .r(30, 80, 40, 20),
        .left: .r(0, 40, 40, 20),
        .right: .r(60, 40, 40, 20),
        .topLeft: .r(0, 0, 40, 20),
        .topRight: .r(60, 0, 40, 20),
        .bottomLeft: .r(0, 80, 40, 20),
        .bottomRight: .r(60, 80, 40, 20),
    ]

    /// The same image in 30 × 60 bounds: fit by min(0.75, 3), fill by max(0.75, 3).
    static let wideInTall: [Mode: Rect] = [
        .scaleToFill: .r(0, 0, 30, 60),
        .scaleAspectFit: .r(0, 22.5, 30, 15),
        .scaleAspectFill: .r(-45, 0, 120, 60),
        .redraw: .r(0, 0, 30, 60),
        .center: .r(-5, 20, 40, 20),
        .top: .r(-5, 0, 40, 20),
        .bottom: .r(-5, 40, 40, 20),
        .left: .r(0, 20, 40, 20),
        .right: .r(-10, 20, 40, 20),
        .topLeft: .r(0, 0, 40, 20),
        .topRight: .r(-10, 0, 40, 20),
        .bottomLeft: .r(0, 40, 40, 20),
        .bottomRight: .r(-10, 40, 40, 20),
    ]

    @Test("imageRect(in:) follows the content mode", arguments: Mode.allCases)
    func imageRect(mode: Mode) throws {
        let view = ImageView(image: try solidImage(width: 40, height: 20))
        view.contentMode = mode
        #expect(view.imageRect(in: Size(width: 100, height: 100)) == Self.wideInSquare[mode])
        #expect(view.imageRect(in: Size(width: 30, height: 60)) == Self.wideInTall[mode])
    }

    @Test("an image view's intrinsic size is its image's size in points")
    func intrinsicSize() throws {
        let view = ImageView()
        #expect(
            view.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(view.imageRect(in: Size(width: 10, height: 10)) == nil)
        view.image = try solidImage(width: 40, height: 20, scale: 2)
        #expect(view.intrinsicContentSize == Size(width: 20, height: 10))
        // In a column it spans the width and keeps its height.
        let column = Stack().vertical().views(view)
        #expect(column.layout(width: 80) == Size(width: 80, height: 10))
        #expect(view.frame == .r(0, 0, 80, 10))
        // A new image re-measures the column.
        view.image = try solidImage(width: 10, height: 30)
        #expect(column.layout(width: 80) == Size(width: 80, height: 30))
    }

    @Test("an aspect-fit image draws letterboxed inside the bounds")
    func drawsAspectFit() throws {
        let view = ImageView(image: try solidImage(width: 40, height: 20, color: (255, 0, 0)))
        view.contentMode = .scaleAspectFit
        view.backgroundColor = .white
        let image = try view.image(size: Size(width: 20, height: 20), scale: 1)
        // The image fills 20 × 10 at y 5…15.
        #expect(image.pixel(x: 10, y: 2) == .white)
        #expect(image.pixel(x: 10, y: 10) == .red)
        #expect(image.pixel(x: 10, y: 17) == .white)
    }
}
