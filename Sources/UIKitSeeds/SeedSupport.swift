import VellumUIKit

// What the seeds' apps had beside the code the seeds show: Withable's planet model and image
// asset, and the podcast app's palette.

/// Withable's view model: a planet's title, properties, image asset and paragraphs.
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

/// Withable's model source.
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

/// The podcast app's palette (`Theme.Colors`), with dark variants.
enum Theme {
    enum Colors {
        /// Genre text.
        static let gray0 = UIColor(light: UIColor(hex: "#333333")!, dark: UIColor(hex: "#E5E5EA")!)
        /// Genre background.
        static let gray2 = UIColor.systemGray5
        /// Separators.
        static let gray3 = UIColor.opaqueSeparator
    }
}

/// The planet card's "earth" image asset: a globe centred in a banner as wide as the card's
/// content (the card's image view fills its stack's width, and UIImageView's default content
/// mode stretches the image to it).
enum EarthAsset {
    static let size = Size(width: 315, height: 130)

    static func image(scale: Double = 3) -> Image {
        let page = Page(size: size) { context in
            let d = size.height - 10
            let bounds = Rect(x: (size.width - d) / 2, y: 5, width: d, height: d)
            let disc = Path(ellipseIn: bounds)
            let ocean = Gradient(colors: [
                UIColor(hex: "#5AB4F0")!, UIColor(hex: "#1E5AA8")!, UIColor(hex: "#0B2350")!,
            ])
            context.fill(
                disc,
                with: .radialGradient(
                    ocean, center: Point(x: bounds.minX + d * 0.35, y: bounds.minY + d * 0.3), startRadius: 0,
                    endRadius: d * 0.75))
            context.withSavedState {
                context.clip(to: disc)
                for blob in [
                    Rect(x: 0.18, y: 0.2, width: 0.3, height: 0.22),
                    Rect(x: 0.3, y: 0.38, width: 0.16, height: 0.3),
                    Rect(x: 0.58, y: 0.25, width: 0.3, height: 0.18),
                    Rect(x: 0.62, y: 0.45, width: 0.2, height: 0.28),
                ] {
                    let land = Rect(
                        x: bounds.minX + blob.minX * d, y: bounds.minY + blob.minY * d, width: blob.width * d,
                        height: blob.height * d)
                    context.fill(Path(ellipseIn: land), with: .color(UIColor(hex: "#3E8E41")!))
                }
            }
        }
        // A constant size within every limit: rendering cannot fail.
        return try! Document(pages: [page]).image(scale: scale)
    }
}

/// The seeds as the gallery and the tests use them.
public enum Seeds {
    /// Seed 000: the movie card view, set to the article's movie.
    public static func movieCard() -> View {
        let view = MainView()
        view.set(movie)
        return view
    }

    /// Seed 002: the planet card controller in a window (loading its view runs `viewDidLoad`),
    /// with the "earth" asset registered.
    public static func planetCard() -> View {
        Image.register(EarthAsset.image(), named: "earth")
        return UIWindow(rootViewController: ContentViewController())
    }

    /// Seed 003: genre labels and separators, loaded as from a nib (so their `awakeFromNib`
    /// setup runs), in a small podcast header.
    public static func genreLabels() -> View {
        let genres = ["Technology", "Comedy", "News"].map { genre in
            GenreLabel.loadedFromNib()!.with {
                $0.text = genre
                $0.horizontalInset = 8
                $0.verticalInset = 4
            }
        }
        let separator = SeparatorView.loadedFromNib()!.sized(height: 9)
        let body = Stack().vertical(spacing: 8).views(
            Label().with {
                $0.text = "Genres"
                $0.font = .preferredFont(forTextStyle: .headline)
                $0.textColor = .label
            },
            Stack().horizontal(spacing: 6).views(genres + [View.spacer]),
            separator,
            Label().with {
                $0.text = "Episodes"
                $0.font = .preferredFont(forTextStyle: .headline)
                $0.textColor = .label
            })
        let page = View().with { $0.backgroundColor = .systemBackground }
        body.pin(to: page, insets: EdgeInsets(all: 16))
        return page
    }
}
