import Canvas
import Foundation
import Testing
import VellumUIKit

@testable import UIKitSeeds
@testable import Widgets

/// The Auto Layout screens written as UIKit code: every frame against the one UIKit's rules give,
/// computed here from the views' content sizes, at three phone widths.
@Suite struct AutoLayoutScreensTests {
    static let widths: [Double] = [320, 375, 414]

    func expectFrame(
        _ view: UIView, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let f = view.frame
        let close =
            abs(f.minX - x) < 0.01 && abs(f.minY - y) < 0.01 && abs(f.width - w) < 0.01
            && abs(f.height - h) < 0.01
        #expect(close, "frame \(f), expected (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
    }

    @Test("the profile card: avatar, name giving way to the pill, wrapping bio, counts", arguments: widths)
    func profileCard(width: Double) {
        let card = AutoLayoutScreens.profileCard()
        let size = card.layout(width: width)
        expectFrame(card.avatarView, 16, 16, 56, 56)
        expectFrame(
            card.initialsLabel, 28 - card.initialsLabel.intrinsicContentSize.width / 2,
            28 - card.initialsLabel.intrinsicContentSize.height / 2,
            card.initialsLabel.intrinsicContentSize.width, card.initialsLabel.intrinsicContentSize.height)
        expectFrame(card.followLabel, width - 16 - 84, 29, 84, 30)
        let name = card.nameLabel.intrinsicContentSize
        let nameRoom = width - 16 - 84 - 8 - 84
        expectFrame(card.nameLabel, 84, 22, min(name.width, nameRoom), name.height)
        let bioHeight = card.bioLabel.sizeThatFits(CGSize(width: width - 32, height: .infinity)).height
        expectFrame(card.bioLabel, 16, 84, width - 32, bioHeight)
        let countsHeight = card.countsStack.systemLayoutSizeFitting(CGSize(width: width - 32, height: 0))
            .height
        expectFrame(card.countsStack, 16, 84 + bioHeight + 12, width - 32, countsHeight)
        #expect(abs(size.height - (84 + bioHeight + 12 + countsHeight + 16)) < 0.01)
        #expect(card.layoutConflicts.isEmpty)
        for view in [card.avatarView, card.nameLabel, card.handleLabel, card.followLabel, card.bioLabel] {
            #expect(!view.hasAmbiguousLayout)
        }
    }

    @Test(
        "the episode card: square artwork as tall as the row, the title column half the card",
        arguments: widths)
    func episodeCard(width: Double) {
        let card = AutoLayoutScreens.episodeCard()
        let size = card.layout(width: width)
        #expect(card.stack.arrangesSubviewsByConstraints)
        let column = card.titleColumn.systemLayoutSizeFitting(CGSize(width: width / 2, height: 0)).height
        #expect(abs(size.height - (column + 24)) < 0.01)
        expectFrame(card.stack, 0, 0, width, column + 24)
        expectFrame(card.artworkView, 12, 12, column, column)
        expectFrame(card.titleColumn, 12 + column + 12, 12, width / 2, column)
        let durationX = 12 + column + 12 + width / 2 + 12
        expectFrame(card.durationLabel, durationX, 12, width - 12 - durationX, column)
        let glyph = card.artworkLabel.intrinsicContentSize
        expectFrame(
            card.artworkLabel, (column - glyph.width) / 2, (column - glyph.height) / 2, glyph.width,
            glyph.height)
        #expect(card.layoutConflicts.isEmpty)
        for view in [card.artworkView, card.titleColumn, card.durationLabel] {
            #expect(!view.hasAmbiguousLayout)
        }
    }

    @Test(
        "settings rows: 44 pt, the value truncated before the title, the separator at the title",
        arguments: widths)
    func settingsRows(width: Double) {
        for row in AutoLayoutScreens.settingsRows() {
            let size = row.layout(width: width)
            #expect(size.height == 44)
            expectFrame(row.iconView, 16, 7.5, 29, 29)
            let title = row.titleLabel.intrinsicContentSize
            expectFrame(row.titleLabel, 61, 22 - title.height / 2, title.width, title.height)
            let chevron = row.chevronLabel.intrinsicContentSize
            let chevronX = width - 16 - chevron.width
            expectFrame(row.chevronLabel, chevronX, 21 - chevron.height / 2, chevron.width, chevron.height)
            let value = row.valueLabel.intrinsicContentSize
            let room = chevronX - 8 - (61 + title.width + 8)
            let valueWidth = min(max(0, value.width), room)
            #expect(abs(row.valueLabel.frame.width - valueWidth) < 0.01)
            #expect(abs(row.valueLabel.frame.maxX - (chevronX - 8)) < 0.01)
            expectFrame(row.separator, 61, 43.5, width - 61, 0.5)
            #expect(row.layoutConflicts.isEmpty)
        }
    }

    @Test(
        "the form: fields under 360 pt in the readable guide, a half-width button, equal gaps",
        arguments: widths + [900])
    func signUpForm(width: Double) {
        let form = SignUpFormView()
        form.layout(width: width)
        let readable = min(width - 40, 672)
        let readableX = 20 + (width - 40 - readable) / 2
        let fieldWidth = min(360, readable)
        for field in form.fields {
            #expect(abs(field.frame.width - fieldWidth) < 0.01)
            #expect(abs(field.frame.midX - (readableX + readable / 2)) < 0.01)
            #expect(field.frame.height == 44)
        }
        for (caption, field) in zip(form.captions, form.fields) {
            #expect(abs(caption.frame.minX - (field.frame.minX + 4)) < 0.01)
            #expect(abs(field.frame.minY - (caption.frame.maxY + 6)) < 0.01)
        }
        expectFrame(form.createButton, width / 4, form.fields[2].frame.maxY + 24, width / 2, 48)
        let (signIn, help) = (form.secondaryButtons[0], form.secondaryButtons[1])
        #expect(abs((signIn.frame.minX - readableX) - (help.frame.minX - signIn.frame.maxX)) < 0.01)
        #expect(abs(help.frame.maxX - (readableX + readable - 40)) < 0.01)
        #expect(abs(form.leftGap.layoutFrame.width - form.rightGap.layoutFrame.width) < 0.01)
        #expect(abs(form.termsLabel.frame.width - readable) < 0.01)
        #expect(abs(form.frame.height - (form.termsLabel.frame.maxY + 24)) < 0.01)
        #expect(form.layoutConflicts.isEmpty)
    }
}
