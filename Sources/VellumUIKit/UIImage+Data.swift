import Canvas
import Foundation

/// UIImage's initialisers from encoded bytes and its JPEG encoder, over Canvas's throwing ones:
/// UIKit returns `nil` (or `nil` data) where Canvas throws.
extension Image {
    /// An image from PNG, JPEG or SVG bytes (UIKit's `init?(data:)`), told apart by their first
    /// bytes: ``Canvas/Image/init(decoding:scale:)``; `nil` when they do not decode.
    public init?(data: Data) {
        guard let image = try? Image(decoding: data) else { return nil }
        self = image
    }

    /// An image from PNG, JPEG or SVG bytes at a scale (UIKit's `init?(data:scale:)`).
    public init?(data: Data, scale: CGFloat) {
        guard let image = try? Image(decoding: data, scale: Double(scale)) else { return nil }
        self = image
    }

    /// An image from a PNG, JPEG or SVG file at a path (UIKit's `init?(contentsOfFile:)`); `nil`
    /// when the file cannot be read or decoded.
    public init?(contentsOfFile path: String) {
        guard let image = try? Image(contentsOf: URL(fileURLWithPath: path)) else { return nil }
        self = image
    }

    /// The image encoded as JPEG (UIKit's `jpegData(compressionQuality:)`): quality from 0
    /// (smallest) to 1 (best), ``Canvas/Image/jpegData(quality:)``; `nil` if encoding fails.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        try? jpegData(quality: Double(compressionQuality))
    }
}
