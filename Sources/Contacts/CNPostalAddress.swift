import Foundation

/// A postal address.
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open internal(set) var street = ""
    open internal(set) var city = ""
    open internal(set) var state = ""
    open internal(set) var postalCode = ""
    open internal(set) var country = ""
    open internal(set) var isoCountryCode = ""
    open internal(set) var subLocality = ""
    open internal(set) var subAdministrativeArea = ""

    public override init() { super.init() }

    func copyFields(from other: CNPostalAddress) {
        street = other.street; city = other.city; state = other.state; postalCode = other.postalCode
        country = other.country; isoCountryCode = other.isoCountryCode
        subLocality = other.subLocality; subAdministrativeArea = other.subAdministrativeArea
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CNPostalAddress()
        copy.copyFields(from: self)
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = CNMutablePostalAddress()
        copy.copyFields(from: self)
        return copy
    }
}
