import Testing
import VellumTesting
import VellumUIKit

@testable import UIKitSeeds
@testable import Widgets

/// The corpus's controls and cells (`PrimaryButton`, `CheckboxControl`, `ContactTableViewCell`,
/// `CategoryCell`, `EmptyStateView`) and UIKit's `UIButton`, `UIControl`, `UIAction`, gesture
/// recognizers and `UITableViewCell` under them.
@Suite("Corpus: controls and cells")
struct CorpusControlTests {
    @Test("UIButton sizes as UIKit's: title + 6 pt above and below, plus contentEdgeInsets")
    func buttonSizes() throws {
        let system = UIButton(type: .system)
        system.setTitle("Cancel", for: .normal)
        let title = try #require(system.titleLabel).intrinsicContentSize
        #expect(system.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        #expect(system.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        #expect(system.currentTitleColor == .systemBlue)
        let custom = UIButton()
        #expect(custom.buttonType == .custom && custom.titleLabel?.font == UIFont.systemFont(ofSize: 18))
        #expect(custom.intrinsicContentSize.width == 30)  // an empty button: 30 wide
        custom.setTitle("Go", for: .normal)
        #expect(custom.currentTitleColor == .white)
        custom.contentEdgeInsets = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        let goTitle = try #require(custom.titleLabel).intrinsicContentSize
        #expect(custom.intrinsicContentSize == CGSize(width: goTitle.width + 8, height: goTitle.height + 6))
        // Edge insets of the title move it without changing the size.
        custom.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        #expect(custom.intrinsicContentSize == CGSize(width: goTitle.width + 8, height: goTitle.height + 6))
        custom.frame = CGRect(origin: .zero, size: custom.intrinsicContentSize)
        custom.layoutIfNeeded()
        #expect(custom.titleLabel?.frame == CGRect(x: 8, y: 2, width: goTitle.width, height: goTitle.height))
    }

