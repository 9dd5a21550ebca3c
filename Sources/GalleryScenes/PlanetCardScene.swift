import UIKitSeeds
import Widgets

/// Seed 002's planet card: Withable's `ContentViewController`, compiled as written against
/// VellumUIKit; its colours are semantic, so it has a dark page too.
enum PlanetCardScene {
    static let scene = Scene(
        name: "planet-card", title: "Planet card",
        summary:
            "Seed 002: Withable's ContentViewController as written, built with `with`, stacks and style "
            + "extensions, in semantic colours.",
        width: 375
    ) {
        Seeds.planetCard()
    }
}
