import Foundation
import VellumUIKit

// Avatar images with a person's initials, as public UIKit code makes them for contacts without
// a photo: UIGraphicsImageRenderer draws a circle in a colour picked from the name, and the
// initials centred in it with size(withAttributes:) and draw(at:withAttributes:).

enum InitialsAvatarRenderer {

    static let palette: [UIColor] = [
        .systemRed, .systemOrange, .systemGreen, .systemTeal, .systemBlue, .systemPurple,
    ]

    static func initials(of name: String) -> String {
        let parts = name.split(separator: " ").prefix(2)
        return parts.compactMap { $0.first.map(String.init) }.joined().uppercased()
    }

    static func image(for name: String, diameter: CGFloat) -> UIImage {
        let size = CGSize(width: diameter, height: diameter)
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: size, format: format)
        let colorIndex = name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % palette.count
        return renderer.image { context in
            palette[colorIndex].setFill()
            context.cgContext.fillEllipse(in: CGRect(origin: .zero, size: size))
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: diameter * 0.4, weight: .semibold),
                .foregroundColor: UIColor.white,
            ]
            let text = initials(of: name) as NSString
            let textSize = text.size(withAttributes: attributes)
            text.draw(
                at: CGPoint(x: (diameter - textSize.width) / 2, y: (diameter - textSize.height) / 2),
                withAttributes: attributes)
        }
    }
}
