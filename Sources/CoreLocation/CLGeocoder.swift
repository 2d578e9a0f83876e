import Foundation
import UIKit

/// What a geocoder calls with its placemarks, or with an error.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Turns coordinates into place names and back, over the cities `Gazetteer` knows (GeoNames'
/// cities of more than 15,000 people): a location becomes the nearest city within 100 km, an
/// address the city it names. Answers come on the main thread a moment later, on the device's
/// clock, as a network answer would; with nothing found, `CLError.geocodeFoundNoResult`.
@preconcurrency @MainActor open class CLGeocoder: NSObject {
    /// Whether a request is under way.
    open private(set) var isGeocoding = false
    private var pending: (work: Int, completion: CLGeocodeCompletionHandler)?
    private let environment = UIKitEnvironment.current
    /// How long a geocoding request takes on the device's clock.
    static let latency: TimeInterval = 0.2

    public override init() { super.init() }

    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        reverseGeocodeLocation(location, preferredLocale: nil, completionHandler: completionHandler)
    }

    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?,
                                     completionHandler: @escaping CLGeocodeCompletionHandler) {
        answer(completionHandler) {
            Gazetteer.nearest(to: location.coordinate).map { [CLPlacemark(city: $0, location: location)] } ?? []
        }
    }

    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        geocodeAddressString(addressString, in: nil, preferredLocale: nil, completionHandler: completionHandler)
    }

    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, completionHandler: @escaping CLGeocodeCompletionHandler) {
        geocodeAddressString(addressString, in: region, preferredLocale: nil, completionHandler: completionHandler)
    }

    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
                                   completionHandler: @escaping CLGeocodeCompletionHandler) {
        answer(completionHandler) {
            var cities = Gazetteer.search(addressString)
            if let circle = region as? CLCircularRegion {
                cities.sort { GeodesicDistance.greatCircle($0.coordinate, circle.center) < GeodesicDistance.greatCircle($1.coordinate, circle.center) }
            }
            return cities.prefix(1).map { city in
                CLPlacemark(city: city, location: CLLocation(coordinate: city.coordinate, altitude: 0, horizontalAccuracy: 5000,
                                                             verticalAccuracy: -1, timestamp: self.environment.clock.date))
            }
        }
    }

    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        try await withCheckedThrowingContinuation { continuation in
            reverseGeocodeLocation(location) { placemarks, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: placemarks ?? []) }
            }
        }
    }

    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        try await withCheckedThrowingContinuation { continuation in
            geocodeAddressString(addressString) { placemarks, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: placemarks ?? []) }
            }
        }
    }

    /// Stops the request under way: its completion gets `CLError.geocodeCanceled`.
    open func cancelGeocode() {
        guard let pending else { return }
        self.pending = nil
        isGeocoding = false
        environment.cancelSystemWork(pending.work)
        pending.completion(nil, CLError(.geocodeCanceled))
    }

    /// One request at a time, as on iOS: a second while one is under way is refused.
    private func answer(_ completion: @escaping CLGeocodeCompletionHandler, _ find: @escaping () -> [CLPlacemark]) {
        guard !isGeocoding else {
            locationLog.warning("CLGeocoder: a geocoding request is already under way; this one is not started")
            completion(nil, CLError(.network))
            return
        }
        isGeocoding = true
        // The request keeps its geocoder, as on iOS: `CLGeocoder().reverseGeocodeLocation(…)` answers.
        let work = environment.scheduleSystemWork(after: Self.latency, ambient: false) { [self] in
            guard let pending = self.pending else { return }
            self.pending = nil
            self.isGeocoding = false
            let found = find()
            if found.isEmpty { pending.completion(nil, CLError(.geocodeFoundNoResult)) } else { pending.completion(found, nil) }
        }
        pending = (work, completion)
    }
}
