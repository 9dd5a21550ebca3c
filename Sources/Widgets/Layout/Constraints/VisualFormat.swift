import Canvas
import Foundation

/// Why a visual format string could not be read (see
/// ``LayoutConstraint/visualFormatConstraints(_:options:metrics:views:)``).
public enum VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The string breaks the grammar at a character offset.
    case syntax(format: String, offset: Int, expected: String)
    /// A view or metric name is not in the dictionaries passed.
    case unknownName(String)
    /// `|` is used but the views have no common superview.
    case noSuperview(String)

    /// What went wrong, where.
    public var description: String {
        switch self {
        case .syntax(let format, let offset, let expected):
            "expected \(expected) at \(offset) in \"\(format)\""
        case .unknownName(let name): "no view or metric named \(name)"
        case .noSuperview(let format): "\"\(format)\" uses | but its views have no superview"
        }
    }
}

extension LayoutConstraint {
    /// Options of the visual format language (UIKit's `NSLayoutConstraint.FormatOptions`): which
    /// attribute every view in the string is aligned on. Direction and spacing options are
    /// accepted and change nothing (Vellum lays out left to right, edge to edge).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the views' top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the views' bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Lays the views out leading to trailing (the default; left to right in Vellum).
        public static let directionLeadingToTrailing: FormatOptions = []
        /// Lays the views out left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Right to left: accepted, laid out left to right.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// Spacing edge to edge (the default).
        public static let spacingEdgeToEdge: FormatOptions = []
        /// Spacing baseline to baseline: accepted, spaced edge to edge.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

        /// The attributes to align, in UIKit's order.
        var alignedAttributes: [Attribute] {
            let all: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
                (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
                (.alignAllFirstBaseline, .firstBaseline),
            ]
            return all.filter { contains($0.0) }.map(\.1)
        }
    }

    /// The constraints a visual format string describes (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`), inactive; an empty array when the
    /// string cannot be read (UIKit stops the program there; the throwing
    /// ``visualFormatConstraints(_:options:metrics:views:)`` says why).
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [LayoutConstraint] {
        (try? visualFormatConstraints(format, options: options, metrics: metrics, views: views)) ?? []
    }

    /// The constraints a visual format string describes, inactive, or the reason it cannot be read.
    ///
    /// The grammar is UIKit's: `H:|-[name]-8-[other(==name)]-(>=20@750)-|`, `V:[a(44)][b]`. A
    /// bare `-` is the standard spacing: 8 pt between views, 20 pt to the superview's edge (the
    /// `|`, the views' common superview). Numbers and metric names may stand for constants and
    /// priorities.
    ///
    /// - Throws: ``VisualFormatError``.
    public static func visualFormatConstraints(
        _ format: String, options: FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any]
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        var parser = VisualFormatParser(
            format: format, metrics: metrics ?? [:], views: views.compactMapValues { $0 as? View })
        return try parser.constraints(options: options)
    }
}

/// A recursive-descent reader of the visual format language, in its grammar's steps:
/// orientation, an optional leading superview and connection, views joined by connections, an
/// optional trailing connection and superview, then the options' alignments.
struct VisualFormatParser {
    /// One predicate: `(==|<=|>=)? (number|metric|view) (@priority)?`.
    struct Predicate {
        var relation: LayoutConstraint.Relation = .equal
        var constant: Double?
        var view: View?
        var priority: LayoutPriority = .required
    }

    let format: String
    let metrics: [String: Any]
    let views: [String: View]
    private let characters: [Character]
    private var index = 0

    init(format: String, metrics: [String: Any], views: [String: View]) {
        self.format = format
        self.metrics = metrics
        self.views = views
        characters = Array(format.filter { !$0.isWhitespace })
    }

    /// The standard spacing between sibling views.
    static let siblingSpacing = 8.0
    /// The standard spacing between a view and its superview's edge.
    static let superviewSpacing = 20.0

    mutating func constraints(options: LayoutConstraint.FormatOptions) throws(VisualFormatError)
        -> [LayoutConstraint]
    {
        // Step 1: the orientation.
        var vertical = false
        if take("V:") {
            vertical = true
        } else {
            _ = take("H:")
        }
        let leading: LayoutConstraint.Attribute = vertical ? .top : .leading
        let trailing: LayoutConstraint.Attribute = vertical ? .bottom : .trailing
        var result: [LayoutConstraint] = []
        // Step 2: a leading superview and its connection (adjacent when there is none).
        var leadingEdge: [Predicate]?
        if take("|") { leadingEdge = try connection(toSuperview: true) ?? [Predicate(constant: 0)] }
        // Step 3: the first view, tied to the leading superview.
        var current = try viewWithPredicates(vertical: vertical, into: &result)
        var placed = [current]
        for p in leadingEdge ?? [] {
            let parent = try superview(of: current)
            result.append(make(current, leading, p.relation, parent, leading, p.constant ?? 0, p.priority))
        }
        // Step 4: each connection to the next view, or to the trailing superview.
        while index < characters.count {
            let spacing = try connection(toSuperview: false) ?? [Predicate(constant: 0)]
            if take("|") {
                let parent = try superview(of: current)
                for p in spacing {
                    result.append(
                        make(parent, trailing, p.relation, current, trailing, p.constant ?? 0, p.priority))
                }
                break
            }
            guard peek("[") else { throw syntax("[ or |") }
            let next = try viewWithPredicates(vertical: vertical, into: &result)
            for p in spacing {
                result.append(make(next, leading, p.relation, current, trailing, p.constant ?? 0, p.priority))
            }
            current = next
            placed.append(next)
        }
        guard index == characters.count else { throw syntax("the end of the string") }
        // Step 5: the options' alignments between consecutive views.
        for attribute in options.alignedAttributes {
            for (a, b) in zip(placed, placed.dropFirst()) {
                result.append(make(b, attribute, .equal, a, attribute, 0, .required))
            }
        }
        return result
    }

