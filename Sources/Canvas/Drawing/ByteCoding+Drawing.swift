import Foundation

/// Fill rules, colours and paths in a display list's bytes.
extension ByteWriter {
    /// The fill rule as one byte.
    mutating func append(_ rule: FillRule) { append(UInt8(rule == .evenOdd ? 1 : 0)) }

    /// The colour's four components.
    mutating func append(_ color: Color) {
        for value in [color.red, color.green, color.blue, color.alpha] { append(value) }
    }

    /// The element count, then each element's kind and points.
    mutating func append(_ path: Path) {
        append(UInt32(path.elements.count))
        for element in path.elements {
            switch element {
            case .move(let p):
                append(UInt8(0))
                append(p.x)
                append(p.y)
            case .line(let p):
                append(UInt8(1))
                append(p.x)
                append(p.y)
            case .curve(let p, let c1, let c2):
                append(UInt8(2))
                for value in [p.x, p.y, c1.x, c1.y, c2.x, c2.y] { append(value) }
            case .close:
                append(UInt8(3))
            }
        }
    }
}

extension ByteReader {
    mutating func fillRule() throws(Truncated) -> FillRule { try byte() == 1 ? .evenOdd : .winding }

    mutating func color() throws(Truncated) -> Color {
        Color(red: try double(), green: try double(), blue: try double(), alpha: try double())
    }

    mutating func path() throws(Truncated) -> Path {
        let count = Int(try uint32())
        var path = Path()
        for _ in 0..<count {
            switch try byte() {
            case 0: path.move(to: Point(x: try double(), y: try double()))
            case 1: path.addLine(to: Point(x: try double(), y: try double()))
            case 2:
                let p = Point(x: try double(), y: try double())
                let c1 = Point(x: try double(), y: try double())
                let c2 = Point(x: try double(), y: try double())
                path.addCurve(to: p, control1: c1, control2: c2)
            case 3: path.closeSubpath()
            default: throw Truncated()
            }
        }
        return path
    }
}
