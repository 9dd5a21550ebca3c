import VellumUIKit

// The corpus's drawing with Core Graphics gradients and Core Animation layers, on one page.

extension Corpus {
    /// `GradientHeaderView` (a CGGradient under a quad-curved clip), `GradientBannerView` (a
    /// CAGradientLayer behind a label) and `LayerProgressRingView`s (CAShapeLayers) at three
    /// progresses, in a vertical stack.
    public static func layersAndGradients() -> UIView {
        let header = GradientHeaderView()
        let banner = GradientBannerView()
        let rings = UIStackView(
            arrangedSubviews: [0.2, 0.55, 0.9].map { progress -> UIView in
                let ring = LayerProgressRingView()
                ring.progress = progress
                ring.widthAnchor.constraint(equalToConstant: 64).isActive = true
                ring.heightAnchor.constraint(equalToConstant: 64).isActive = true
                return ring
            } + [UIView.spacer])
        rings.axis = .horizontal
        rings.spacing = 16
        header.heightAnchor.constraint(equalToConstant: 96).isActive = true
        banner.heightAnchor.constraint(equalToConstant: 64).isActive = true
        let column = UIStackView(arrangedSubviews: [header, banner, rings])
        column.axis = .vertical
        column.spacing = 16
        return page(showing: column, inset: 16)
    }
}
