// Core Animation's `Float` spelling of `shadowOpacity`, beside ViewLayer's own `Double` one
// (Vellum's API, kept). It is declared in an extension of a protocol that ViewLayer adopts, not
// on ViewLayer itself: Swift then keeps both visible and prefers the class's `Double` wherever
// both fit (a literal, `let x = layer.shadowOpacity`), and uses this one where a `Float` is
// given or wanted (`layer.shadowOpacity = opacity` with a `Float` variable, or
// `var shadowOpacity: Float { get { layer.shadowOpacity } … }`), as UIKit code writes it.

/// What ViewLayer adds to be Core Animation's `CALayer` for UIKit code: its `Float` properties.
public protocol CoreAnimationLayerProperties: AnyObject {
    /// The shadow's opacity as Vellum stores it.
    var shadowOpacityValue: Double { get set }
}

extension CoreAnimationLayerProperties {
    /// The shadow's opacity, 0…1, as Core Animation types it (`Float`): the same value as the
    /// layer's `Double` `shadowOpacity`.
    public var shadowOpacity: Float {
        get { Float(shadowOpacityValue) }
        set { shadowOpacityValue = Double(newValue) }
    }
}

extension ViewLayer: CoreAnimationLayerProperties {}
