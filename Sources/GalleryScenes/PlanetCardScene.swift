import Canvas
import Widgets

// Seed 002, Withable's README: the planet card, written as the seed's ContentViewController.

/// The seed's view model shape.
struct Planet {
    struct Properties {
        let size: String
        let distance: String
        let mass: String
    }
    let title: String
    let properties: Properties
    let imageAssetName: String
    let paragraphs: [String]
}

struct Planets {
    let earth = Planet(
        title: "Earth",
        properties: Planet.Properties(size: "12,742 km", distance: "1 AU", mass: "5.97 × 10²⁴ kg"),
        imageAssetName: "earth",
        paragraphs: [
            "Earth is the third planet from the Sun and the only astronomical object known to harbor life. "
                + "About 29.2% of Earth's surface is land consisting of continents and islands.",
            "The remaining 70.8% is covered with water, mostly by oceans but also lakes, rivers and other "
                + "fresh water, which together constitute the hydrosphere.",
        ])
}

extension Label {
    var withTitleStyle: Self {
        with {
            $0.textColor = .label
            $0.font = .preferredFont(forTextStyle: .largeTitle)
        }
    }

    var withPropertyStyle: Self {
        with {
            $0.textColor = .systemBackground
            $0.backgroundColor = .label
            $0.font = .preferredFont(forTextStyle: .headline)
            $0.setContentCompressionResistancePriority(.required, for: .vertical)
        }
    }

    var withPropertyValueStyle: Self {
        with {
            $0.textColor = .systemGray
            $0.font = .preferredFont(forTextStyle: .body)
        }
    }

    var withParagraphStyle: Self {
        with {
            $0.textColor = .label
            $0.numberOfLines = 0
            $0.font = .preferredFont(forTextStyle: .footnote)
        }
    }
}

extension Image {
    /// The seed's `UIImage(named:)`: the gallery's own artwork by name.
    init?(named name: String) {
        guard name == "earth" else { return nil }
        self = Artwork.earth()
    }
}

/// The seed's view controller: a body stack pinned inside a view with 30 pt insets.
final class ContentViewController {
    let viewModel = Planets().earth
    let view = View()

    private lazy var body = Stack().vertical(spacing: 10).views(
        Label()
            .with(text: viewModel.title)
            .withTitleStyle,
        Stack().vertical(spacing: 5).views(
            Stack().horizontal(spacing: 5).views(
                PaddedLabel()
                    .with(text: "size")
                    .withPropertyStyle
                    .withBox,
                Label()
                    .with(text: viewModel.properties.size)
                    .withPropertyValueStyle,
                View.spacer
            ),
            Stack().horizontal(spacing: 5).views(
                PaddedLabel()
                    .with(text: "distance")
                    .withPropertyStyle
                    .withBox,
                Label()
                    .with(text: viewModel.properties.distance)
                    .withPropertyValueStyle,
                View.spacer
            ),
            Stack().horizontal(spacing: 5).views(
                PaddedLabel()
                    .with(text: "mass")
                    .withPropertyStyle
                    .withBox,
                Label()
                    .with(text: viewModel.properties.mass)
                    .withPropertyValueStyle,
                View.spacer
            )
        ),
        ImageView()
            .with(image: Image(named: viewModel.imageAssetName))
            .with { $0.contentMode = .scaleAspectFit },
        Label()
            .with(text: viewModel.paragraphs.first)
            .withParagraphStyle,
        Label()
            .with(text: viewModel.paragraphs.last)
            .withParagraphStyle,
        View.spacer
    )

    func viewDidLoad() {
        view.backgroundColor = .systemBackground
        body.pin(
            to: view,
            insets: EdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        )
    }
}

/// Seed 002's planet card.
enum PlanetCardScene {
    static let scene = Scene(
        name: "planet-card", title: "Planet card",
        summary:
            "Seed 002: Withable's ContentViewController, built with `with`, stacks and style extensions.",
        width: 375
    ) {
        let controller = ContentViewController()
        controller.viewDidLoad()
        return controller.view
    }
}
