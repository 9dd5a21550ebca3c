import VellumUIKit

// A podcast episode card as UIKit code builds one around a horizontal UIStackView: the artwork
// tile is kept square by an aspect-ratio constraint (as tall as the row, so its width comes from
// the stack), the title column is constrained to half the card's width, and the duration takes
// what is left, right-aligned. The stack's own layout and these constraints are solved together.

/// An episode card: square artwork, a title column half the card wide, the duration.
public final class EpisodeCardView: UIView {
    let stack = UIStackView()
    let artworkView = UIView()
    let artworkLabel = UILabel()
    let titleColumn = UIStackView()
    let showLabel = UILabel()
    let titleLabel = UILabel()
    let durationLabel = UILabel()

    /// Creates the card for an episode.
    public init(show: String, title: String, duration: String) {
        super.init(frame: .zero)
        showLabel.text = show
        titleLabel.text = title
        durationLabel.text = duration
        setUp()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 12

        artworkView.backgroundColor = .systemIndigo
        artworkView.layer.cornerRadius = 8
        artworkLabel.text = "42"
        artworkLabel.font = .systemFont(ofSize: 20, weight: .heavy)
        artworkLabel.textColor = .white
        artworkLabel.translatesAutoresizingMaskIntoConstraints = false
        artworkView.addSubview(artworkLabel)

        showLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        showLabel.textColor = .secondaryLabel
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .label
        titleLabel.numberOfLines = 2
        titleColumn.axis = .vertical
        titleColumn.spacing = 2
        titleColumn.addArrangedSubview(showLabel)
        titleColumn.addArrangedSubview(titleLabel)

        durationLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        durationLabel.textColor = .secondaryLabel
        durationLabel.textAlignment = .right

        stack.axis = .horizontal
        stack.alignment = .fill
        stack.spacing = 12
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        stack.translatesAutoresizingMaskIntoConstraints = false
        for view in [artworkView, titleColumn, durationLabel] { stack.addArrangedSubview(view) }
        addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor),
            artworkView.widthAnchor.constraint(equalTo: artworkView.heightAnchor),
            titleColumn.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
            artworkLabel.centerXAnchor.constraint(equalTo: artworkView.centerXAnchor),
            artworkLabel.centerYAnchor.constraint(equalTo: artworkView.centerYAnchor),
        ])
    }
}
