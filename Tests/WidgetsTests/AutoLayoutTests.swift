import Canvas
import Foundation
import Testing

@testable import Widgets

/// Auto Layout through the solver: the patterns UIKit cards use, each frame checked to 0.01 pt
/// against the frame UIKit's rules give, at several widths.
@Suite struct AutoLayoutTests {
    /// A view with no content, placed by constraints.
    func box(_ width: Double? = nil, _ height: Double? = nil) -> View {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return view
    }

    func expectFrame(
        _ view: View, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let f = view.frame
        let close =
            abs(f.minX - expected.minX) < 0.01 && abs(f.minY - expected.minY) < 0.01
            && abs(f.width - expected.width) < 0.01 && abs(f.height - expected.height) < 0.01
        #expect(
            close, "frame \(f.compactDescription), expected \(expected.compactDescription)",
            sourceLocation: sourceLocation)
    }

    @Test("leading and trailing flip in a right-to-left view; left and right do not")
    func rightToLeftFlipsLeadingAndTrailing() {
        let card = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        card.semanticContentAttribute = .forceRightToLeft
        card.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        let avatar = box(40, 40)
        let name = box(nil, 20)
        let pinnedLeft = box(30, 10)
        let margined = box(50, 10)
        for view in [avatar, name, pinnedLeft, margined] { card.addSubview(view) }
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: card.topAnchor),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            name.topAnchor.constraint(equalTo: card.topAnchor),
            pinnedLeft.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 5),
            pinnedLeft.topAnchor.constraint(equalTo: card.topAnchor, constant: 50),
            margined.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            margined.topAnchor.constraint(equalTo: card.topAnchor, constant: 70),
        ])
        card.layoutIfNeeded()
        // Leading is the right edge: the avatar 16 pt in from the right, the name to its left
        // up to 8 pt from the left; `left` stays left; the leading margin is the right margin.
        expectFrame(avatar, Rect(x: 244, y: 0, width: 40, height: 40))
        expectFrame(name, Rect(x: 8, y: 0, width: 224, height: 20))
        expectFrame(pinnedLeft, Rect(x: 5, y: 50, width: 30, height: 10))
        expectFrame(margined, Rect(x: 230, y: 70, width: 50, height: 10))

        // Back to left-to-right: the same constraints, mirrored back.
        card.semanticContentAttribute = .forceLeftToRight
        card.layoutIfNeeded()
        expectFrame(avatar, Rect(x: 16, y: 0, width: 40, height: 40))
        expectFrame(name, Rect(x: 68, y: 0, width: 224, height: 20))
        expectFrame(margined, Rect(x: 10, y: 70, width: 50, height: 10))
    }

    @Test("the visual format language reads leading to trailing: right to left in such a view")
    func visualFormatFollowsTheDirection() {
        let bar = View(frame: Rect(x: 0, y: 0, width: 300, height: 40))
        bar.semanticContentAttribute = .forceRightToLeft
        let first = box(nil, 20)
        let second = box(nil, 20)
        bar.addSubview(first)
        bar.addSubview(second)
        LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-10-[first(40)]-12-[second(60)]", options: [], metrics: nil,
                views: ["first": first, "second": second])
                + [
                    first.topAnchor.constraint(equalTo: bar.topAnchor),
                    second.topAnchor.constraint(equalTo: bar.topAnchor),
                ])
        bar.layoutIfNeeded()
        expectFrame(first, Rect(x: 250, y: 0, width: 40, height: 20))
        expectFrame(second, Rect(x: 178, y: 0, width: 60, height: 20))
    }

    @Test("firstAnchor and secondAnchor name the constraint's items and attributes")
    func firstAndSecondAnchor() {
        let card = View()
        let title = box()
        card.addSubview(title)
        let top = title.topAnchor.constraint(equalTo: card.safeAreaLayoutGuide.topAnchor, constant: 8)
        #expect(top.firstAnchor == title.topAnchor)
        #expect(top.firstAnchor != title.bottomAnchor && top.firstAnchor != card.topAnchor)
        #expect(top.secondAnchor! == card.safeAreaLayoutGuide.topAnchor)
        #expect(top.firstAnchor.description == title.topAnchor.description)
        let width = title.widthAnchor.constraint(equalToConstant: 40)
        #expect(width.firstAnchor == title.widthAnchor && width.secondAnchor == nil)
    }

    @Test("a constant height's new constant moves what is tied to it at the next layout")
    func fixedSizeConstantChangeRelayouts() {
        let card = View(frame: Rect(x: 0, y: 0, width: 200, height: 300))
        let header = box(nil, nil)
        let body = box(nil, 20)
        card.addSubview(header)
        card.addSubview(body)
        let height = header.heightAnchor.constraint(equalToConstant: 40)
        LayoutConstraint.activate([
            height, header.topAnchor.constraint(equalTo: card.topAnchor),
            header.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            body.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            body.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 0.5),
        ])
        card.layoutIfNeeded()
        expectFrame(body, Rect(x: 0, y: 48, width: 100, height: 20))
        height.constant = 120
        card.layoutIfNeeded()
        expectFrame(header, Rect(x: 0, y: 0, width: 200, height: 120))
        expectFrame(body, Rect(x: 0, y: 128, width: 100, height: 20))
    }

    @Test("a label 12 pt right of an avatar, centred on it", arguments: [280.0, 320, 414])
    func avatarAndName(width: Double) {
        let card = View()
        let avatar = box(48, 48)
        let name = Label(text: "Ada Lovelace")
        name.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(avatar)
        card.addSubview(name)
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            avatar.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            card.bottomAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 16),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            name.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
        ])
        let size = card.layout(width: width)
        #expect(size.height == 80)
        let text = name.intrinsicContentSize
        expectFrame(avatar, Rect(x: 16, y: 16, width: 48, height: 48))
        expectFrame(name, Rect(x: 76, y: 40 - text.height / 2, width: text.width, height: text.height))
        #expect(card.layoutConflicts.isEmpty)
        #expect(!name.hasAmbiguousLayout && !avatar.hasAmbiguousLayout)
    }

    @Test("a button half the card's width, centred; three equal columns", arguments: [300.0, 320, 500])
    func multipliersAndEqualWidths(width: Double) {
        let card = View()
        let button = box(nil, 44)
        let columns = [box(nil, 30), box(nil, 30), box(nil, 30)]
        card.addSubview(button)
        for column in columns { card.addSubview(column) }
        LayoutConstraint.activate([
            button.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            button.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            button.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            columns[0].leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            columns[1].leadingAnchor.constraint(equalTo: columns[0].trailingAnchor, constant: 8),
            columns[2].leadingAnchor.constraint(equalTo: columns[1].trailingAnchor, constant: 8),
            columns[2].trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            columns[1].widthAnchor.constraint(equalTo: columns[0].widthAnchor),
            columns[2].widthAnchor.constraint(equalTo: columns[0].widthAnchor),
            columns[0].topAnchor.constraint(equalTo: button.bottomAnchor, constant: 12),
            columns[1].topAnchor.constraint(equalTo: columns[0].topAnchor),
            columns[2].topAnchor.constraint(equalTo: columns[0].topAnchor),
            columns[0].bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        let size = card.layout(width: width)
        #expect(size.height == CGFloat(10 + 44 + 12 + 30 + 10))
        expectFrame(button, Rect(x: width / 4, y: 10, width: width / 2, height: 44))
        let column = (width - 32 - 16) / 3
        for (i, view) in columns.enumerated() {
            expectFrame(view, Rect(x: 16 + Double(i) * (column + 8), y: 66, width: column, height: 30))
        }
    }

    @Test(
        "a height 9/16 of the width; a width that prefers the card less 32 but never passes 300",
        arguments: [280.0, 332, 400])
    func aspectRatioAndCappedWidth(width: Double) {
        let card = View()
        let image = box()
        let content = box(nil, 20)
        card.addSubview(image)
        card.addSubview(content)
        let preferred = content.widthAnchor.constraint(equalTo: card.widthAnchor, constant: -32)
        preferred.priority = .defaultHigh
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            image.topAnchor.constraint(equalTo: card.topAnchor),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 9.0 / 16),
            preferred,
            content.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
            content.centerXAnchor.constraint(equalTo: card.centerXAnchor),
            content.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        card.layout(width: width)
        expectFrame(image, Rect(x: 0, y: 0, width: width, height: width * 9 / 16))
        let w = min(width - 32, 300)
        expectFrame(content, Rect(x: (width - w) / 2, y: width * 9 / 16 + 8, width: w, height: 20))
        #expect(card.frame.height == CGFloat(width * 9 / 16 + 28))
    }

    @Test("layout margins, a custom guide between two views, the readable content guide")
    func guides() {
        let card = View()
        card.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let left = box(40, 40)
        let right = box(40, 40)
        let gap = LayoutGuide()
        card.addSubview(left)
        card.addSubview(right)
        card.addLayoutGuide(gap)
        let text = box(nil, 10)
        card.addSubview(text)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            left.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 30),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            text.leadingAnchor.constraint(equalTo: card.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: card.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: left.bottomAnchor, constant: 5),
            text.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        for width in [300.0, 1000] {
            card.layout(width: width)
            expectFrame(left, Rect(x: 20, y: 10, width: 40, height: 40))
            expectFrame(right, Rect(x: 90, y: 10, width: 40, height: 40))
            #expect(gap.layoutFrame.minX == 60 && gap.layoutFrame.width == 30)
            let readable = min(width - 40, LayoutGuide.readableWidth)
            expectFrame(text, Rect(x: 20 + (width - 40 - readable) / 2, y: 55, width: readable, height: 10))
            #expect(card.frame.height == 75)
        }
    }

    @Test("a multi-line label's height follows the width the solver gives it")
    func wrappingLabel() {
        let card = View()
        let body = Label(text: String(repeating: "Wrapped words in a card body. ", count: 8))
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(body)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        for width in [200.0, 320, 600] {
            let expected = body.fittingSize(for: Size(width: width - 32, height: .infinity)).height
            let fitting = card.systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(abs(fitting.height - (expected + 24)) < 0.01)
            card.layout(width: width)
            expectFrame(body, Rect(x: 16, y: 12, width: width - 32, height: expected))
        }
    }

    @Test("hugging decides which label stretches; compression which one shrinks")
    func huggingAndCompression() {
        let row = View()
        let title = Label(text: "Title")
        let value = Label(text: "Value")
        for label in [title, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(label)
        }
        value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            title.topAnchor.constraint(equalTo: row.topAnchor),
            value.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        row.layout(size: Size(width: 300, height: 40))
        let t = title.intrinsicContentSize
        // The value hugs harder (251 > 250): the title takes the extra width.
        expectFrame(
            title, Rect(x: 0, y: 0, width: 300 - 8 - value.intrinsicContentSize.width, height: t.height))
        // Too narrow: the title resists compression less (749 < 750) and shrinks first.
        title.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let narrow = t.width + 8 + value.intrinsicContentSize.width - 10
        row.layout(size: Size(width: narrow, height: 40))
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(abs(title.frame.width - (t.width - 10)) < 0.01)
        // The other way round, the value shrinks.
        title.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        row.layoutIfNeeded()
        #expect(abs(value.frame.width - (value.intrinsicContentSize.width - 10)) < 0.01)
    }

    @Test("changing a constant re-solves; deactivating releases; the designated initializer")
    func constantsAndActivation() {
        let card = View()
        let a = box(50, 50)
        card.addSubview(a)
        let left = a.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10)
        let top = LayoutConstraint(
            item: a, attribute: .top, relatedBy: .equal, toItem: card, attribute: .top, multiplier: 1,
            constant: 5)
        LayoutConstraint.activate([left, top])
        #expect(card.constraints.count == 2 && left.isActive)
        card.layout(size: Size(width: 200, height: 100))
        expectFrame(a, Rect(x: 10, y: 5, width: 50, height: 50))
        left.constant = 70
        card.layoutIfNeeded()
        expectFrame(a, Rect(x: 70, y: 5, width: 50, height: 50))
        left.constant = .nan
        #expect(left.constant == 70)
        LayoutConstraint.deactivate([left])
        #expect(!left.isActive && card.constraints.count == 1)
        #expect(a.hasAmbiguousLayout)
        card.removeConstraint(top)
        #expect(card.constraints.isEmpty && a.constraints.count == 2)
    }

    @Test("conflicting required constraints break the most recent one and report it")
    func conflicts() {
        let card = View()
        let a = box(nil, 20)
        card.addSubview(a)
        let first = a.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5)
        let second = a.widthAnchor.constraint(equalTo: card.widthAnchor, constant: -10)
        second.identifier = "too wide"
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            a.topAnchor.constraint(equalTo: card.topAnchor),
            first, second,
        ])
        card.layout(size: Size(width: 200, height: 100))
        expectFrame(a, Rect(x: 0, y: 0, width: 100, height: 20))
        let conflicts = card.layoutConflicts
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.brokenConstraint === second)
        #expect(conflicts.first?.involvedConstraints.contains { $0 === first } == true)
        #expect(conflicts.first?.description.contains("too wide") == true)
    }

    @Test("constraints that cannot be made stay inactive with a typed error")
    func activationErrors() {
        let parent = View()
        let a = Label(text: "A")
        parent.addSubview(a)
        let elsewhere = View()
        let stranger = a.topAnchor.constraint(equalTo: elsewhere.topAnchor)
        let nanConstant = a.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: .nan)
        let infiniteMultiplier = a.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: .infinity)
        let acrossAxes = LayoutConstraint(
            item: a, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .top, multiplier: 1,
            constant: 0)
        let positionToConstant = LayoutConstraint(
            item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1,
            constant: 4)
        let notAView = LayoutConstraint(
            item: "text" as NSString, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute,
            multiplier: 1, constant: 4)
        LayoutConstraint.activate([
            stranger, nanConstant, infiniteMultiplier, acrossAxes, positionToConstant, notAView,
        ])
        let all = [stranger, nanConstant, infiniteMultiplier, acrossAxes, positionToConstant, notAView]
        #expect(all.allSatisfy { !$0.isActive })
        #expect(stranger.activationError?.description.hasPrefix("no common ancestor") == true)
        #expect(nanConstant.activationError?.description.hasPrefix("non-finite") == true)
        #expect(infiniteMultiplier.activationError?.description.hasPrefix("non-finite") == true)
        #expect(acrossAxes.activationError?.description.hasPrefix("attributes") == true)
        #expect(positionToConstant.activationError?.description.hasPrefix("attributes") == true)
        #expect(notAView.activationError?.description.hasPrefix("invalid item") == true)
        #expect(throws: LayoutConstraintError.self) { try LayoutConstraint.activateChecked([stranger]) }
        #expect(parent.constraints.isEmpty)
    }

    @Test("a view that keeps its frame: siblings may be constrained to it")
    func autoresizingSibling() {
        let card = View()
        let header = View(frame: Rect(x: 10, y: 10, width: 100, height: 30))
        let below = box(nil, 20)
        card.addSubview(header)
        card.addSubview(below)
        LayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            below.widthAnchor.constraint(equalTo: header.widthAnchor, multiplier: 2),
        ])
        card.layout(size: Size(width: 300, height: 200))
        expectFrame(header, Rect(x: 10, y: 10, width: 100, height: 30))
        expectFrame(below, Rect(x: 10, y: 48, width: 200, height: 20))
        #expect(
            header.translatesAutoresizingMaskIntoConstraints
                && !below.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("a stack placed by constraints; views inside its arranged subviews constrained among themselves")
    func stacksAndConstraints() {
        let card = View()
        let tile = View()
        let dot = box(10, 10)
        tile.addSubview(dot)
        LayoutConstraint.activate([
            dot.centerXAnchor.constraint(equalTo: tile.centerXAnchor),
            dot.centerYAnchor.constraint(equalTo: tile.centerYAnchor),
            tile.widthAnchor.constraint(equalToConstant: 60),
            tile.heightAnchor.constraint(equalToConstant: 40),
        ])
        let stack = Stack(arrangedSubviews: [tile, box(30, 40)])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -20),
        ])
        let size = card.layout(width: 300)
        #expect(size.height == 80)
        expectFrame(stack, Rect(x: 300 - 20 - 100, y: 20, width: 100, height: 40))
        expectFrame(tile, Rect(x: 0, y: 0, width: 60, height: 40))
        expectFrame(dot, Rect(x: 25, y: 15, width: 10, height: 10))
    }

    @Test("a form of chained rows: the tableau grows in proportion to the rows, not their square")
    func chainedRowsCostLinearMemory() {
        func cells(rows: Int) -> (cells: Int, slots: Int) {
            let root = View()
            var fields: [View] = []
            var constraints: [LayoutConstraint] = []
            for row in 0..<rows {
                let label = Label(text: "Name \(row)")
                let field = box(nil, 28)
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                root.addSubview(field)
                constraints += [
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    label.centerYAnchor.constraint(equalTo: field.centerYAnchor),
                    field.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 12),
                    field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 160),
                    field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                    row == 0
                        ? field.topAnchor.constraint(equalTo: root.topAnchor, constant: 16)
                        : field.topAnchor.constraint(equalTo: fields[row - 1].bottomAnchor, constant: 8),
                ]
                fields.append(field)
            }
            constraints.append(root.bottomAnchor.constraint(equalTo: fields.last!.bottomAnchor, constant: 16))
            LayoutConstraint.activate(constraints)
            let size = root.layout(width: 600)
            #expect(abs(size.height - (16 + Double(rows) * 36 - 8 + 16)) < 0.01)
            expectFrame(fields[rows - 1], Rect(x: 160, y: 16 + Double(rows - 1) * 36, width: 424, height: 28))
            // A new constant in the middle moves the rows below it.
            constraints[(rows / 2) * 6 + 5].constant = 20
            root.layout(width: 600)
            expectFrame(
                fields[rows - 1], Rect(x: 160, y: 16 + Double(rows - 1) * 36 + 12, width: 424, height: 28))
            expectFrame(
                fields[rows / 2 - 1], Rect(x: 160, y: 16 + Double(rows / 2 - 1) * 36, width: 424, height: 28))
            let engine = root.constraintRecord!.engine!
            return (engine.tableauCellCount, engine.tableauSlotCount)
        }
        let (small, large) = (cells(rows: 100), cells(rows: 200))
        // With one marker per row above in each field's row (the tableau before aliases) the
        // count would grow fourfold (22,000 and 85,000 terms were measured; now 2,001 and 4,001).
        #expect(
            Double(large.cells) / Double(small.cells) < 2.2,
            "\(small.cells) cells at 100 rows, \(large.cells) at 200")
        // The tables' slots too: a field's width is in the rows of every field above it until the
        // next one's replaces it, and its emptied column kept those slots until it was dropped
        // whole (24,896 slots at 100 rows and 70,272 at 200 then).
        #expect(
            Double(large.slots) / Double(small.slots) < 2.2,
            "\(small.slots) slots at 100 rows, \(large.slots) at 200")
    }

    @Test("the reversed form and baselines")
    func reversedFormAndBaselines() {
        let parent = View()
        let child = Label(text: "Child")
        let other = Label(text: "Other")
        other.font = .system(size: 24)
        parent.addSubview(child)
        parent.addSubview(other)
        LayoutConstraint.activate([
            parent.topAnchor.constraint(equalTo: child.topAnchor, constant: -10),
            parent.leftAnchor.constraint(equalTo: child.leftAnchor, constant: -12),
            other.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 8),
            other.firstBaselineAnchor.constraint(equalTo: child.firstBaselineAnchor),
        ])
        parent.layout(size: Size(width: 300, height: 100))
        let c = child.intrinsicContentSize
        expectFrame(child, Rect(x: 12, y: 10, width: c.width, height: c.height))
        let childBaseline = 10 + child.firstBaseline(in: c)!
        let otherBaseline = other.frame.minY + other.firstBaseline(in: other.frame.size)!
        #expect(abs(childBaseline - otherBaseline) < 0.01)
        #expect(abs(other.frame.minX - (12 + c.width + 8)) < 0.01)
    }

    @Test("removing a view from its superview deactivates the constraints that reach it")
    func removalDeactivates() {
        let card = View()
        let a = box(10, 10)
        card.addSubview(a)
        let pin = a.leadingAnchor.constraint(equalTo: card.leadingAnchor)
        pin.isActive = true
        a.removeFromSuperview()
        #expect(!pin.isActive && card.constraints.isEmpty)
    }

    @Test("updateConstraints runs before layout when scheduled")
    func updateConstraintsPass() {
        final class Card: View {
            let inner = View()
            var installed = false
            override init(frame: Rect) {
                super.init(frame: frame)
                addSubview(inner)
                setNeedsUpdateConstraints()
            }
            required init?(coder: NSCoder) { fatalError() }
            override func updateConstraints() {
                if !installed {
                    installed = true
                    inner.translatesAutoresizingMaskIntoConstraints = false
                    LayoutConstraint.activate([
                        inner.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 5),
                        inner.topAnchor.constraint(equalTo: topAnchor, constant: 6),
                        inner.widthAnchor.constraint(equalToConstant: 7),
                        inner.heightAnchor.constraint(equalToConstant: 8),
                    ])
                }
                super.updateConstraints()
            }
        }
        let card = Card()
        card.layout(size: Size(width: 100, height: 100))
        expectFrame(card.inner, Rect(x: 5, y: 6, width: 7, height: 8))
        #expect(!card.needsUpdateConstraints())
    }
}

