/// Builds a list of views from a closure with `if`, `if let`, `switch` and `for` (the result
/// builder behind `Stack.vertical(spacing:) { … }`).
@resultBuilder
public enum ViewBuilder {
    /// Joins the statements' views.
    public static func buildBlock(_ components: [View]...) -> [View] { components.flatMap { $0 } }
    /// One view.
    public static func buildExpression(_ view: View) -> [View] { [view] }
    /// Several views (e.g. from a helper function).
    public static func buildExpression(_ views: [View]) -> [View] { views }
    /// An `if` without `else`.
    public static func buildOptional(_ component: [View]?) -> [View] { component ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first component: [View]) -> [View] { component }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second component: [View]) -> [View] { component }
    /// A `for` loop.
    public static func buildArray(_ components: [[View]]) -> [View] { components.flatMap { $0 } }
    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ component: [View]) -> [View] { component }
}
