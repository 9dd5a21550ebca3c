import UIKitSeeds
import Widgets

/// A boarding pass written as UIKit code (UIKitSeeds/BoardingPass.swift): Core Graphics drawing,
/// an even-odd UIBezierPath, layer shadows, continuous corners and a monospaced airport code, in
/// semantic colours (so it has a dark page).
enum BoardingPassScene {
    static let scene = Scene(
        name: "boarding-pass", title: "Boarding pass",
        summary:
            "A UIKit view controller drawn with CGContext (dashes, round caps, arcs), a ticket cut by an "
            + "even-odd UIBezierPath, layer shadows and continuous corners.",
        width: 340
    ) {
        Seeds.boardingPass()
    }
}
