import Canvas
import Foundation
import Widgets

extension Snapshotting where Value == View, Format == Image {
    /// Renders a view to pixels at a width (the height fits its content) in an appearance, and
    /// compares the pixels with a PNG reference within a tolerance. Snapshot both appearances by
    /// naming them: `assertSnapshot(of: v, as: .png(width: 320, userInterfaceStyle: .dark), named: "dark")`.
    public static func png(
        width: Double, scale: Double = 2, userInterfaceStyle: UserInterfaceStyle = .light,
        tolerance: ImageTolerance = .default
    ) -> Snapshotting {
        Snapshotting<Image, Image>.image(tolerance: tolerance).pullback { view in
            try view.image(width: width, scale: scale, userInterfaceStyle: userInterfaceStyle)
        }
    }

    /// Renders a view to pixels at a fixed size in an appearance and compares them with a PNG
    /// reference.
    public static func png(
        size: Size, scale: Double = 2, userInterfaceStyle: UserInterfaceStyle = .light,
        tolerance: ImageTolerance = .default
    ) -> Snapshotting {
        Snapshotting<Image, Image>.image(tolerance: tolerance).pullback { view in
            try view.image(size: size, scale: scale, userInterfaceStyle: userInterfaceStyle)
        }
    }
}

extension Snapshotting where Value == View, Format == String {
    /// Renders a view to SVG at a width and compares the normalised text with an `.svg` reference.
    public static func svg(width: Double, userInterfaceStyle: UserInterfaceStyle = .light) -> Snapshotting {
        Snapshotting<Data, String>.svg.pullback { view in
            try view.render(as: .svg, width: width, userInterfaceStyle: userInterfaceStyle)
        }
    }

    /// Renders a view to PDF at a width and compares the text a PDF reader extracts from it
    /// (`pdftotext -layout`, from poppler-utils) with a `.txt` reference.
    public static func pdfText(width: Double) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { view in
            try PDFText.extract(from: try view.render(as: .pdf, width: width))
        }
    }

    /// Lays a view out at a width and compares its tree dump (types, frames, key state; see
    /// `View.recursiveDescription`) with a `.txt` reference.
    public static func dump(width: Double) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { view in
            view.layout(width: width)
            return view.recursiveDescription
        }
    }
}