    /// The superview `|` stands for.
    private func superview(of view: View) throws(VisualFormatError) -> View {
        guard let parent = view.superview else { throw .noSuperview(format) }
        return parent
    }

    /// `[name(predicates)]`: the view, with its size predicates added to `result`.
    private mutating func viewWithPredicates(vertical: Bool, into result: inout [LayoutConstraint])
        throws(VisualFormatError) -> View
    {
        guard take("[") else { throw syntax("[") }
        let name = identifier()
        guard !name.isEmpty else { throw syntax("a view name") }
        guard let view = views[name] else { throw .unknownName(name) }
        let dimension: LayoutConstraint.Attribute = vertical ? .height : .width
        if take("(") {
            repeat {
                let p = try predicate()
                if let other = p.view {
                    result.append(make(view, dimension, p.relation, other, dimension, 0, p.priority))
                } else {
                    result.append(
                        LayoutConstraint(
                            item: view, attribute: dimension, relatedBy: p.relation, toItem: nil,
                            attribute: .notAnAttribute, multiplier: 1, constant: p.constant ?? 0
                        ).with(priority: p.priority))
                }
            } while take(",")
            guard take(")") else { throw syntax(")") }
        }
        guard take("]") else { throw syntax("]") }
        return view
    }

    /// A connection: nothing (adjacent, `nil`), `-` (the standard spacing), `-n-`, `-name-` or
    /// `-(predicates)-`.
    private mutating func connection(toSuperview: Bool) throws(VisualFormatError) -> [Predicate]? {
        guard take("-") else { return nil }
        let standard = toSuperview ? Self.superviewSpacing : Self.siblingSpacing
        if peek("[") || peek("|") {
            // A bare `-`, unless it ends a trailing edge's spacing.
            return [Predicate(constant: peek("|") ? Self.superviewSpacing : standard)]
        }
        var predicates: [Predicate] = []
        if take("(") {
            repeat { predicates.append(try predicate()) } while take(",")
            guard take(")") else { throw syntax(")") }
        } else {
            predicates.append(try predicate())
        }
        guard take("-") else { throw syntax("-") }
        return predicates
    }

    /// `(==|<=|>=)? (number|metric|view) (@priority)?`.
    private mutating func predicate() throws(VisualFormatError) -> Predicate {
        var p = Predicate()
        if take("==") {
            p.relation = .equal
        } else if take("<=") {
            p.relation = .lessThanOrEqual
        } else if take(">=") {
            p.relation = .greaterThanOrEqual
        }
        if let number = number() {
            p.constant = number
        } else {
            let name = identifier()
            guard !name.isEmpty else { throw syntax("a number or a name") }
            if let value = metric(name) {
                p.constant = value
            } else if let view = views[name] {
                p.view = view
            } else {
                throw .unknownName(name)
            }
        }
        if take("@") {
            if let number = number() {
                p.priority = LayoutPriority(Float(number))
            } else {
                let name = identifier()
                guard let value = metric(name) else { throw .unknownName(name) }
                p.priority = LayoutPriority(Float(value))
            }
        }
        return p
    }

    /// A metric's value as a `Double`.
    private func metric(_ name: String) -> Double? { Double(numericValue: metrics[name]) }

    // MARK: Characters

    private func peek(_ text: String) -> Bool {
        var i = index
        for c in text {
            guard i < characters.count, characters[i] == c else { return false }
            i += 1
        }
        return true
    }

    private mutating func take(_ text: String) -> Bool {
        guard peek(text) else { return false }
        index += text.count
        return true
    }

    private mutating func identifier() -> String {
        var name = ""
        while index < characters.count,
            characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
            if name.isEmpty, characters[index].isNumber { break }
            name.append(characters[index])
            index += 1
        }
        return name
    }

    private mutating func number() -> Double? {
        var text = ""
        var i = index
        if i < characters.count, characters[i] == "-" || characters[i] == "+" {
            text.append(characters[i])
            i += 1
        }
        while i < characters.count, characters[i].isNumber || characters[i] == "." {
            text.append(characters[i])
            i += 1
        }
        guard let value = Double(text), value.isFinite else { return nil }
        index = i
        return value
    }

    private func syntax(_ expected: String) -> VisualFormatError {
        .syntax(format: format, offset: index, expected: expected)
    }

    private func make(
        _ a: View, _ attributeA: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation, _ b: View,
        _ attributeB: LayoutConstraint.Attribute, _ constant: Double, _ priority: LayoutPriority
    ) -> LayoutConstraint {
        LayoutConstraint(
            item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB,
            multiplier: 1,
            constant: constant
        ).with(priority: priority)
    }
}

extension LayoutConstraint {
    /// The constraint with a priority set.
    func with(priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
