internal import CCairo

extension CanvasError {
    /// The error for a failed cairo status, or `nil` when the status is success: the one place a
    /// cairo status becomes a ``CanvasError``.
    static func cairo(_ status: cairo_status_t, _ operation: String) -> CanvasError? {
        guard status != CAIRO_STATUS_SUCCESS else { return nil }
        return .cairo(status: String(cString: cairo_status_to_string(status)), operation: operation)
    }

    /// Throws the error for a failed cairo status.
    static func check(_ status: cairo_status_t, _ operation: String) throws(CanvasError) {
        if let error = cairo(status, operation) { throw error }
    }
}
