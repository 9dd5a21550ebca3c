import Canvas
import Foundation
import Testing
import VellumTesting
import Widgets

/// Every widget in its main states against reviewed references: pixels at scale 2 (a channel may
/// differ by 2, at most 0.1% of pixels by more) and, for composite trees, the laid-out tree.
@Suite struct WidgetSnapshotTests {
    static let tolerance = ImageTolerance(maximumChannelDelta: 2, maximumDifferingFraction: 0.001)
    static let text = "Vellum lays out UIKit-style views and draws them with Pango and Cairo."

    /// A white card around a view, so transparent widgets show on a known background.
    static func card(_ view: View, insets: Double = 8) -> View {
        let card = View().with { $0.backgroundColor = .white }
        view.pin(to: card, insets: EdgeInsets(all: insets))
        return card
    }

    @Test func labelStates() {
        let states = Stack.vertical(spacing: 8) {
            Label(text: "Single line, body font")
            Label(text: Self.text).with { $0.numberOfLines = 0 }
            Label(text: Self.text).with {
                $0.numberOfLines = 2
                $0.font = .headline
                $0.textColor = .systemBlue
            }
            Label(text: Self.text).with {
                $0.lineBreakMode = .byTruncatingMiddle
                $0.textAlignment = .center
                $0.font = .footnote
            }
            Label(text: "Right aligned").with {
                $0.textAlignment = .right
                $0.backgroundColor = .systemGray6
            }
        }
        assertSnapshot(of: Self.card(states), as: .png(width: 240, scale: 2, tolerance: Self.tolerance))
        assertSnapshot(of: Self.card(states), as: .dump(width: 240), named: "dump")
    }

    @Test func paddedLabelStates() {
        let pills = Stack.horizontal(spacing: 6, alignment: .center) {
            PaddedLabel().with(text: "Comedy")
            PaddedLabel().with(text: "Larger").with {
                $0.font = .systemFont(ofSize: 17, weight: .semibold)
                $0.horizontalInset = 14
                $0.verticalInset = 8
            }
            PaddedLabel().with(text: "Boxed").with {
                $0.backgroundColor = .label
                $0.textColor = .systemBackground
            }.withBox
            View.spacer
        }
        assertSnapshot(of: Self.card(pills), as: .png(width: 260, scale: 2, tolerance: Self.tolerance))
    }

    @Test(arguments: [1.0, 2, 3])
    func separatorsAtEveryScale(scale: Double) {
        let separators = Stack.horizontal(spacing: 8) {
            Stack.vertical(spacing: 6) {
                Label(text: "Above")
                Separator()
                Label(text: "Below")
            }
            Separator(axis: .vertical)
            Label(text: "Beside")
        }
        assertSnapshot(
            of: Self.card(separators), as: .png(width: 160, scale: scale, tolerance: Self.tolerance),
            named: "scale\(Int(scale))")
    }

    @Test func stackDistributionsAndAlignments() {
        func box(_ text: String, _ color: Color) -> View {
            PaddedLabel().with(text: text).with {
                $0.backgroundColor = color
                $0.textColor = .white
            }
        }
        let stacks = Stack.vertical(spacing: 6) {
            for distribution in [Stack.Distribution.fill, .fillEqually, .equalSpacing] {
                Stack.horizontal(spacing: 4, distribution: distribution) {
                    box("A", .systemBlue)
                    box("Bravo", .systemOrange)
                    box("Charlie", .systemGreen)
                }.with { $0.backgroundColor = .systemGray6 }
            }
            Stack.horizontal(spacing: 4, alignment: .firstBaseline) {
                Label(text: "Big").with { $0.font = .title1 }
                Label(text: "small").with { $0.font = .caption1 }
                View.spacer
            }
        }
        assertSnapshot(of: Self.card(stacks), as: .png(width: 240, scale: 2, tolerance: Self.tolerance))
        assertSnapshot(of: Self.card(stacks), as: .dump(width: 240), named: "dump")
    }

    @Test func imageViewContentModes() throws {
        // A 4 × 2 px image: left half blue, right half orange.
        var bytes: [UInt8] = []
        for _ in 0..<2 { bytes += [0, 122, 255, 255, 0, 122, 255, 255, 255, 149, 0, 255, 255, 149, 0, 255] }
        let image = try Image(rgbaBytes: bytes, pixelWidth: 4, pixelHeight: 2)
        let modes = Stack.horizontal(spacing: 6, distribution: .fillEqually) {
            for mode in ImageView.ContentMode.allCases {
                ImageView(image: image).with {
                    $0.contentMode = mode
                    $0.sized(height: 40)
                    $0.backgroundColor = .systemGray5
                    $0.clipsToBounds = true
                }
            }
        }
        assertSnapshot(of: Self.card(modes), as: .png(width: 240, scale: 2, tolerance: Self.tolerance))
    }

    @Test func viewAppearance() {
        let views = Stack.horizontal(spacing: 8) {
            View().sized(width: 40, height: 40).with {
                $0.backgroundColor = .systemTeal
                $0.layer.cornerRadius = 12
            }
            View().sized(width: 40, height: 40).with {
                $0.backgroundColor = .systemYellow
                $0.layer.borderWidth = 3
                $0.layer.borderColor = .systemRed
                $0.layer.cornerRadius = 6
            }
            View().sized(width: 40, height: 40).with {
                $0.backgroundColor = .systemPurple
                $0.alpha = 0.4
            }
            View().sized(width: 40, height: 40).with {
                $0.backgroundColor = .systemGray4
                $0.clipsToBounds = true
                $0.layer.cornerRadius = 20
                Label(text: "clipped text").pin(to: $0)
            }
            View.spacer
        }
        assertSnapshot(of: Self.card(views), as: .png(width: 240, scale: 2, tolerance: Self.tolerance))
    }
}
