import Foundation
import GalleryScenes
import Testing
import Widgets

@testable import Canvas

/// Every gallery scene as SVG, with glyph outlines reused from proxy fonts and without: the same
/// bytes (scenes draw text in many fonts, scripts and styles, with emoji, clips, shadows,
/// transparency and decorations, so each way the reuse can go is met on real pages).
@Suite struct GallerySVGGlyphReuseTests {
    @Test(arguments: Gallery.scenes.map(\.name))
    func sceneSVGIsTheSameWithReusedOutlines(name: String) throws {
        let scene = try #require(Gallery.scene(named: name))
        let page = try scene.makeView().page(
            width: scene.width, displayScale: GraphicsContext.vectorDisplayScale,
            userInterfaceStyle: scene.userInterfaceStyle)
        let plain = try Document.renderSVG(page, reusingGlyphs: false)
        // Twice: the first time writes the outlines, the second reuses them.
        for _ in 0..<2 {
            let reused = try Document.renderSVG(page, reusingGlyphs: true)
            #expect(reused.data == plain.data, "\(name): \(reused.reuse)")
            #expect(reused.reuse != .notAsked)
        }
    }

    /// The scenes where the reuse must take: their text is plain, unclipped and untransformed.
    @Test(arguments: ["movie-card", "invoice"])
    func plainScenesUseProxies(name: String) throws {
        let scene = try #require(Gallery.scene(named: name))
        let page = try scene.makeView().page(
            width: scene.width, displayScale: GraphicsContext.vectorDisplayScale,
            userInterfaceStyle: scene.userInterfaceStyle)
        guard case .substituted(let fonts) = try Document.renderSVG(page, reusingGlyphs: true).reuse else {
            Issue.record("\(name): the outlines were not reused")
            return
        }
        #expect(fonts >= 2)
    }
}
