/// A gradient's colours and where along it they sit.
public struct Gradient: Sendable, Hashable {
    /// A colour at a location between 0 (start) and 1 (end).
    public struct Stop: Sendable, Hashable {
        /// The colour.
        public var color: Color
        /// The location, 0…1.
        public var location: Double

        /// Creates a stop.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// Creates a gradient from stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient of colours spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / Double(n)) }
    }
}

/// What fills or strokes a shape: a colour or a gradient.
public enum Paint: Sendable, Hashable {
    /// A solid colour.
    case color(Color)
    /// A gradient along the line from `start` to `end`.
    case linearGradient(Gradient, start: Point, end: Point)
    /// A gradient between two circles sharing a centre, from `startRadius` to `endRadius`.
    case radialGradient(Gradient, center: Point, startRadius: Double, endRadius: Double)
}

/// How lines are stroked: width, caps, joins and dashes.
public struct StrokeStyle: Sendable, Hashable {
    /// How an open line ends.
    public enum LineCap: Sendable, Hashable {
        /// Flat, at the end point.
        case butt
        /// Rounded, past the end point by half the width.
        case round
        /// Square, past the end point by half the width.
        case square
    }

    /// How two segments meet.
    public enum LineJoin: Sendable, Hashable {
        /// Sharp corners.
        case miter
        /// Rounded corners.
        case round
        /// Cut-off corners.
        case bevel
    }

    /// The line width in points.
    public var lineWidth: Double
    /// The end caps.
    public var lineCap: LineCap
    /// The joins.
    public var lineJoin: LineJoin
    /// Alternating dash and gap lengths in points; empty (or all zero) for a solid line. A length
    /// that is negative or not finite makes the stroke an invalid-geometry error.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    /// Creates a stroke style.
    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, dash: [Double] = [],
        dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
