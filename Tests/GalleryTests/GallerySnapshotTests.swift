import Canvas
import GalleryScenes
import Testing
import VellumTesting
import Widgets

/// Every gallery scene against reviewed references: pixels at scale 1, exactly (fonts are pinned
/// and rendering is deterministic, so any differing pixel is a change to review), and the text a
/// PDF reader extracts.
@Suite struct GallerySnapshotTests {
    static let tolerance = ImageTolerance()

    @Test(arguments: Gallery.scenes.map(\.name))
    func scenePixelsMatchTheReference(name: String) throws {
        let scene = try #require(Gallery.scene(named: name))
        assertSnapshot(
            of: scene.makeView(),
            as: .png(
                width: scene.width, scale: 1, userInterfaceStyle: scene.userInterfaceStyle,
                tolerance: Self.tolerance),
            named: name)
    }

    @Test(arguments: Gallery.scenes.map(\.name))
    func scenePDFTextMatchesTheReference(name: String) throws {
        let scene = try #require(Gallery.scene(named: name))
        assertSnapshot(of: scene.makeView(), as: .pdfText(width: scene.width), named: name)
    }
}
