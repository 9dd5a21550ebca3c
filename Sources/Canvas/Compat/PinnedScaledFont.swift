internal import CCairo
import Synchronization

/// A cairo scaled font that Pango made, as lines and display lists hold it: a reference of its
/// own, with the font (and every font a context draws it with) held by ``ScaledFontPins``.
final class PinnedScaledFont {

    /// The reference to the font.
    let owner: CairoScaledFont
    /// The last font a context drew this one with, tagged with whether it drew on a recording
    /// surface (the low bit): ``holdDrawn(in:)`` has nothing to do when it sees it again.
    private let lastDrawn = Atomic<UInt>(0)

    /// Takes `owner`'s font into ``ScaledFontPins``.
    init(_ owner: CairoScaledFont) {
        self.owner = owner
        ScaledFontPins.hold(owner.pointer)
    }

    /// The font.
    var pointer: OpaquePointer { owner.pointer }

    /// Holds the font `cr` draws with once this one is its scaled font (see
    /// ``ScaledFontPins/hold(drawnIn:)``); call it after `cairo_set_scaled_font` and before drawing.
    func holdDrawn(in cr: OpaquePointer) {
        guard let drawn = cairo_get_scaled_font(cr) else { return }
        let recording = cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_RECORDING
        let seen = UInt(bitPattern: drawn) | (recording ? 1 : 0)
        // A held font is never freed, so its address cannot come back as another font's.
        guard lastDrawn.load(ordering: .relaxed) != seen else { return }
        ScaledFontPins.hold(drawnIn: cr)
        lastDrawn.store(seen, ordering: .relaxed)
    }
}
