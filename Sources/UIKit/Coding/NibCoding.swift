import Foundation

/// What UIKit's classes ask of the coder a nib or storyboard makes them with, beyond `NSCoder`'s own
/// keyed reads: the elements that group values, the objects inside them, and what to do with those
/// once every object exists. `InterfaceBuilder/`'s `UINibDecoder` answers it; the classes name only
/// this protocol, so reading a file stays `InterfaceBuilder/`'s business and each class's attributes
/// stay its own.
@MainActor protocol NibCoding: NSCoder {
    /// The element the object is made from.
    var element: NibElement { get }
    /// Whether the file is a storyboard (prototype cells are made on each dequeue only there).
    var isStoryboard: Bool { get }

    /// A keyed element that groups values (`textInputTraits`, a button's `configuration`) as a coder.
    func nested(key: String) -> (any NibCoding)?
    /// The keyed element itself, for readers that walk it (a cell's content view).
    func child(key: String) -> NibElement?
    /// The elements inside a container (`<subviews>`, `<segments>`, `<items>`).
    func children(of container: String) -> [NibElement]
    /// Each element of this name as a coder (a button's `<state>`s).
    func all(_ name: String) -> [any NibCoding]
    /// Marks what a reader handles without asking for its value.
    func noteRead(_ keys: [String])

    /// Makes the object another element describes (a subview, a bar item), through its class.
    func make(_ e: NibElement) -> AnyObject?
    /// Whether an element names a class the file can make (a subview that could not be made is reported).
    func describesObject(_ e: NibElement) -> Bool
    /// An object that exists already reads what an element says (a cell's own label, a navigation
    /// controller's bar); `structure` adds a view's subviews, constraints and guides.
    func decode(_ object: NibDecodable, from e: NibElement, structure: Bool)
    /// Names an object made elsewhere (a cell's content view) by an element's id, for connections.
    func register(_ object: AnyObject, id: String)
    /// A view's `<constraints>`, made once every object exists.
    func holdConstraints(of view: AnyObject, _ e: NibElement)
    /// A prototype (a cell, a reusable view) made anew from the file on each call; nil outside a storyboard.
    func prototype(_ e: NibElement) -> (() -> AnyObject?)?
    /// A bar's appearances and title text attributes; a navigation item's appearances.
    func decodeBarLooks(of bar: AnyObject)
    func decodeItemAppearances(of item: AnyObject)
    /// An image the file names, from its bundle.
    func image(named name: String) -> UIImage?

    /// Reports something of the file this reader does not handle, once per place.
    func reportUnsupported(_ e: NibElement, _ what: String)
    /// Reports what nothing read of this coder's element.
    func reportUnread()
}

extension NibCoding {
    func noteRead(_ keys: String...) { noteRead(keys) }

    func decode(_ object: NibDecodable, from e: NibElement) { decode(object, from: e, structure: false) }
}