    @Test("titles and colours per state: the exact state, else .normal; the system look fades")
    func perState() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.systemGreen, for: .selected)
        #expect(button.title(for: .highlighted) == "Follow" && button.titleColor(for: .normal) == nil)
        button.isSelected = true
        #expect(button.state == .selected && button.titleLabel?.text == "Following")
        #expect(button.titleLabel?.textColor == .systemGreen)
        button.isHighlighted = true  // [.selected, .highlighted] falls back to .normal, as UIKit's
        #expect(button.currentTitle == "Follow")
        #expect(button.currentTitleColor == UIColor.systemBlue.withAlphaComponent(0.2))
        button.isHighlighted = false
        button.isSelected = false
        button.isEnabled = false
        #expect(button.state == .disabled && button.currentTitleColor == .tertiaryLabel)
        // The tint comes from above, and a new tint recolours the title.
        let container = UIView()
        container.tintColor = .systemOrange
        let plain = UIButton(type: .system)
        plain.setTitle("Edit", for: .normal)
        container.addSubview(plain)
        #expect(plain.titleLabel?.textColor == .systemOrange)
    }

    @Test("configurations: insets by size, colours by style, capsule corners, disabled greys")
    func configurations() throws {
        var filled = UIButton.Configuration.filled()
        filled.title = "Filled"
        let button = UIButton(configuration: filled)
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 17))
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        #expect(button.currentTitleColor == .white)
        #expect(filled.backgroundFill(for: .normal, tint: .systemBlue) == .systemBlue)
        filled.baseBackgroundColor = .systemPink
        filled.cornerStyle = .capsule
        #expect(filled.backgroundFill(for: .normal, tint: .systemBlue) == .systemPink)
        #expect(filled.cornerRadius(height: 30) == 15)
        #expect(filled.backgroundFill(for: .disabled, tint: .systemBlue) == .tertiarySystemFill)
        var small = UIButton.Configuration.plain()
        small.buttonSize = .small
        #expect(small.contentInsets == UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
        #expect(small.foregroundColor(for: .normal, tint: .systemRed) == .systemRed)
        #expect(small.backgroundFill(for: .normal, tint: .systemRed) == nil)
    }

    @Test("UIAction closures and the Swift spelling of addTarget run on sendActions(for:)")
    func actions() {
        final class Counter {
            var taps = 0
            var senders: [UIButton] = []
            func tap() { taps += 1 }
            func tapped(_ sender: UIButton) { senders.append(sender) }
        }
        let counter = Counter()
        let button = UIButton(type: .system)
        let action = UIAction(title: "Tap") { _ in counter.taps += 10 }
        button.addAction(action, for: .touchUpInside)
        button.addTarget(counter, action: Counter.tap, for: .touchUpInside)
        button.addTarget(counter, action: Counter.tapped, for: [.touchUpInside, .valueChanged])
        #expect(button.allControlEvents == [.touchUpInside, .valueChanged])
        button.sendActions(for: .touchUpInside)
        #expect(counter.taps == 11 && counter.senders.count == 1 && counter.senders[0] === button)
        button.removeAction(action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(counter.taps == 12)
        button.sendActions(for: .valueChanged)
        #expect(counter.taps == 12 && counter.senders.count == 3)
        var retried = 0
        let empty = EmptyStateView(title: "Empty", message: "Nothing here")
        empty.onRetry = { retried += 1 }
        empty.simulateRetryTap()
        #expect(retried == 1)
    }

    @Test("CheckboxControl: its tap recognizer is kept and inert; its action toggles and sends")
    func checkbox() throws {
        let box = CheckboxControl(frame: .zero)
        #expect(box.intrinsicContentSize == CGSize(width: 24, height: 24))
        let recognizer = try #require(box.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(recognizer.view === box && recognizer.state == .possible)
        var changes = 0
        box.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        recognizer.sendActions()
        #expect(box.isChecked && changes == 1)
        box.removeGestureRecognizer(recognizer)
        #expect(box.gestureRecognizers == nil && recognizer.view == nil)
    }

    @Test("PrimaryButton: contentEdgeInsets pad the title; isEnabled and isHighlighted observers run")
    func primaryButton() throws {
        let button = PrimaryButton(title: "Continue")
        let title = try #require(button.titleLabel).intrinsicContentSize
        #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 17))
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 48, height: title.height + 24))
        button.isEnabled = false
        #expect(button.alpha == 0.5)
        button.isEnabled = true
        button.isHighlighted = true
        #expect(button.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.8))
        #expect(button.titleLabel?.textColor == UIColor.white.withAlphaComponent(0.7))
    }

    @Test("table cells: the content view leaves the accessory's column; built-in styles place labels")
    func tableCells() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "value1")
        cell.textLabel?.text = "Notifications"
        cell.detailTextLabel?.text = "On"
        cell.accessoryType = .disclosureIndicator
        #expect(
            cell.fittingSize(for: CGSize(width: 320, height: Double.infinity))
                == CGSize(width: 320, height: 44))
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 286, height: 44))
        let text = try #require(cell.textLabel).frame
        let detail = try #require(cell.detailTextLabel).frame
        #expect(text.minX == 16 && detail.maxX == 286)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        let contact = ContactTableViewCell(
            style: .default, reuseIdentifier: ContactTableViewCell.reuseIdentifier)
        contact.configure(name: "Ada Lovelace", lastSeen: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(
            contact.reuseIdentifier == "ContactTableViewCell" && contact.accessoryType == .disclosureIndicator
        )
        // Self-sizing: the last line's top (32) + its height + 10.
        let size = contact.fittingSize(for: CGSize(width: 320, height: Double.infinity))
        let subheadline = UILabel()
        subheadline.font = .preferredFont(forTextStyle: .subheadline)
        subheadline.text = "Last seen Nov 14, 2023"
        #expect(size == CGSize(width: 320, height: 42 + subheadline.intrinsicContentSize.height))
        contact.setSelected(true, animated: false)
        #expect(contact.isSelected)
    }

    @Test("CategoryCell: isSelected overridden with didSet fills the content view with the tint")
    func collectionCell() {
        let cell = CategoryCell(frame: .zero)
        cell.titleLabel.text = "Design"
        let label = cell.titleLabel.intrinsicContentSize
        #expect(
            cell.fittingSize(for: CGSize(width: CGFloat.infinity, height: .infinity))
                == CGSize(width: label.width + 28, height: label.height + 16))
        cell.isSelected = true
        #expect(cell.contentView.backgroundColor == .systemBlue && cell.titleLabel.textColor == .white)
    }

    @Test("the buttons, cells and empty-state pages match their reviewed references, light and dark")
    func snapshots() {
        for style in [UserInterfaceStyle.light, .dark] {
            assertSnapshot(
                of: Corpus.buttons(), as: .png(width: 420, userInterfaceStyle: style),
                named: "buttons-\(style.rawValue)")
            assertSnapshot(
                of: Corpus.tableCells(), as: .png(width: 320, userInterfaceStyle: style),
                named: "cells-\(style.rawValue)")
            assertSnapshot(
                of: Corpus.emptyState(),
                as: .png(size: CGSize(width: 320, height: 240), userInterfaceStyle: style),
                named: "empty-\(style.rawValue)")
        }
    }
}
