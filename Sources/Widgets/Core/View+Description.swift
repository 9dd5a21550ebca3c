import Canvas

extension View {
    /// The laid-out tree as text, one view per line: type, frame and key state, indented by depth;
    /// then the Auto Layout conflicts found in the tree, if any (see ``layoutConflicts``).
    public var recursiveDescription: String {
        var lines: [String] = []
        describe(into: &lines, depth: 0)
        for conflict in layoutConflicts { lines.append(conflict.description) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// ``debugProperties``' answer for a plain view: hidden, alpha, background, corners, border,
    /// tag and transform, each only when it is not the default.
    var baseDebugProperties: [String] {
        var result: [String] = []
        if isHidden { result.append("hidden") }
        if alpha < 1 { result.append("alpha=\(alpha)") }
        if let bg = backgroundColor { result.append("background=\(bg)") }
        if cornerRadius > 0 { result.append("cornerRadius=\(Point.formatted(cornerRadius))") }
        if layerStyle.borderWidth > 0 {
            result.append("border=\(Point.formatted(layerStyle.borderWidth)) \(layerStyle.borderColor)")
        }
        if layerStyle.borderWidth == View.hairlineBorderWidth {
            result.append("border=hairline \(layerStyle.borderColor)")
        }
        if tag != 0 { result.append("tag=\(tag)") }
        if let transformBox {
            let t = transformBox.transform
            result.append(
                "transform=[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { Point.formatted($0) }.joined(separator: " "))]"
            )
        }
        return result
    }

    private func describe(into lines: inout [String], depth: Int) {
        let name = String(describing: type(of: self))
        let properties = debugProperties
        let state = properties.isEmpty ? "" : " " + properties.joined(separator: " ")
        lines.append(
            String(repeating: "   | ", count: depth) + "<\(name) frame=\(frame.compactDescription)\(state)>")
        for view in subviews { view.describe(into: &lines, depth: depth + 1) }
    }
}
