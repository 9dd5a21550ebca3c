import Foundation

/// What an ``Image`` was decoded from when drawing still uses it: a JPEG's own bytes (which PDF
/// and SVG output embed instead of the pixels) or an SVG document (drawn as vectors).
enum ImageSource: Sendable {
    /// A JPEG file.
    case jpeg(JPEGBytes)
    /// An SVG document.
    case svg(SVGDocument)
}

/// A decoded JPEG's file, kept so that vector output can embed it unchanged (cairo's
/// `image/jpeg` MIME data), with what drawing it needs.
final class JPEGBytes: Sendable {
    /// The file's bytes, as given.
    let data: Data
    /// How the stored pixels turn upright (the EXIF orientation).
    let orientation: ImageOrientation
    /// The stored (not upright) width in pixels.
    let storedWidth: Int
    /// The stored (not upright) height in pixels.
    let storedHeight: Int
    /// Whether PDF and SVG may embed the bytes: greyscale and RGB files. CMYK ones are drawn as
    /// their decoded pixels, because cairo writes no `/Decode` array for Adobe's inverted CMYK.
    let isEmbeddable: Bool

    init(data: Data, orientation: ImageOrientation, storedWidth: Int, storedHeight: Int, isEmbeddable: Bool) {
        self.data = data
        self.orientation = orientation
        self.storedWidth = storedWidth
        self.storedHeight = storedHeight
        self.isEmbeddable = isEmbeddable
    }
}
