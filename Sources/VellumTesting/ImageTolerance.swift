import Foundation

/// How far an image may stray from its reference and still match.
///
/// A pixel *differs* when one of its channels (red, green, blue or alpha, 0...255) differs from
/// the reference by more than ``maximumChannelDelta``, or, when ``maximumDeltaE`` is set, when its
/// colour difference exceeds that instead. The image matches when the differing pixels are at most
/// ``maximumDifferingFraction`` of all pixels.
///
/// Which to use: with pinned fonts on the machine that recorded the references, rendering is
/// deterministic, so compare exactly (`ImageTolerance()`), or allow a small per-channel delta for
/// rounding; Vellum's own gallery references match exactly. A differing fraction lets *any*
/// difference through in that many pixels (0.1% of an 800 × 1,000 image is a 28 × 28 block drawn
/// wrong): use it only for references rendered elsewhere, such as another FreeType or cairo version,
/// where antialiasing moves along glyph edges, and keep it as small as those runs need.
public struct ImageTolerance: Sendable, Hashable {
    /// The largest difference allowed in any channel of a pixel, from 0 (exact) to 255.
    public var maximumChannelDelta: Int
    /// The fraction of pixels (0...1) that may differ beyond the per-pixel tolerance.
    public var maximumDifferingFraction: Double
    /// The largest CIE76 colour difference (ΔE in CIELAB, computed from sRGB) allowed per pixel.
    ///
    /// When set it replaces the channel check: a pixel differs when its ΔE, over a white and over a
    /// black background (whichever is larger, so that alpha counts), exceeds this. About 2.3 is
    /// a just-noticeable difference.
    public var maximumDeltaE: Double?

    /// Creates a tolerance; the default arguments make an exact comparison.
    ///
    /// - Precondition: `maximumChannelDelta` is in 0...255, `maximumDifferingFraction` in 0...1,
    ///   and `maximumDeltaE`, when given, is finite and not negative.
    public init(
        maximumChannelDelta: Int = 0, maximumDifferingFraction: Double = 0, maximumDeltaE: Double? = nil
    ) {
        precondition((0...255).contains(maximumChannelDelta), "maximumChannelDelta must be in 0...255")
        precondition((0...1).contains(maximumDifferingFraction), "maximumDifferingFraction must be in 0...1")
        if let maximumDeltaE {
            precondition(maximumDeltaE.isFinite && maximumDeltaE >= 0, "maximumDeltaE must be finite and ≥ 0")
        }
        self.maximumChannelDelta = maximumChannelDelta
        self.maximumDifferingFraction = maximumDifferingFraction
        self.maximumDeltaE = maximumDeltaE
    }

    /// Allows each channel of every pixel to differ by up to 2, absorbing rounding noise.
    public static let `default` = ImageTolerance(maximumChannelDelta: 2)

    /// Requires every pixel to be identical.
    public static let exact = ImageTolerance()
}
