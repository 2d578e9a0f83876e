import Foundation

/// Distances and bearings on the WGS 84 ellipsoid, as Core Location measures them along the
/// Earth's curvature: Vincenty's inverse formula (to a millimetre), with the great circle on the
/// mean sphere where it does not converge (nearly antipodal points).
enum GeodesicDistance {
    static let a = 6_378_137.0
    static let f = 1 / 298.257223563
    static let b = a * (1 - f)
    /// The mean radius, for moving a point by a distance along a bearing.
    static let meanRadius = 6_371_008.8

    static func metres(_ p: CLLocationCoordinate2D, _ q: CLLocationCoordinate2D) -> CLLocationDistance {
        if p == q { return 0 }
        let L = (q.longitude - p.longitude) * .pi / 180
        let U1 = atan((1 - f) * tan(p.latitude * .pi / 180)), U2 = atan((1 - f) * tan(q.latitude * .pi / 180))
        let sinU1 = sin(U1), cosU1 = cos(U1), sinU2 = sin(U2), cosU2 = cos(U2)
        var lambda = L
        for _ in 0..<200 {
            let sinL = sin(lambda), cosL = cos(lambda)
            let sinSigma = sqrt(pow(cosU2 * sinL, 2) + pow(cosU1 * sinU2 - sinU1 * cosU2 * cosL, 2))
            if sinSigma == 0 { return 0 }
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosL
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinL / sinSigma
            let cos2Alpha = 1 - sinAlpha * sinAlpha
            let cos2SigmaM = cos2Alpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cos2Alpha
            let C = f / 16 * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha))
            let previous = lambda
            lambda = L + (1 - C) * f * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                let u2 = cos2Alpha * (a * a - b * b) / (b * b)
                let A = 1 + u2 / 16384 * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)))
                let B = u2 / 1024 * (256 + u2 * (-128 + u2 * (74 - 47 * u2)))
                let deltaSigma = B * sinSigma * (cos2SigmaM + B / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
                    - B / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return b * A * (sigma - deltaSigma)
            }
        }
        return greatCircle(p, q)
    }

    static func greatCircle(_ p: CLLocationCoordinate2D, _ q: CLLocationCoordinate2D) -> CLLocationDistance {
        let φ1 = p.latitude * .pi / 180, φ2 = q.latitude * .pi / 180
        let dφ = φ2 - φ1, dλ = (q.longitude - p.longitude) * .pi / 180
        let h = sin(dφ / 2) * sin(dφ / 2) + cos(φ1) * cos(φ2) * sin(dλ / 2) * sin(dλ / 2)
        return 2 * meanRadius * asin(min(1, sqrt(h)))
    }

    /// The initial bearing from `p` to `q`, degrees clockwise from north (0..<360).
    static func bearing(_ p: CLLocationCoordinate2D, _ q: CLLocationCoordinate2D) -> CLLocationDirection {
        let φ1 = p.latitude * .pi / 180, φ2 = q.latitude * .pi / 180, dλ = (q.longitude - p.longitude) * .pi / 180
        let y = sin(dλ) * cos(φ2), x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(dλ)
        let degrees = atan2(y, x) * 180 / .pi
        return (degrees + 360).truncatingRemainder(dividingBy: 360)
    }

    /// The point `fraction` of the way from `p` to `q` along the great circle.
    static func interpolate(_ p: CLLocationCoordinate2D, _ q: CLLocationCoordinate2D, _ fraction: Double) -> CLLocationCoordinate2D {
        let φ1 = p.latitude * .pi / 180, λ1 = p.longitude * .pi / 180
        let φ2 = q.latitude * .pi / 180, λ2 = q.longitude * .pi / 180
        let δ = greatCircle(p, q) / meanRadius
        if δ == 0 { return p }
        let A = sin((1 - fraction) * δ) / sin(δ), B = sin(fraction * δ) / sin(δ)
        let x = A * cos(φ1) * cos(λ1) + B * cos(φ2) * cos(λ2)
        let y = A * cos(φ1) * sin(λ1) + B * cos(φ2) * sin(λ2)
        let z = A * sin(φ1) + B * sin(φ2)
        return CLLocationCoordinate2D(latitude: atan2(z, sqrt(x * x + y * y)) * 180 / .pi, longitude: atan2(y, x) * 180 / .pi)
    }
}
