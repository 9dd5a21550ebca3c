import Canvas
import Foundation
import Widgets

// Seed 000, "Power of the NSAttributedString": the article's code with UIFont → Font,
// UIColor → Color and #colorLiteral → Color(red:green:blue:alpha:). Auto Layout constraints become
// `pin(to:insets:)`.

/// The article's movie model.
struct MovieInfo {
    let title: String
    let description: String
    let cast: [ActorInfo]
}

/// The article's actor model.
struct ActorInfo {
    let character: String
    let name: String
    let revenue: String
}

let movie: MovieInfo = MovieInfo(
    title: "Avengers: Infinity War",
    description:
        "The Avengers and their allies must be willing to sacrifice all in an attempt to defeat the powerful Thanos before his blitz of devastation and ruin puts an end to the universe.",
    cast: [
        ActorInfo(character: "Tony Stark", name: "Robert Downey Jr.", revenue: "$ 75 000 000"),
        ActorInfo(character: "Thor", name: "Chris Hemsworth", revenue: "$ 15 000 000"),
        ActorInfo(character: "Captain America", name: "Chris Evans", revenue: "$ 15 000 000"),
        ActorInfo(character: "Spider-Man", name: "Tom Holland", revenue: "$ 3 000 000"),
    ]
)

struct Colors {
    static let textPrimary: Color = Color(red: 0.172, green: 0.193, blue: 0.212, alpha: 1)
    static let textSecondaty: Color = Color(red: 0.286, green: 0.313, blue: 0.341, alpha: 1)
    static let greenText: Color = Color(red: 0.176, green: 0.415, blue: 0.309, alpha: 1)
}

struct Fonts {
    static let title: Font = .systemFont(ofSize: 24, weight: .bold)
    static let description: Font = .systemFont(ofSize: 16, weight: .regular)
    static let subtitle: Font = .systemFont(ofSize: 18, weight: .bold)
    static let actorName: Font = .systemFont(ofSize: 16, weight: .semibold)
    static let actorCharacter: Font = .systemFont(ofSize: 16, weight: .regular)
    static let actorRevenue: Font = .systemFont(ofSize: 16, weight: .medium)
}

/// The article's view: one label holding the whole card.
final class MainView: View {

    let label: Label = {
        let label = Label()
        label.numberOfLines = 0
        return label
    }()

    init() {
        super.init(frame: .zero)
        setup()
    }

    func setup() {
        backgroundColor = .white
        label.pin(to: self, insets: EdgeInsets(top: 32, left: 16, bottom: 32, right: 16))
    }

    func set(_ movie: MovieInfo) {
        let result = NSMutableAttributedString()
        result.append(
            NSAttributedString(
                string: "\(movie.title)\n",
                attributes: [.font: Fonts.title, .foregroundColor: Colors.textPrimary])
        )
        result.append(.spacing(8))
        result.append(
            NSAttributedString(
                string: "\(movie.description)\n",
                attributes: [.font: Fonts.description, .foregroundColor: Colors.textSecondaty])
        )
        result.append(.spacing(8))
        result.append(
            NSAttributedString(
                string: "Top cast:\n",
                attributes: [.font: Fonts.subtitle, .foregroundColor: Colors.textPrimary])
        )
        result.append(.spacing(8))
        movie.cast.forEach {
            result.append(createTextBlock(for: $0))
            result.append(.spacing(8))
        }
        label.attributedText = result
    }

    func createTextBlock(for actor: ActorInfo) -> NSAttributedString {
        let result = NSMutableAttributedString()
        result.append(
            NSAttributedString(
                string: actor.name + "\n",
                attributes: [
                    .font: Fonts.actorName,
                    .foregroundColor: Colors.textPrimary,
                ])
        )
        result.append(
            NSAttributedString(
                string: actor.character + ", ",
                attributes: [
                    .font: Fonts.actorCharacter,
                    .foregroundColor: Colors.textSecondaty,
                ])
        )
        result.append(
            NSAttributedString(
                string: actor.revenue + "\n",
                attributes: [
                    .font: Fonts.actorRevenue,
                    .foregroundColor: Colors.greenText,
                ])
        )

        let paragraphStyle = NSMutableParagraphStyle()
        paragraphStyle.lineSpacing = 4

        result.addAttribute(
            .paragraphStyle, value: paragraphStyle, range: NSRange(location: 0, length: result.length))
        return result
    }
}

extension NSAttributedString {
    static func spacing(_ size: CGFloat) -> NSAttributedString {
        let paragraphStyle = NSMutableParagraphStyle()
        paragraphStyle.minimumLineHeight = size
        paragraphStyle.maximumLineHeight = size
        let spacing = NSAttributedString(string: "\n", attributes: [.paragraphStyle: paragraphStyle])
        return spacing
    }
}

/// Seed 000's movie card.
enum MovieCardScene {
    static let scene = Scene(
        name: "movie-card", title: "Movie card",
        summary: "Seed 000: a whole movie card drawn by one Label holding one attributed string.",
        width: 375
    ) {
        let view = MainView()
        view.set(movie)
        return view
    }
}