extension AutoLayoutTests {
    /// A column of label-and-field rows written with the designated initializer, the middle
    /// row's spacing given.
    func form(rows: Int, spacing: Double) -> (root: View, views: [View], change: LayoutConstraint) {
        let root = View()
        var views: [View] = []
        var change: LayoutConstraint?
        var above: View = root
        func relate(
            _ a: View, _ attr: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
            _ b: View, _ attr2: LayoutConstraint.Attribute, _ c: Double
        ) -> LayoutConstraint {
            LayoutConstraint(
                item: a, attribute: attr, relatedBy: relation, toItem: b, attribute: attr2, multiplier: 1,
                constant: c)
        }
        for row in 0..<rows {
            let label = Label(text: "Field \(row)")
            let field = box(nil, 28)
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            root.addSubview(field)
            let top = relate(
                field, .top, .equal, above, above === root ? .top : .bottom, row == rows / 2 ? spacing : 8)
            if row == rows / 2 { change = top }
            LayoutConstraint.activate([
                top, relate(label, .leading, .equal, root, .leading, 16),
                relate(label, .centerY, .equal, field, .centerY, 0),
                relate(field, .leading, .greaterThanOrEqual, label, .trailing, 12),
                relate(field, .leading, .equal, root, .leading, 160),
                relate(field, .trailing, .equal, root, .trailing, -16),
            ])
            views += [label, field]
            above = field
        }
        relate(root, .bottom, .equal, above, .bottom, 16).isActive = true
        return (root, views, change!)
    }

