/// A constraint's item, held weakly as UIKit holds it: a view or a layout guide.
struct ItemReference {
    /// The item.
    weak var object: AnyObject?
    /// The item's class and address, for its name in descriptions (kept when it is freed; the
    /// name itself is made only when a description is asked for).
    private let type: AnyObject.Type
    private let address: ObjectIdentifier

    init(_ object: AnyObject) {
        self.object = object
        type = Swift.type(of: object)
        address = ObjectIdentifier(object)
    }

    /// The item's name: its class and a guide's identifier, or its class and address.
    var name: String {
        if let guide, !guide.identifier.isEmpty { return "\(type):\(guide.identifier)" }
        return "\(type):0x" + String(UInt(bitPattern: address.hashValue), radix: 16)
    }

    /// The item when it is a view.
    var view: View? { object as? View }
    /// The item when it is a layout guide.
    var guide: LayoutGuide? { object as? LayoutGuide }
    /// The view whose coordinates the item lives in: the view itself, or a guide's owner.
    var owningView: View? { view ?? guide?.owningView }
}
