import VellumUIKit

// A boarding pass written as UIKit code is, against VellumUIKit alone: a view controller that
// places the tear line in `viewDidLayoutSubviews` (converting between views), a ticket view drawn
// with Core Graphics (dotted tear line with round caps, a dashed arc, notches cut with an even-odd
// UIBezierPath inside a clip), layer shadows with continuous corners, monospaced codes (O and 0
// differ) and semantic colours for dark mode.

final class TicketView: UIView {
    var notchRadius: CGFloat = 12
    var tearLineY: CGFloat = 150 {
        didSet { setNeedsDisplay() }
    }
    var flightPathCenter = CGPoint(x: 150, y: 70)
    var ticketColor: UIColor = .secondarySystemBackground

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        UIBezierPath(rect: bounds).addClip()
        // The ticket, with a semicircular notch on each side of the tear line: even-odd makes the
        // notches holes whichever way they wind.
        let ticket = UIBezierPath(roundedRect: bounds, cornerRadius: 16)
        ticket.append(
            UIBezierPath(
                ovalIn: CGRect(
                    x: -notchRadius, y: tearLineY - notchRadius, width: notchRadius * 2,
                    height: notchRadius * 2)))
        ticket.append(
            UIBezierPath(
                ovalIn: CGRect(
                    x: bounds.width - notchRadius, y: tearLineY - notchRadius, width: notchRadius * 2,
                    height: notchRadius * 2)))
        ticket.usesEvenOddFillRule = true
        ticketColor.setFill()
        ticket.fill()
        context.restoreGState()

        // The tear line: round dots.
        context.setStrokeColor(UIColor.separator.cgColor)
        context.setLineWidth(2)
        context.setLineCap(.round)
        context.setLineDash(phase: 0, lengths: [0.1, 6])
        context.move(to: CGPoint(x: notchRadius + 6, y: tearLineY))
        context.addLine(to: CGPoint(x: bounds.width - notchRadius - 6, y: tearLineY))
        context.strokePath()

        // The flight path: a dashed arc from origin to destination, with a plane-sized dot on top.
        context.setLineDash(phase: 0, lengths: [4, 4])
        context.setLineCap(.butt)
        context.setStrokeColor(UIColor.systemBlue.cgColor)
        let center = flightPathCenter
        context.addArc(center: center, radius: 34, startAngle: .pi, endAngle: 0, clockwise: false)
        context.strokePath()
        UIColor.systemBlue.setFill()
        context.fillEllipse(in: CGRect(x: center.x - 5, y: center.y - 39, width: 10, height: 10))
    }
}

final class BoardingPassViewController: UIViewController {
    private let ticket = TicketView()
    private var codes: UIView!

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 340, height: 320))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        ticket.backgroundColor = .clear
        ticket.layer.shadowColor = UIColor.black.cgColor
        ticket.layer.shadowOpacity = 0.18
        ticket.layer.shadowOffset = CGSize(width: 0, height: 6)
        ticket.layer.shadowRadius = 10
        ticket.layer.cornerRadius = 16
        ticket.layer.cornerCurve = .continuous

        codes = UIStackView().horizontal(spacing: 0).views(
            airport("SFO", city: "San Francisco"),
            UIView.spacer,
            airport("JFK", city: "New York")
        )
        let details = UIStackView().horizontal(spacing: 18).views(
            detail("Flight", "VL 0207", monospaced: true), detail("Gate", "B12"), detail("Seat", "14A"),
            UIView.spacer
        )
        let passenger = detail("Passenger", "Ada Lovelace")
        let body = UIStackView().vertical(spacing: 12).views(codes, details, passenger)
        body.setCustomSpacing(44, after: codes)
        ticket.addSubview(body)
        body.pin(to: ticket, insets: UIEdgeInsets(top: 20, left: 22, bottom: 22, right: 22))
        view.addSubview(ticket)
        ticket.pin(
            to: view.safeAreaLayoutGuide, insets: UIEdgeInsets(top: 24, left: 20, bottom: 28, right: 20))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The tear line runs midway through the gap below the airport codes; the flight path
        // arcs between them.
        let codesFrame = codes.convert(codes.bounds, to: ticket)
        ticket.tearLineY = codesFrame.maxY + 22
        ticket.flightPathCenter = CGPoint(x: codesFrame.midX, y: codesFrame.minY + 44)
    }

    private func airport(_ code: String, city: String) -> UIView {
        UIStackView().vertical(spacing: 2).views(
            UILabel().with {
                $0.text = code
                $0.font = .monospacedSystemFont(ofSize: 34, weight: .bold)
                $0.textColor = .label
            },
            UILabel().with {
                $0.text = city
                $0.font = .preferredFont(forTextStyle: .caption1)
                $0.textColor = .secondaryLabel
            }
        )
    }

    private func detail(_ title: String, _ value: String, monospaced: Bool = false) -> UIView {
        UIStackView().vertical(spacing: 2).views(
            UILabel().with {
                $0.text = title.uppercased()
                $0.font = .systemFont(ofSize: 10, weight: .semibold)
                $0.textColor = .secondaryLabel
            },
            UILabel().with {
                $0.text = value
                $0.font =
                    monospaced
                    ? .monospacedSystemFont(ofSize: 17, weight: .semibold)
                    : .systemFont(ofSize: 17, weight: .semibold)
                $0.textColor = .label
            }
        )
    }
}

extension Seeds {
    /// The boarding pass: a UIKit-style controller in a window (which keeps the controller alive
    /// for its layout callbacks).
    public static func boardingPass() -> View {
        UIWindow(rootViewController: BoardingPassViewController())
    }
}
