import Foundation

/// Resizable copies of an image: nine-slices whose caps keep their size.
extension Image {
    /// The same pixels drawn as a nine-slice (UIImage's
    /// `resizableImage(withCapInsets:resizingMode:)`): drawn into a rectangle of another size,
    /// the corners keep their size, the edges stretch or tile along their length, and the middle
    /// fills the rest by `resizingMode`.
    ///
    /// Insets are in points. A negative or non-finite inset counts as 0, and a pair of opposite
    /// insets that together exceed the image's side is scaled down to fit it, so no cap ever
    /// reaches past the image.
    public func resizable(capInsets insets: EdgeInsets, resizingMode: ImageResizingMode = .tile) -> Image {
        func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
        var fitted = EdgeInsets(
            top: clean(insets.top), left: clean(insets.left), bottom: clean(insets.bottom),
            right: clean(insets.right))
        let side = size
        if fitted.left + fitted.right > side.width {
            let k = side.width / (fitted.left + fitted.right)
            fitted.left *= k
            fitted.right *= k
        }
        if fitted.top + fitted.bottom > side.height {
            let k = side.height / (fitted.top + fitted.bottom)
            fitted.top *= k
            fitted.bottom *= k
        }
        var copy = self
        copy.capInsets = fitted
        copy.resizingMode = resizingMode
        return copy
    }
}
