import UIKitSeeds
import Widgets

/// Seed 003's `GenreLabel` and `SeparatorView`, the episode's @IBDesignable views as written,
/// loaded as from a nib so their `awakeFromNib` setup runs.
enum GenreLabelScene {
    static let scene = Scene(
        name: "genre-labels", title: "Genre labels",
        summary:
            "Seed 003: the podcast app's GenreLabel and SeparatorView as written (intrinsicContentSize, "
            + "layer.cornerRadius, draw(_:) with UIGraphicsGetCurrentContext), loaded as from a nib.",
        width: 320
    ) {
        Seeds.genreLabels()
    }
}
