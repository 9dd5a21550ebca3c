import Canvas
import Widgets

/// One page of the gallery: a name used in file names, a title, a sentence about it, the width
/// it is laid out at, and the view tree it shows.
public struct Scene: Sendable {
    /// A short identifier, used in file names and `--only`, e.g. `movie-card`.
    public let name: String
    /// The title shown in the gallery's index.
    public let title: String
    /// One sentence saying what the scene shows and where it comes from.
    public let summary: String
    /// The width the scene is laid out at, in points; the height fits the content.
    public let width: Double
    /// The appearance the scene renders in.
    public let userInterfaceStyle: UserInterfaceStyle
    /// Builds a fresh view tree for the scene.
    public let makeView: @Sendable () -> View

    /// Creates a scene.
    public init(
        name: String, title: String, summary: String, width: Double,
        userInterfaceStyle: UserInterfaceStyle = .light, makeView: @escaping @Sendable () -> View
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.width = width
        self.userInterfaceStyle = userInterfaceStyle
        self.makeView = makeView
    }

    /// The same scene in the dark appearance, named `<name>-dark`.
    public var dark: Scene {
        Scene(
            name: name + "-dark", title: title + " (dark)", summary: summary, width: width,
            userInterfaceStyle: .dark, makeView: makeView)
    }
}

/// Every scene of the gallery, in the order the gallery shows them: the three seed scenes first.
public enum Gallery {
    /// The scenes.
    public static let scenes: [Scene] =
        [
            MovieCardScene.scene,
            PlanetCardScene.scene,
            PlanetCardScene.scene.dark,
            PodcastDetailScene.scene,
            GenreLabelScene.scene,
            GenreLabelScene.scene.dark,
            BoardingPassScene.scene,
            BoardingPassScene.scene.dark,
            AutoLayoutScene.scene,
            AutoLayoutScene.scene.dark,
            UIKitCorpusScene.scene,
            UIKitCorpusScene.scene.dark,
        ] + UIKitDrawingScenes.all + [
            StackCatalogueScene.scene,
            TypographyScene.scene,
            InternationalTextScene.scene,
            InvoiceScene.scene,
            HyphenationScene.scene,
        ]

    /// The scene with a name, if any.
    public static func scene(named name: String) -> Scene? {
        scenes.first { $0.name == name }
    }
}
