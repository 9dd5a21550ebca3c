/// A PDF standard a document is written to conform to, beyond plain PDF.
public enum PDFConformance: Sendable, Hashable {
    /// PDF/A-2b (ISO 19005-2, level B), for documents kept for years: XMP metadata that agrees
    /// with the document information, an sRGB output intent, every font embedded, links marked
    /// printable, images without interpolation, and a file identifier.
    ///
    /// What PDF/A forbids is refused with `CanvasError/invalidMetadata(_:)` (a field PDF/A
    /// cannot carry: control characters, or longer than its 32,767-byte strings) or
    /// `CanvasError/invalidPageSize(_:reason:)` (a side under 3 pt). Such a PDF is written on
    /// one thread.
    case pdfA2b
}
