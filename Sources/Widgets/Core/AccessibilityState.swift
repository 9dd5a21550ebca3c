import Canvas

/// A view's accessibility settings, kept out of line (most views set none): UIKit's label,
/// traits and element flag, and the structure role a tagged PDF gives the view.
final class AccessibilityState {
    var label: String?
    var traits: AccessibilityTraits = []
    var isElement: Bool?
    var structureRole: StructureRole??
}
