import UIKitSeeds
import Widgets

/// Auto Layout written as UIKit code (UIKitSeeds/AutoLayout): a profile card, settings rows and
/// a sign-up form placed only by constraints, in semantic colours (so it has a dark page).
enum AutoLayoutScene {
    static let scene = Scene(
        name: "auto-layout", title: "Auto Layout",
        summary:
            "UIKit views placed only by constraints: anchors between siblings, system spacing, baselines, "
            + "multipliers, inequalities, priorities, hugging and compression, layout guides and margins.",
        width: 375
    ) {
        AutoLayoutScreens.page()
    }
}
