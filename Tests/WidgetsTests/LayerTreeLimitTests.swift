import Canvas
import Testing

@testable import Widgets

/// Layer trees as hostile input: many sublayers draw; a chain deeper than the render limit is a
/// typed error, not a stack overflow; a mask cycle is counted once round.
@Suite struct LayerTreeLimitTests {
    /// A 100 × 100 view whose layer holds a chain of `depth` nested 1 × 1 layers.
    static func chain(_ depth: Int) -> View {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var parent: Layer?
        for _ in 0..<depth {
            let layer = Layer()
            layer.frame = Rect(x: 0, y: 0, width: 1, height: 1)
            layer.backgroundColor = .black
            if let parent { parent.addSublayer(layer) } else { view.layer.addSublayer(layer) }
            parent = layer
        }
        return view
    }

    @Test func tenThousandSiblingSublayersDraw() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .white
        for index in 0..<10_000 {
            let layer = Layer()
            layer.frame = Rect(x: Double(index % 100), y: Double(index / 100), width: 1, height: 1)
            layer.backgroundColor = index == 5_050 ? Color(red: 1, green: 0, blue: 0) : .black
            view.layer.addSublayer(layer)
        }
        #expect(view.renderingDepth == 1)
        let image = try Image(pngData: try view.render(as: .png(scale: 1)))
        #expect(image.pixel(x: 50, y: 50) == Color(red: 1, green: 0, blue: 0))
        #expect(image.pixel(x: 10, y: 10) == .black)
    }

    @Test func aLayerChainAtTheLimitDrawsAndOneDeeperIsATypedError() throws {
        let limit = RenderLimits.maximumViewDepth
        #expect(Self.chain(limit).renderingDepth == limit)
        _ = try Self.chain(limit).render(as: .pdf)
        for depth in [limit + 1, 10_000] {
            #expect(
                throws: CanvasError.limitExceeded(
                    what: "a view and layer tree \(depth) levels deep", limit: limit)
            ) {
                try Self.chain(depth).render(as: .svg)
            }
        }
    }

    @Test func aMaskCycleCountsOnceRound() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let a = Layer()
        let b = Layer()
        a.mask = b
        b.mask = a
        view.layer.addSublayer(a)
        #expect(view.renderingDepth == 2)
    }
}
