/// The registry of Vellum's own view classes: an instance of exactly one of these runs no code
/// but Vellum's while it is measured, laid out and drawn (no overridden `sizeThatFits`,
/// `layoutSubviews`, `intrinsicContentSize` or `draw`). A subclass of one of them is not in it: it
/// may override anything.
///
/// Two things rely on it: a report lays such a subtree out on a helper thread
/// (``View/laysOutOnAnyThread``), and a label of such a class measures its text without asking
/// `intrinsicContentSize` and knows its ink without drawing (``Label``). A new class of Vellum's
/// whose overrides run only Vellum's code joins the list.
enum VellumViewClasses {
    private static let members: Set<ObjectIdentifier> = [
        ObjectIdentifier(View.self), ObjectIdentifier(Stack.self), ObjectIdentifier(FlowStack.self),
        ObjectIdentifier(Label.self), ObjectIdentifier(PaddedLabel.self), ObjectIdentifier(Separator.self),
        ObjectIdentifier(Spacer.self), ObjectIdentifier(ImageView.self), ObjectIdentifier(TableRowView.self),
        ObjectIdentifier(TableView.self), ObjectIdentifier(ButtonTitleLabel.self),
    ]

    /// Whether `type` is exactly one of Vellum's own view classes.
    static func contains(_ type: View.Type) -> Bool {
        members.contains(ObjectIdentifier(type))
    }
}
