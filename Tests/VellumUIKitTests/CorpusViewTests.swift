import Testing
import VellumTesting
import VellumUIKit

@testable import UIKitSeeds

/// The corpus's views that use UIKit's own types and signatures: `Float` shadow opacity,
/// `CGRect()`, `UIImageView(frame:)`, implicitly unwrapped `font`/`textColor`, `frame`/`bounds`/
/// `backgroundColor` overridden with `didSet`, `UIEdgeInsetsInsetRect`, both `init?(coder:)`s.
@Suite("Corpus: UIKit's types and signatures")
struct CorpusViewTests {
    @Test("CGRect(), CGSize() and CGPoint() are zero; UIEdgeInsetsInsetRect is inset(by:)")
    func geometry() {
        #expect(CGRect() == .zero && CGSize() == .zero && CGPoint() == .zero)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(
            UIEdgeInsetsInsetRect(CGRect(x: 10, y: 10, width: 100, height: 50), insets)
                == CGRect(x: 12, y: 11, width: 94, height: 46))
    }

    @Test("layer.shadowOpacity takes a Float; a literal still sets Vellum's Double exactly")
    func floatShadowOpacity() {
        let card = ShadowCardView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let opacity: Float = card.layer.shadowOpacity
        #expect(opacity == 0.2)
        card.shadowOpacity = 0.5
        let double: Double = card.layer.shadowOpacity
        #expect(double == 0.5)
        let view = UIView()
        view.layer.shadowOpacity = 0.18
        let literal: Double = view.layer.shadowOpacity
        #expect(literal == 0.18)
        let float: Float = 0.3
        view.layer.shadowOpacity = float
        #expect(view.layer.shadowOpacity == Double(float))
    }

    @Test("frame, bounds and backgroundColor overridden with didSet observe every set")
    func overriddenPropertiesObserve() throws {
        let card = ShadowCardView(frame: CGRect(x: 5, y: 6, width: 100, height: 60))
        #expect(card.baseColor == .secondarySystemBackground)
        #expect(card.lastLaidOutFrame == .zero)  // set by init(frame:), before the override's storage
        card.backgroundColor = .systemRed
        #expect(card.baseColor == .systemRed && card.backgroundColor == .systemRed)
        card.bounds = CGRect(x: 0, y: 0, width: 120, height: 40)
        #expect(card.layer.shadowPath?.boundingRect == CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(card.frame == CGRect(x: 5, y: 6, width: 120, height: 40))
        // Layout sets the frame through the override.
        let column = UIStackView(arrangedSubviews: [card.sized(height: 70)])
        column.axis = .vertical
        column.layout(width: 150)
        #expect(card.lastLaidOutFrame == CGRect(x: 0, y: 0, width: 150, height: 70))
        #expect(card.layer.shadowPath?.boundingRect == CGRect(x: 0, y: 0, width: 150, height: 70))
        // And init(coder:) calling super.init(coder:) runs the same setup.
        let archived = try #require(ShadowCardView.loadedFromNib())
        #expect(archived.baseColor == .secondarySystemBackground && archived.layer.shadowRadius == 6)
    }

    @Test("UIImageView(frame:) and an image view subclass made with init(frame:)")
    func imageViewFrame() {
        let plain = UIImageView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(plain.frame == CGRect(x: 1, y: 2, width: 30, height: 40) && plain.image == nil)
        let avatar = AvatarImageView(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
        avatar.layoutIfNeeded()
        avatar.layoutSubviews()
        #expect(avatar.layer.cornerRadius == 32 && avatar.clipsToBounds)
        #expect(avatar.imageFrame == CGRect(x: 2, y: 2, width: 60, height: 60))
        #expect(avatar.contentMode == .scaleAspectFill && avatar.layer.borderWidth == 2)
    }

    @Test("font and textColor are implicitly unwrapped: optional binding, chaining, nil resets")
    func implicitlyUnwrappedFontAndColor() {
        let caption = CaptionLabel()
        #expect(caption.font == UIFont.systemFont(ofSize: 13) && caption.textColor == .label)
        #expect(caption.pointSize == 13)
        caption.isEmphasized = true
        #expect(caption.font == UIFont.boldSystemFont(ofSize: 13) && caption.textColor == .systemBlue)
        let changes = caption.fontChanges
        caption.font = nil
        #expect(caption.font == .body && caption.font.pointSize == 17)
        #expect(caption.fontChanges == changes + 1)
        caption.textColor = nil
        #expect(caption.textColor == .label)
        // A plain label reads as before: never nil.
        let label = UILabel()
        let font: UIFont = label.font
        #expect(font == .body && label.textColor == .label)
    }

    @Test("the shadow card page matches its reviewed references in light and dark")
    func shadowCardSnapshots() {
        for style in [UserInterfaceStyle.light, .dark] {
            assertSnapshot(
                of: Corpus.shadowCard(),
                as: .png(size: CGSize(width: 240, height: 124), scale: 2, userInterfaceStyle: style),
                named: style.rawValue)
        }
    }

    @Test("the ribbon card's label turns 45° about its centre: its frame is the turned box")
    func ribbonCardGeometry() {
        let page = Corpus.ribbonCard()
        page.layoutIfNeeded()
        let card = page.subviews[0]
        let ribbon = card.subviews.last!
        #expect(ribbon.bounds == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(ribbon.center == CGPoint(x: 222, y: 26))
        let side = 120 / 2.squareRoot()
        #expect(abs(ribbon.frame.width - side) < 1e-9 && abs(ribbon.frame.height - side) < 1e-9)
        #expect(abs(ribbon.frame.midX - 222) < 1e-9 && abs(ribbon.frame.midY - 26) < 1e-9)
    }

    @Test("the ribbon card page matches its reviewed references in light and dark")
    func ribbonCardSnapshots() {
        for style in [UserInterfaceStyle.light, .dark] {
            assertSnapshot(
                of: Corpus.ribbonCard(),
                as: .png(size: CGSize(width: 280, height: 118), scale: 2, userInterfaceStyle: style),
                named: style.rawValue)
        }
    }
}
