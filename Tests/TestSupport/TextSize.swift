import Canvas
import Foundation

/// The text size a label with default settings has for a string, font and wrapping width,
/// measured directly by Canvas (labels must agree with it).
public func textSize(
    _ text: String, font: Font, width: Double? = nil, alignment: TextAlignment = .natural
) -> Size {
    TextLayout(
        AttributedString(text),
        options: TextLayout.Options(
            width: width, maximumNumberOfLines: 0,
            defaults: TextDefaults(font: font, paragraphStyle: ParagraphStyle(alignment: alignment)))
    ).size
}
