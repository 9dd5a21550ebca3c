import Foundation

/// Copies of an image that draw in one colour: tinted, or marked as a template for views to tint.
extension Image {
    /// The image with its alpha filled with `color` (UIImage's `withTintColor(_:)`): every pixel
    /// becomes `color` at the pixel's own coverage times the colour's alpha; the copy draws its
    /// own pixels (``ImageRenderingMode/alwaysOriginal``). A dynamic colour is resolved for
    /// `style`, and again for the appearance the copy is drawn in (UIKit resolves a dynamic tint
    /// when the image is drawn).
    public func tinted(with color: Color, for style: UserInterfaceStyle = .light) -> Image {
        let c = color.resolved(for: style)
        func unit(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
        let (r, g, b, alpha) = (unit(c.red), unit(c.green), unit(c.blue), unit(c.alpha))
        let count = pixelWidth * pixelHeight
        // A tinted copy is tinted again from the original's pixels, so alphas do not compound.
        let storage = tint?.source ?? storage
        let tinted = PixelStorage(width: pixelWidth, height: pixelHeight)
        for i in 0..<count {
            let a = Double(storage.words[i] >> 24) / 255 * alpha
            func channel(_ v: Double) -> UInt32 { UInt32((v * a * 255).rounded()) }
            tinted.words[i] = channel(1) << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
        }
        var copy = Image(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, storage: tinted)
        copy.renderingMode = .alwaysOriginal
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        copy.tint = ImageTint(color: color, style: style, source: tint?.source ?? storage)
        return copy
    }

    /// The image as it draws in `style`: a tinted copy filled again with its colour resolved for
    /// `style` when that differs from the colour its pixels hold; otherwise the image itself.
    func resolvingTint(for style: UserInterfaceStyle) -> Image {
        guard let tint, tint.style != style,
            tint.color.resolved(for: style) != tint.color.resolved(for: tint.style)
        else { return self }
        return tinted(with: tint.color, for: style)
    }

    /// The same pixels with another rendering mode (UIImage's `withRenderingMode(_:)`).
    public func withRenderingMode(_ mode: ImageRenderingMode) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }
}

/// The colour an image was tinted with, the appearance its pixels were resolved for, and the
/// pixels it was tinted from.
struct ImageTint: Sendable {
    let color: Color
    let style: UserInterfaceStyle
    let source: PixelStorage
}
