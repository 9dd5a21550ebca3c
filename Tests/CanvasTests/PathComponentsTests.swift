import Testing

@testable import Canvas

/// A path splits at its last slash, found among UTF-8 bytes, as the bundled fonts' lookups need.
@Suite("Path components") struct PathComponentsTests {
    @Test(arguments: [
        ("/usr/share/fonts/Inter-Bold.otf", "/usr/share/fonts", "Inter-Bold.otf"),
        ("Inter-Bold.otf", ".", "Inter-Bold.otf"),
        ("/cold-card", "", "cold-card"),
        ("fonts/", "fonts", ""),
        ("a//b", "a/", "b"),
        ("/חגים/שלום.ttf", "/חגים", "שלום.ttf"),
        ("/e\u{301}/n\u{303}/x", "/e\u{301}/n\u{303}", "x"),
        ("", ".", ""),
    ])
    func splitsAtTheLastSlash(path: String, folder: String, name: String) {
        let parts = PathComponents(path)
        #expect(parts.folder == folder)
        #expect(parts.name == name)
    }
}
