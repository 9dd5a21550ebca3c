import Testing
import VellumTesting
import VellumUIKit

@testable import UIKitSeeds

/// The corpus's views that draw themselves or size from their content: `BadgeLabel`,
/// `TagChipView`, `StarRatingView`, `ProgressRingView`, `BarChartView`.
@Suite("Corpus: drawn views")
struct CorpusDrawingTests {
    @Test("BadgeLabel pads its text, stays at least round, reads 99+, hides at zero")
    func badge() {
        let badge = BadgeLabel()
        badge.badgeCount = 3
        let plain = UILabel()
        plain.font = .systemFont(ofSize: 13, weight: .semibold)
        plain.text = "3"
        let text = plain.intrinsicContentSize
        #expect(
            badge.intrinsicContentSize
                == CGSize(width: max(text.width + 12, text.height + 4), height: text.height + 4))
        // "3" at 13 pt: wider than high.
        #expect(badge.intrinsicContentSize.width > badge.intrinsicContentSize.height)
        badge.badgeCount = 128
        #expect(badge.text == "99+" && !badge.isHidden)
        plain.text = "99+"
        #expect(badge.intrinsicContentSize.width == plain.intrinsicContentSize.width + 12)
        badge.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        badge.layoutSubviews()
        #expect(badge.layer.cornerRadius == 10)
        badge.badgeCount = 0
        #expect(badge.isHidden)
    }

    @Test("TagChipView sizes from its pinned label and follows the tint it inherits")
    func tagChip() {
        let chip = TagChipView(title: "Swift")
        let label = UILabel()
        label.font = .systemFont(ofSize: 14, weight: .medium)
        label.text = "Swift"
        let text = label.intrinsicContentSize
        #expect(
            chip.fittingSize(for: CGSize(width: CGFloat.infinity, height: .infinity))
                == CGSize(width: text.width + 24, height: text.height + 10))
        #expect(chip.layer.borderColor == .systemBlue)
        let row = UIView()
        row.tintColor = .systemPurple
        row.addSubview(chip)
        #expect(chip.layer.borderColor == .systemPurple)
        chip.isSelected = true
        #expect(chip.backgroundColor == .systemPurple)
    }

    @Test("StarRatingView's intrinsic size; ProgressRingView clamps and labels its progress")
    func ratingAndRing() {
        let stars = StarRatingView(frame: .zero)
        #expect(stars.intrinsicContentSize == CGSize(width: 116, height: 20))
        stars.starSize = 10
        #expect(stars.intrinsicContentSize == CGSize(width: 66, height: 10))
        let ring = ProgressRingView(frame: .zero)
        ring.progress = 1.4
        #expect(ring.progress == 1)
        ring.progress = 0.724
        ring.layout(size: CGSize(width: 72, height: 72))
        let label = ring.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.text == "72%")
        if let label {
            let size = label.intrinsicContentSize
            #expect(
                label.frame
                    == CGRect(
                        x: 36 - size.width / 2, y: 36 - size.height / 2, width: size.width,
                        height: size.height))
        }
    }

    @Test("the badge and tag, rating and ring, and chart pages match their references, light and dark")
    func snapshots() {
        for style in [UserInterfaceStyle.light, .dark] {
            assertSnapshot(
                of: Corpus.badgesAndTags(), as: .png(width: 320, userInterfaceStyle: style),
                named: "badges-tags-\(style.rawValue)")
            assertSnapshot(
                of: Corpus.ratingsAndRings(), as: .png(width: 360, userInterfaceStyle: style),
                named: "ratings-rings-\(style.rawValue)")
            assertSnapshot(
                of: Corpus.barChart(),
                as: .png(size: CGSize(width: 312, height: 192), userInterfaceStyle: style),
                named: "chart-\(style.rawValue)")
        }
    }
}
