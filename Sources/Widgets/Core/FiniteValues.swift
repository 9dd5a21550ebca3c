import Canvas

extension Double {
    /// The value, or 0 when it is NaN or infinite: how layout reads lengths it cannot use.
    var finiteOrZero: Double { isFinite ? self : 0 }
}

extension EdgeInsets {
    /// The insets with every non-finite component 0.
    var finiteComponents: EdgeInsets {
        EdgeInsets(
            top: top.finiteOrZero, left: left.finiteOrZero, bottom: bottom.finiteOrZero,
            right: right.finiteOrZero)
    }
}
