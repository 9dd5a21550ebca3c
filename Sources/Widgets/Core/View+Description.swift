import Canvas

extension View {
    /// The laid-out tree as text, one view per line: type, frame and key state, indented by depth.
    public var recursiveDescription: String {
        var lines: [String] = []
        describe(into: &lines, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(into lines: inout [String], depth: Int) {
        let name = String(describing: type(of: self))
        let properties = debugProperties
        let state = properties.isEmpty ? "" : " " + properties.joined(separator: " ")
        lines.append(String(repeating: "   | ", count: depth) + "<\(name) frame=\(frame)\(state)>")
        for view in subviews { view.describe(into: &lines, depth: depth + 1) }
    }
}
