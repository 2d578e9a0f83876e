import Foundation
@_implementationOnly import CGeonames

/// The places geocoding knows: the 24,000 cities of GeoNames' `cities15000` (every city of more
/// than 15,000 people, CC BY 4.0), as Debian's libgeonames packages them. Names, states, countries
/// and time zones; no streets or postal codes.
enum Gazetteer {
    struct City: Sendable {
        let name: String
        let state: String
        let country: String
        let countryCode: String
        let timeZone: String
        let coordinate: CLLocationCoordinate2D
        let population: Int
    }

    /// Every city's position, read once: the same file for every device.
    private static let positions: [(index: Int32, latitude: Double, longitude: Double)] = {
        (0..<geonames_get_n_cities()).compactMap { i in
            guard let city = geonames_get_city(i) else { return nil }
            defer { geonames_city_free(city) }
            return (i, geonames_city_get_latitude(city), geonames_city_get_longitude(city))
        }
    }()

    private static func city(at index: Int32) -> City? {
        guard let city = geonames_get_city(index) else { return nil }
        defer { geonames_city_free(city) }
        func text(_ c: UnsafePointer<gchar>?) -> String { c.map { String(cString: $0) } ?? "" }
        return City(name: text(geonames_city_get_name(city)), state: text(geonames_city_get_state(city)),
                    country: text(geonames_city_get_country(city)), countryCode: text(geonames_city_get_country_code(city)),
                    timeZone: text(geonames_city_get_timezone(city)),
                    coordinate: CLLocationCoordinate2D(latitude: geonames_city_get_latitude(city), longitude: geonames_city_get_longitude(city)),
                    population: Int(geonames_city_get_population(city)))
    }

    /// The city nearest `coordinate`, if one is within `limit` metres.
    static func nearest(to coordinate: CLLocationCoordinate2D, within limit: CLLocationDistance = 100_000) -> City? {
        var best: (index: Int32, distance: Double)?
        for p in positions {
            let d = GeodesicDistance.greatCircle(coordinate, CLLocationCoordinate2D(latitude: p.latitude, longitude: p.longitude))
            if d < best?.distance ?? .infinity { best = (p.index, d) }
        }
        guard let best, best.distance <= limit else { return nil }
        return city(at: best.index)
    }

    /// The cities an address names, the likeliest first: each comma-separated part is looked up by
    /// name, and a city whose state or country another part names ranks first, then the most populous.
    static func search(_ address: String) -> [City] {
        let parts = address.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        for part in parts {
            var count: guint = 0
            guard let found = geonames_query_cities_sync(part, GEONAMES_QUERY_DEFAULT, &count, nil, nil) else { continue }
            defer { g_free(found) }
            let cities = (0..<Int(count)).compactMap { city(at: found[$0]) }.filter { $0.name.localizedCaseInsensitiveCompare(part) == .orderedSame
                || $0.name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) == part.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
            guard !cities.isEmpty else { continue }
            let others = parts.filter { $0 != part }.map { $0.lowercased() }
            func matches(_ c: City) -> Int {
                others.filter { o in o == c.country.lowercased() || o == c.countryCode.lowercased() || o == c.state.lowercased()
                    || (o.count == 2 && c.countryCode == "US" && c.state.lowercased().hasPrefix(o.prefix(1))) }.count
            }
            return cities.sorted { (matches($0), $0.population) > (matches($1), $1.population) }
        }
        return []
    }
}
