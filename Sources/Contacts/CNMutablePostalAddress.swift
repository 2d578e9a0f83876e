import Foundation

/// A postal address an app fills in.
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    open override var street: String { get { super.street } set { super.street = newValue } }
    open override var city: String { get { super.city } set { super.city = newValue } }
    open override var state: String { get { super.state } set { super.state = newValue } }
    open override var postalCode: String { get { super.postalCode } set { super.postalCode = newValue } }
    open override var country: String { get { super.country } set { super.country = newValue } }
    open override var isoCountryCode: String { get { super.isoCountryCode } set { super.isoCountryCode = newValue } }
}
