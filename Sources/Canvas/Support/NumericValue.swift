import Foundation

extension Double {
    /// A number held in an `Any`, as Foundation-style dictionaries hold them (attribute values,
    /// Auto Layout metrics): a `Double`, `CGFloat`, `Int`, `Float` or `NSNumber`; `nil` otherwise.
    package init?(numericValue value: Any?) {
        switch value {
        case let v as Double: self = v
        case let v as CGFloat: self = Double(v)
        case let v as Int: self = Double(v)
        case let v as Float: self = Double(v)
        case let v as NSNumber: self = v.doubleValue
        default: return nil
        }
    }
}
