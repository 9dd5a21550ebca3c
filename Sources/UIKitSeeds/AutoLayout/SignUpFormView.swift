import VellumUIKit

// A sign-up form as UIKit code lays one out: text in the readable content guide, captions a
// system spacing above their fields, fields that prefer the guide's width but never pass 360 pt
// (a priority-750 width under a required maximum, centred), a primary button half the form's
// width, two secondary buttons kept apart by a UILayoutGuide of equal spacers, and a wrapping
// terms paragraph.

final class SignUpFormView: UIView {
    private(set) var fields: [UIView] = []
    private(set) var captions: [UILabel] = []
    private(set) var secondaryButtons: [UILabel] = []
    let createButton = UILabel()
    let titleLabel = UILabel()
    let termsLabel = UILabel()
    let leftGap = UILayoutGuide()
    let rightGap = UILayoutGuide()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func makeField(caption: String, placeholder: String) -> (UILabel, UIView) {
        let captionLabel = UILabel()
        captionLabel.text = caption.uppercased()
        captionLabel.font = .systemFont(ofSize: 12, weight: .medium)
        captionLabel.textColor = .secondaryLabel
        let field = UIView()
        field.backgroundColor = .systemBackground
        field.layer.cornerRadius = 8
        field.layer.borderWidth = 1
        field.layer.borderColor = UIColor.separator.cgColor
        let placeholderLabel = UILabel()
        placeholderLabel.text = placeholder
        placeholderLabel.font = .systemFont(ofSize: 16)
        placeholderLabel.textColor = .tertiaryLabel
        placeholderLabel.translatesAutoresizingMaskIntoConstraints = false
        field.addSubview(placeholderLabel)
        NSLayoutConstraint.activate([
            placeholderLabel.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: 12),
            placeholderLabel.trailingAnchor.constraint(
                lessThanOrEqualTo: field.trailingAnchor, constant: -12),
            placeholderLabel.centerYAnchor.constraint(equalTo: field.centerYAnchor),
        ])
        return (captionLabel, field)
    }

    private func makeSecondaryButton(_ title: String) -> UILabel {
        let button = UILabel()
        button.text = title
        button.font = .systemFont(ofSize: 15)
        button.textColor = .systemBlue
        button.translatesAutoresizingMaskIntoConstraints = false
        addSubview(button)
        secondaryButtons.append(button)
        return button
    }

    private func setUp() {
        backgroundColor = .systemGroupedBackground
        layoutMargins = UIEdgeInsets(top: 24, left: 20, bottom: 24, right: 20)
        titleLabel.text = "Create your account"
        titleLabel.font = .systemFont(ofSize: 24, weight: .bold)
        titleLabel.textColor = .label
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)

        var constraints = [
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: readableContentGuide.trailingAnchor),
        ]
        var previousBottom = titleLabel.bottomAnchor
        var spacing: CGFloat = 20
        for (caption, placeholder) in [
            ("Name", "Ada Lovelace"), ("E-mail", "ada@example.org"), ("Password", "8 characters or more"),
        ] {
            let (captionLabel, field) = makeField(caption: caption, placeholder: placeholder)
            for view in [captionLabel, field] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            let preferredWidth = field.widthAnchor.constraint(equalTo: readableContentGuide.widthAnchor)
            preferredWidth.priority = .defaultHigh
            constraints += [
                captionLabel.topAnchor.constraint(equalTo: previousBottom, constant: spacing),
                captionLabel.leadingAnchor.constraint(equalTo: field.leadingAnchor, constant: 4),
                field.topAnchor.constraint(
                    equalToSystemSpacingBelow: captionLabel.bottomAnchor, multiplier: 0.75),
                field.centerXAnchor.constraint(equalTo: readableContentGuide.centerXAnchor),
                field.widthAnchor.constraint(lessThanOrEqualToConstant: 360),
                field.widthAnchor.constraint(lessThanOrEqualTo: readableContentGuide.widthAnchor),
                preferredWidth,
                field.heightAnchor.constraint(equalToConstant: 44),
            ]
            fields.append(field)
            captions.append(captionLabel)
            previousBottom = field.bottomAnchor
            spacing = 16
        }

        createButton.text = "Create account"
        createButton.font = .systemFont(ofSize: 17, weight: .semibold)
        createButton.textColor = .white
        createButton.textAlignment = .center
        createButton.backgroundColor = .systemBlue
        createButton.layer.cornerRadius = 12
        createButton.clipsToBounds = true
        createButton.translatesAutoresizingMaskIntoConstraints = false
        addSubview(createButton)
        let signIn = makeSecondaryButton("Sign in instead")
        let help = makeSecondaryButton("Help")
        addLayoutGuide(leftGap)
        addLayoutGuide(rightGap)
        termsLabel.text =
            "By creating an account you agree to the Terms of Service and the Privacy Policy. "
            + "We will send a confirmation to the address above."
        termsLabel.font = .systemFont(ofSize: 13)
        termsLabel.textColor = .secondaryLabel
        termsLabel.numberOfLines = 0
        termsLabel.textAlignment = .center
        termsLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(termsLabel)

        constraints += [
            createButton.topAnchor.constraint(equalTo: previousBottom, constant: 24),
            createButton.centerXAnchor.constraint(equalTo: centerXAnchor),
            createButton.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
            createButton.heightAnchor.constraint(equalToConstant: 48),

            leftGap.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            leftGap.trailingAnchor.constraint(equalTo: signIn.leadingAnchor),
            rightGap.leadingAnchor.constraint(equalTo: signIn.trailingAnchor),
            rightGap.trailingAnchor.constraint(equalTo: help.leadingAnchor),
            rightGap.widthAnchor.constraint(equalTo: leftGap.widthAnchor),
            help.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor, constant: -40),
            signIn.topAnchor.constraint(equalTo: createButton.bottomAnchor, constant: 16),
            help.firstBaselineAnchor.constraint(equalTo: signIn.firstBaselineAnchor),

            termsLabel.topAnchor.constraint(equalTo: signIn.bottomAnchor, constant: 20),
            termsLabel.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            termsLabel.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
            termsLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
    }
}
