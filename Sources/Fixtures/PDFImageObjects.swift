import Foundation

/// The number of image objects (`/Subtype /Image`, soft masks included) a PDF writes: how the
/// glyph cache workload and the colour glyph tests tell a document that wrote an emoji once from
/// one that wrote it again.
public func pdfImageObjectCount(_ pdf: Data) -> Int {
    String(decoding: pdf, as: UTF8.self).components(separatedBy: "/Subtype /Image").count - 1
}
