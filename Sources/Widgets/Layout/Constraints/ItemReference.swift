/// A constraint's item, held weakly as UIKit holds it: a view or a layout guide.
struct ItemReference {
    /// The item.
    weak var object: AnyObject?
    /// The item's name for descriptions, kept when it is freed.
    let name: String

    init(_ object: AnyObject) {
        self.object = object
        let type = String(describing: Swift.type(of: object))
        if let guide = object as? LayoutGuide, !guide.identifier.isEmpty {
            name = "\(type):\(guide.identifier)"
        } else {
            name = "\(type):0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
        }
    }

    /// The item when it is a view.
    var view: View? { object as? View }
    /// The item when it is a layout guide.
    var guide: LayoutGuide? { object as? LayoutGuide }
    /// The view whose coordinates the item lives in: the view itself, or a guide's owner.
    var owningView: View? { view ?? guide?.owningView }
}
