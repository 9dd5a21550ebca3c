import Foundation
import Testing

@testable import Canvas

@Suite("Drawing: what each GraphicsContext call puts on the page")
struct DrawingTests {
    @Test func fillCoversExactlyTheRectangle() throws {
        let image = try PagePixels.onWhite { $0.fill(Rect(x: 5, y: 6, width: 10, height: 4), with: .blue) }
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = (5..<15).contains(x) && (6..<10).contains(y)
                #expect(image.pixel(x: x, y: y) == (inside ? .blue : .white), "(\(x), \(y))")
            }
        }
    }

    @Test func coreGraphicsSpellingsBuildStrokeAndFillTheCurrentPath() throws {
        let image = try PagePixels.onWhite { context in
            context.withCurrent {
                Color.red.setStroke()
                context.setLineWidth(2)
                context.save()
                Color.blue.setStroke()  // restored away below
                context.setLineWidth(8)
                context.restore()
                context.move(to: Point(x: 0, y: 10))
                context.addLine(to: Point(x: 40, y: 10))
                context.strokePath()  // red, 2 pt: rows 9 and 10
                Color.green.setFill()
                context.addRect(Rect(x: 5, y: 20, width: 10, height: 10))
                context.fillPath()
                context.strokePath()  // the path was cleared: nothing more
            }
        }
        #expect(image.pixel(x: 20, y: 9) == .red && image.pixel(x: 20, y: 10) == .red)
        #expect(image.pixel(x: 20, y: 8) == .white && image.pixel(x: 20, y: 11) == .white)
        #expect(image.pixel(x: 10, y: 25) == .green && image.pixel(x: 4, y: 25) == .white)
        #expect(GraphicsContext.current == nil)
        Color.red.setStroke()  // outside drawing: nothing to set, no crash
    }

    @Test func aHalfCoveredPixelIsHalfBlended() throws {
        // x from 10.5: pixel 10 is half covered, so red over white at 50 %: (255, 128, 128).
        let image = try PagePixels.onWhite { $0.fill(Rect(x: 10.5, y: 0, width: 10, height: 40), with: .red) }
        #expect(PagePixels.close(PagePixels.rgba(image, 10, 5), [255, 128, 128, 255]))
        #expect(PagePixels.rgba(image, 11, 5) == [255, 0, 0, 255])
        #expect(PagePixels.close(PagePixels.rgba(image, 20, 5), [255, 128, 128, 255]))
        #expect(PagePixels.rgba(image, 21, 5) == [255, 255, 255, 255])
    }

    @Test func translucentColorsBlendOverWhatIsBelow() throws {
        let image = try PagePixels.onWhite {
            $0.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: Color.black.withAlphaComponent(0.25))
        }
        // 25 % black over white: 255 × 0.75 = 191.25.
        #expect(PagePixels.close(PagePixels.rgba(image, 20, 20), [191, 191, 191, 255]))
    }

    @Test func strokeIsCentredOnTheOutline() throws {
        // A 2 pt line on the edges of (10, 10, 20, 20) covers 9..<11 and 29..<31 on each side.
        let image = try PagePixels.onWhite {
            $0.stroke(Rect(x: 10, y: 10, width: 20, height: 20), with: .black, lineWidth: 2)
        }
        #expect(image.pixel(x: 9, y: 20) == .black)
        #expect(image.pixel(x: 10, y: 20) == .black)
        #expect(image.pixel(x: 8, y: 20) == .white)
        #expect(image.pixel(x: 11, y: 20) == .white)
        #expect(image.pixel(x: 30, y: 20) == .black)
        #expect(image.pixel(x: 31, y: 20) == .white)
        #expect(image.pixel(x: 20, y: 9) == .black)
        #expect(image.pixel(x: 20, y: 20) == .white)
    }

    @Test func dashesAlternateAlongTheLine() throws {
        // A horizontal 2 pt line at y = 10 dashed 4 on, 4 off from x = 0.
        let image = try PagePixels.onWhite {
            $0.strokeLine(
                from: Point(x: 0, y: 10), to: Point(x: 40, y: 10), with: .black,
                style: StrokeStyle(lineWidth: 2, dash: [4, 4]))
        }
        for x in 0..<40 {
            #expect(image.pixel(x: x, y: 9) == ((x / 4) % 2 == 0 ? .black : .white), "x = \(x)")
        }
        // The phase shifts the pattern.
        let shifted = try PagePixels.onWhite {
            $0.strokeLine(
                from: Point(x: 0, y: 10), to: Point(x: 40, y: 10), with: .black,
                style: StrokeStyle(lineWidth: 2, dash: [4, 4], dashPhase: 4))
        }
        #expect(shifted.pixel(x: 1, y: 9) == .white)
        #expect(shifted.pixel(x: 5, y: 9) == .black)
    }

    @Test func emptyOrAllZeroDashesDrawASolidLine() throws {
        for dash: [Double] in [[], [0], [0, 0]] {
            let image = try PagePixels.onWhite {
                $0.strokeLine(
                    from: Point(x: 0, y: 10), to: Point(x: 40, y: 10), with: .black,
                    style: StrokeStyle(lineWidth: 2, dash: dash))
            }
            #expect((0..<40).allSatisfy { image.pixel(x: $0, y: 9) == .black }, "\(dash)")
        }
    }

    @Test func anOddDashPatternRepeatsWithDashesAndGapsSwapped() throws {
        // [3, 1, 2] runs 3 on, 1 off, 2 on, 3 off, 1 on, 2 off: a period of 12.
        let image = try PagePixels.onWhite {
            $0.strokeLine(
                from: Point(x: 0, y: 10), to: Point(x: 40, y: 10), with: .black,
                style: StrokeStyle(lineWidth: 2, dash: [3, 1, 2]))
        }
        let on = [true, true, true, false, true, true, false, false, false, true, false, false]
        for x in 0..<36 {
            #expect((image.pixel(x: x, y: 9) == .black) == on[x % 12], "x = \(x)")
        }
    }

    @Test func roundCapsReachPastTheEnds() throws {
        let butt = try PagePixels.onWhite {
            $0.strokeLine(
                from: Point(x: 10, y: 20), to: Point(x: 30, y: 20), with: .black,
                style: StrokeStyle(lineWidth: 6))
        }
        let round = try PagePixels.onWhite {
            $0.strokeLine(
                from: Point(x: 10, y: 20), to: Point(x: 30, y: 20), with: .black,
                style: StrokeStyle(lineWidth: 6, lineCap: .round))
        }
        #expect(butt.pixel(x: 8, y: 19) == .white)
        #expect(round.pixel(x: 8, y: 19) == .black)
        #expect(Fixture.inkBounds(round)?.minX == 7)  // 10 − 3
        #expect(Fixture.inkBounds(butt)?.minX == 10)
    }

    @Test func roundedCornersLeaveTheCornerPixelsEmpty() throws {
        let image = try PagePixels.onWhite {
            $0.fill(
                Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10),
                with: .color(.red))
        }
        for (x, y) in [(0, 0), (39, 0), (0, 39), (39, 39), (1, 1)] {
            #expect(image.pixel(x: x, y: y) == .white, "(\(x), \(y))")
        }
        for (x, y) in [(20, 20), (10, 0), (0, 10), (29, 39), (39, 29), (4, 4)] {
            #expect(image.pixel(x: x, y: y) == .red, "(\(x), \(y))")
        }
    }

    @Test func anEllipseFillsItsCentreAndNotItsBoxCorners() throws {
        let image = try PagePixels.onWhite {
            $0.fill(Path(ellipseIn: Rect(x: 0, y: 10, width: 40, height: 20)), with: .color(.blue))
        }
        #expect(image.pixel(x: 20, y: 20) == .blue)
        #expect(image.pixel(x: 1, y: 20) == .blue)
        #expect(image.pixel(x: 20, y: 11) == .blue)
        #expect(image.pixel(x: 1, y: 11) == .white)
        #expect(image.pixel(x: 38, y: 28) == .white)
        #expect(Fixture.inkBounds(image) == Rect(x: 0, y: 10, width: 40, height: 20))
    }

    @Test func clippingLimitsLaterDrawingUntilRestore() throws {
        let image = try PagePixels.onWhite { context in
            context.withSavedState {
                context.clip(to: Rect(x: 10, y: 10, width: 10, height: 10))
                context.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .red)
            }
            context.fill(Rect(x: 30, y: 30, width: 10, height: 10), with: .blue)
        }
        #expect(Fixture.inkBounds(image.cropped(to: 0..<30)) == Rect(x: 10, y: 10, width: 10, height: 10))
        #expect(image.pixel(x: 15, y: 15) == .red)
        #expect(image.pixel(x: 5, y: 5) == .white)
        #expect(image.pixel(x: 35, y: 35) == .blue)
    }

    @Test func aRoundedClipCutsTheCorners() throws {
        let image = try PagePixels.onWhite { context in
            context.clip(
                toRoundedRect: Rect(x: 0, y: 0, width: 40, height: 40), cornerRadii: CornerRadii(all: 20))
            context.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .red)
        }
        // A circle of radius 20: the corners are outside, the edge midpoints inside.
        #expect(image.pixel(x: 2, y: 2) == .white)
        #expect(image.pixel(x: 20, y: 1) == .red)
        #expect(image.pixel(x: 20, y: 20) == .red)
    }

    @Test func anEmptyClipHidesEverything() throws {
        let image = try PagePixels.onWhite { context in
            context.clip(to: Rect(x: 10, y: 10, width: 0, height: 10))
            context.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .red)
        }
        #expect(Fixture.inkBounds(image) == nil)
    }

    @Test func aClipWithNegativeWidthIsStandardized() throws {
        // Core Graphics' rule: (10, 10, -5, 10) is the rectangle from x 5 to 10.
        let image = try PagePixels.onWhite { context in
            context.clip(to: Rect(x: 10, y: 10, width: -5, height: 10))
            context.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .red)
        }
        #expect(Fixture.inkBounds(image) == Rect(x: 5, y: 10, width: 5, height: 10))
    }

    @Test func translateAndScaleMoveLaterDrawing() throws {
        let image = try PagePixels.onWhite { context in
            context.translateBy(x: 10, y: 5)
            context.scaleBy(x: 2, y: 3)
            context.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .red)
        }
        // (0, 0, 5, 5) scaled by (2, 3) then moved by (10, 5): (10, 5, 10, 15).
        #expect(Fixture.inkBounds(image) == Rect(x: 10, y: 5, width: 10, height: 15))
    }

    @Test func restoreUndoesTheTransform() throws {
        let image = try PagePixels.onWhite { context in
            context.save()
            context.translateBy(x: 20, y: 20)
            context.restore()
            context.fill(Rect(x: 0, y: 0, width: 5, height: 5), with: .red)
        }
        #expect(Fixture.inkBounds(image) == Rect(x: 0, y: 0, width: 5, height: 5))
    }

    @Test func aTransparencyLayerCompositesOverlapsOnce() throws {
        // Two overlapping opaque rects in one 50 % layer: the overlap is no darker than the rest.
        let grouped = try PagePixels.onWhite { context in
            context.withTransparencyLayer(alpha: 0.5) {
                context.fill(Rect(x: 0, y: 0, width: 30, height: 30), with: .black)
                context.fill(Rect(x: 10, y: 10, width: 30, height: 30), with: .black)
            }
        }
        #expect(PagePixels.close(PagePixels.rgba(grouped, 5, 5), [128, 128, 128, 255]))
        #expect(PagePixels.close(PagePixels.rgba(grouped, 20, 20), [128, 128, 128, 255]))
        // Drawn separately at 50 % each, the overlap is 75 % black: 255 × 0.25 ≈ 64.
        let separate = try PagePixels.onWhite { context in
            context.fill(Rect(x: 0, y: 0, width: 30, height: 30), with: Color.black.withAlphaComponent(0.5))
            context.fill(Rect(x: 10, y: 10, width: 30, height: 30), with: Color.black.withAlphaComponent(0.5))
        }
        #expect(PagePixels.close(PagePixels.rgba(separate, 20, 20), [64, 64, 64, 255]))
        // Alpha 1, NaN and values above 1 draw directly; alpha 0 and below draw nothing.
        for alpha: Double in [1, .nan, 7] {
            let opaque = try PagePixels.onWhite { context in
                context.withTransparencyLayer(alpha: alpha) {
                    context.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .red)
                }
            }
            #expect(opaque.pixel(x: 20, y: 20) == .red, "alpha \(alpha)")
        }
        for alpha: Double in [0, -1] {
            let invisible = try PagePixels.onWhite { context in
                context.withTransparencyLayer(alpha: alpha) {
                    context.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .red)
                }
            }
            #expect(invisible.pixel(x: 20, y: 20) == .white, "alpha \(alpha)")
        }
    }

    @Test func aLayerRestoresTheSourceAfterwards() throws {
        let image = try PagePixels.onWhite { context in
            context.withTransparencyLayer(alpha: 0.5) {
                context.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .red)
            }
            context.fill(Rect(x: 20, y: 20, width: 10, height: 10), with: .blue)
        }
        #expect(image.pixel(x: 25, y: 25) == .blue)
    }

    @Test func drawingOffThePageIsClippedWithoutError() throws {
        let image = try PagePixels.onWhite {
            $0.fill(Rect(x: -100, y: -100, width: 120, height: 120), with: .red)
            $0.fill(Rect(x: 1000, y: 1000, width: 10, height: 10), with: .blue)
        }
        #expect(Fixture.inkBounds(image) == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func drawingAtScale2CoversTwiceThePixels() throws {
        let image = try PagePixels.onWhite(scale: 2) {
            $0.fill(Rect(x: 5, y: 5, width: 10, height: 10), with: .red)
        }
        #expect(image.pixelWidth == 80)
        #expect(Fixture.inkBounds(image) == Rect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func textDrawsInkInsideItsLayoutBox() throws {
        let layout = TextLayout(plain: "Ink", font: .systemFont(ofSize: 24), color: .blue)
        let image = try PagePixels.onWhite(Size(width: 80, height: 40)) {
            $0.draw(layout, at: Point(x: 10, y: 5))
        }
        let ink = try #require(Fixture.inkBounds(image))
        let box = Rect(origin: Point(x: 10, y: 5), size: layout.size)
        #expect(
            ink.minX >= box.minX - 1 && ink.maxX <= box.maxX + 1 && ink.maxY <= box.maxY + 1, "\(ink) \(box)")
        // Somewhere in the ink the colour is the text's colour.
        let blue = (Int(ink.minY)..<Int(ink.maxY)).contains { y in
            (Int(ink.minX)..<Int(ink.maxX)).contains { x in image.pixel(x: x, y: y) == .blue }
        }
        #expect(blue)
    }

    @Test func theContextKnowsItsPageSize() throws {
        let seen = EventLog()
        var document = Document()
        document.addPage(size: Size(width: 123, height: 45.5)) { context in
            seen.append("\(context.pageSize.compactDescription)")
        }
        _ = try document.data(format: .pdf)
        _ = try document.data(format: .svg)
        _ = try document.data(format: .png(scale: 2))
        // Called once per output, always with the page size in points.
        #expect(seen.entries == ["123 × 45.5", "123 × 45.5", "123 × 45.5"])
    }
}

extension Image {
    /// The image with the pixels of columns and rows outside `range` made transparent.
    fileprivate func cropped(to range: Range<Int>) -> Image {
        var bytes = rgbaBytes
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth where !range.contains(x) || !range.contains(y) {
                bytes.replaceSubrange(
                    ((y * pixelWidth + x) * 4)..<((y * pixelWidth + x) * 4 + 4), with: [255, 255, 255, 255])
            }
        }
        return try! Image(rgbaBytes: bytes, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    }
}