    @Test("a changed constant re-solved in place gives the frames of a fresh solve", arguments: [1, 2, 7])
    func incrementalMatchesFresh(rows: Int) {
        let changed = form(rows: rows, spacing: 8)
        changed.root.layout(width: 400)
        changed.change.constant = 30
        changed.root.layout(width: 400)
        let fresh = form(rows: rows, spacing: 30)
        fresh.root.layout(width: 400)
        #expect(changed.root.frame == fresh.root.frame)
        for (a, b) in zip(changed.views, fresh.views) { expectFrame(a, b.frame) }
        #expect(changed.root.layoutConflicts.isEmpty)
    }
}

extension AutoLayoutTests {
    @Test("recursiveDescription lists the conflicts after the tree")
    func conflictsInDescription() {
        let card = View()
        let a = box(nil, 20)
        card.addSubview(a)
        let wide = a.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .required
        let narrow = a.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        narrow.identifier = "narrow"
        LayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: card.leadingAnchor), wide, narrow])
        card.layout(size: Size(width: 400, height: 100))
        #expect(a.frame.width == 300)
        #expect(card.recursiveDescription.contains("broke 'narrow'"))
    }
}

extension AutoLayoutTests {
    @Test("the Auto Layout article's example lays out as it says")
    func articleExample() throws {
        let card = View()
        let avatar = View()
        let name = Label(text: "Ada Lovelace")
        for view in [avatar, name] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        LayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 48),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            card.layoutMarginsGuide.bottomAnchor.constraint(equalTo: avatar.bottomAnchor),
            name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1.5),
            name.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            name.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
        ])
        let pdf = try card.render(as: .pdf, width: 320)  // laid out at 320 pt, its height fitting
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        #expect(card.frame.size == Size(width: 320, height: 64))
        expectFrame(avatar, Rect(x: 8, y: 8, width: 48, height: 48))
        let text = name.intrinsicContentSize
        expectFrame(name, Rect(x: 68, y: 32 - text.height / 2, width: text.width, height: text.height))
    }
}

extension AutoLayoutTests {
    @Test("updateConstraints scheduled before the view is added runs at its new root's layout")
    func updateConstraintsAfterAttaching() {
        final class Scheduling: View {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let child = Scheduling()
        child.setNeedsUpdateConstraints()
        let root = View()
        let middle = View()
        root.addSubview(middle)
        root.layout(size: Size(width: 10, height: 10))
        middle.addSubview(child)
        root.layoutIfNeeded()
        #expect(child.updates == 1 && !child.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(child.updates == 1)
    }
}
