import Canvas
import Foundation

// Core Graphics' gradients as chart and header code draws them:
// `CGGradient(colorsSpace:colors:locations:)` and `drawLinearGradient`/`drawRadialGradient`
// into the current clip.

/// Core Foundation's array, as Core Graphics calls take it (`colors as CFArray`): on Linux,
/// where Core Foundation's types are not Swift's, a Swift array.
public typealias CFArray = [Any]

/// Colours at locations from 0 to 1 (Core Graphics' `CGGradient`).
public final class CGGradient {
    /// The stops, in the order given.
    let gradient: Gradient

    /// A gradient of `colors` (`CGColor`s) at `locations` (one per colour, 0…1; evenly spaced
    /// when `nil`); `nil` when a colour is not a `CGColor` or there are none.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let given = colors.count
        let colors = colors.compactMap { $0 as? Color }
        guard !colors.isEmpty, colors.count == given else { return nil }
        guard let locations else {
            gradient = Gradient(colors: colors)
            return
        }
        gradient = Gradient(
            stops: colors.indices.map { Gradient.Stop(color: colors[$0], location: Double(locations[$0])) })
    }

    /// A gradient of `count` colours given as RGBA components (four per colour, 0…1).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let colors = (0..<count).map { i in
            Color(
                red: Double(components[4 * i]), green: Double(components[4 * i + 1]),
                blue: Double(components[4 * i + 2]), alpha: Double(components[4 * i + 3]))
        }
        let spacing = count > 1 ? 1 / Double(count - 1) : 0
        gradient = Gradient(
            stops: (0..<count).map { i in
                Gradient.Stop(
                    color: colors[i], location: locations.map { Double($0[i]) } ?? Double(i) * spacing)
            })
    }
}

/// Whether a gradient also paints before its start and after its end (Core Graphics'
/// `CGGradientDrawingOptions`). Vellum extends a gradient's end colours either way (cairo's pad).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Paint the start colour before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paint the end colour after the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension GraphicsContext {
    /// Fills the current clip with a gradient along the line from `start` to `end`.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        fillClip(with: .linearGradient(gradient.gradient, start: start, end: end))
    }

    /// Fills the current clip with a gradient between two circles; Vellum's radial gradients
    /// share one centre, so the end circle's centre is used for both.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        fillClip(
            with: .radialGradient(
                gradient.gradient, center: endCenter, startRadius: Double(startRadius),
                endRadius: Double(endRadius)))
    }
}
