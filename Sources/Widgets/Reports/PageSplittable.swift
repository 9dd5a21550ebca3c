import Canvas

/// A view that can be split across pages at some offsets from its top (text at line boundaries,
/// a vertical stack between its views).
public protocol PageSplittable: View {
    /// The offsets from the top, in increasing order, at which the view may be cut between pages
    /// when it has a size.
    func pageBreakOffsets(in size: Size) -> [Double]
}

extension Label: PageSplittable {
    /// The bottoms of the text's lines.
    public func pageBreakOffsets(in size: Size) -> [Double] {
        guard let layout = textLayout(width: size.width) else { return [] }
        let top = textOrigin(for: layout, in: size).y
        return layout.lines.map { top + $0.rect.maxY }
    }
}

extension Stack: PageSplittable {
    /// For a vertical stack, the boundaries between its views and, within a splittable view, that
    /// view's own offsets; a horizontal stack only where every view may be cut.
    public func pageBreakOffsets(in size: Size) -> [Double] {
        let arrangement = StackLayout(stack: self).arrange(in: size)
        var offsets: [Double] = []
        if axis == .vertical {
            for (view, frame) in zip(arrangement.views, arrangement.frames) {
                if let splittable = view as? PageSplittable {
                    offsets += splittable.pageBreakOffsets(in: frame.size).map { $0 + frame.minY }
                }
                offsets.append(frame.maxY)
            }
        } else {
            var common: Set<Double>?
            for (view, frame) in zip(arrangement.views, arrangement.frames) {
                let own = Set(
                    ((view as? PageSplittable)?.pageBreakOffsets(in: frame.size) ?? []).map {
                        $0 + frame.minY
                    })
                common = common.map { $0.intersection(own) } ?? own
            }
            offsets = Array(common ?? [])
        }
        return Array(Set(offsets)).filter { $0 > 0 }.sorted()
    }
}
