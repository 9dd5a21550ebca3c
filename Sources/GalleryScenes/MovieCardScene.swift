import UIKitSeeds
import Widgets

/// Seed 000's movie card: the article's UIKit code, compiled as written against VellumUIKit.
enum MovieCardScene {
    static let scene = Scene(
        name: "movie-card", title: "Movie card",
        summary:
            "Seed 000: a whole movie card drawn by one UILabel holding one NSMutableAttributedString, "
            + "the article's UIKit code as written.",
        width: 375
    ) {
        Seeds.movieCard()
    }
}
