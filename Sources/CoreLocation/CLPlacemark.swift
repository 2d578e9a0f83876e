import Foundation

/// A place a geocoder found: its name, city, state and country, where it is, its time zone.
open class CLPlacemark: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var location: CLLocation?
    open private(set) var name: String?
    open private(set) var thoroughfare: String?
    open private(set) var subThoroughfare: String?
    open private(set) var locality: String?
    open private(set) var subLocality: String?
    open private(set) var administrativeArea: String?
    open private(set) var subAdministrativeArea: String?
    open private(set) var postalCode: String?
    open private(set) var isoCountryCode: String?
    open private(set) var country: String?
    open private(set) var inlandWater: String?
    open private(set) var ocean: String?
    open private(set) var areasOfInterest: [String]?
    open private(set) var timeZone: TimeZone?
    /// The area the placemark covers.
    open private(set) var region: CLRegion?

    /// A copy of another placemark.
    public init(placemark: CLPlacemark) {
        super.init()
        copyFields(from: placemark)
    }

    init(city: Gazetteer.City, location: CLLocation) {
        super.init()
        self.location = location
        name = city.name
        locality = city.name
        administrativeArea = city.state.isEmpty ? nil : city.state
        isoCountryCode = city.countryCode
        country = city.country
        timeZone = TimeZone(identifier: city.timeZone)
        region = CLCircularRegion(center: city.coordinate, radius: 5000, identifier: "<\(city.coordinate.latitude),\(city.coordinate.longitude)> radius 5000")
    }

    private func copyFields(from p: CLPlacemark) {
        location = p.location; name = p.name; thoroughfare = p.thoroughfare; subThoroughfare = p.subThoroughfare
        locality = p.locality; subLocality = p.subLocality; administrativeArea = p.administrativeArea
        subAdministrativeArea = p.subAdministrativeArea; postalCode = p.postalCode; isoCountryCode = p.isoCountryCode
        country = p.country; inlandWater = p.inlandWater; ocean = p.ocean; areasOfInterest = p.areasOfInterest
        timeZone = p.timeZone; region = p.region
    }

    open func copy(with zone: NSZone? = nil) -> Any { CLPlacemark(placemark: self) }

    open override var description: String {
        [name, locality, administrativeArea, country].compactMap { $0 }.joined(separator: ", ")
    }
}
