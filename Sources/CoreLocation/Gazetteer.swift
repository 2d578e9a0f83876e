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

    /// Every city's position, read once (the same file for every device), south to north: `nearest`
    /// measures only the band of latitudes that can be near enough.
    private static let positions: [(index: Int32, latitude: Double, longitude: Double)] = {
        (0..<geonames_get_n_cities()).compactMap { i -> (index: Int32, latitude: Double, longitude: Double)? in
            guard let city = geonames_get_city(i) else { return nil }
            defer { geonames_city_free(city) }
            return (i, geonames_city_get_latitude(city), geonames_city_get_longitude(city))
        }.sorted { ($0.latitude, $0.index) < ($1.latitude, $1.index) }
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
        // A city further north or south than `limit` is further than `limit` (a great circle is at
        // least as long as its change of latitude), so only the band between is measured (a
        // hundredth wider, for rounding). Of cities as near, the first in the file's order wins.
        let band = limit / GeodesicDistance.meanRadius * 180 / .pi * 1.01
        var i = firstPosition(north: coordinate.latitude - band)
        var best: (index: Int32, distance: Double)?
        while i < positions.count, positions[i].latitude <= coordinate.latitude + band {
            let p = positions[i]
            i += 1
            let d = GeodesicDistance.greatCircle(coordinate, CLLocationCoordinate2D(latitude: p.latitude, longitude: p.longitude))
            if let b = best, (b.distance, b.index) <= (d, p.index) { continue }
            best = (p.index, d)
        }
        guard let best, best.distance <= limit else { return nil }
        return city(at: best.index)
    }

    /// The index of the first position at `latitude` or north of it (a binary search).
    private static func firstPosition(north latitude: Double) -> Int {
        var low = 0, high = positions.count
        while low < high {
            let mid = (low + high) / 2
            if positions[mid].latitude < latitude { low = mid + 1 } else { high = mid }
        }
        return low
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
