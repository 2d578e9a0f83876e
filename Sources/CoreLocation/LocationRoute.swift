import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A way the simulated device travels: waypoints passed at a speed, or at the times a GPX file
/// gives them (as Xcode's GPX files and `simctl location start` move a Simulator).
package struct LocationRoute: Sendable {
    package struct Waypoint: Sendable {
        package let coordinate: CLLocationCoordinate2D
        /// Seconds from the route's start, where the GPX file gives a time.
        package let time: TimeInterval?
    }

    /// Where the device is at a moment of the route, its course and speed.
    struct Point {
        let coordinate: CLLocationCoordinate2D
        let course: CLLocationDirection
        let speed: CLLocationSpeed
    }

    package let waypoints: [Waypoint]
    /// Metres per second between waypoints without times (20, `simctl`'s default).
    package let speed: CLLocationSpeed
    /// Each waypoint's time from the start.
    private let arrivals: [TimeInterval]

    package init(_ coordinates: [CLLocationCoordinate2D], speed: CLLocationSpeed = 20) {
        self.init(waypoints: coordinates.map { Waypoint(coordinate: $0, time: nil) }, speed: speed)
    }

    package init(waypoints: [Waypoint], speed: CLLocationSpeed = 20) {
        self.waypoints = waypoints
        self.speed = max(speed, 0.01)
        var arrivals: [TimeInterval] = []
        for (i, point) in waypoints.enumerated() {
            if let time = point.time, time >= (arrivals.last ?? 0) { arrivals.append(time); continue }
            let previous = i == 0 ? nil : waypoints[i - 1].coordinate
            let leg = previous.map { GeodesicDistance.metres($0, point.coordinate) } ?? 0
            arrivals.append((arrivals.last ?? 0) + leg / self.speed)
        }
        self.arrivals = arrivals
    }

    /// Seconds from the first waypoint to the last.
    package var duration: TimeInterval { arrivals.last ?? 0 }

    func position(at elapsed: TimeInterval) -> Point {
        guard let first = waypoints.first else { return Point(coordinate: CLLocationCoordinate2D(), course: -1, speed: -1) }
        guard waypoints.count > 1 else { return Point(coordinate: first.coordinate, course: -1, speed: 0) }
        let t = min(max(elapsed, 0), duration)
        var leg = 1
        while leg < arrivals.count - 1 && arrivals[leg] < t { leg += 1 }
        let a = waypoints[leg - 1].coordinate, b = waypoints[leg].coordinate
        let span = arrivals[leg] - arrivals[leg - 1]
        let fraction = span > 0 ? (t - arrivals[leg - 1]) / span : 1
        let legSpeed = span > 0 ? GeodesicDistance.metres(a, b) / span : 0
        let arrived = elapsed >= duration
        return Point(coordinate: GeodesicDistance.interpolate(a, b, fraction), course: GeodesicDistance.bearing(a, b),
                     speed: arrived ? 0 : legSpeed)
    }

    /// The waypoints (`wpt`), track points (`trkpt`) or route points (`rtept`) of a GPX file, in
    /// order, with the times it gives them. Throws an error naming the file and the problem.
    package init(gpx url: URL, speed: CLLocationSpeed = 20) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw LocationRouteError(file: url.path, reason: "cannot be read: \(error.localizedDescription)")
        }
        let reader = GPXReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else {
            let line = parser.lineNumber
            throw LocationRouteError(file: url.path, reason: "line \(line): not well-formed XML (\(parser.parserError?.localizedDescription ?? "parse error"))")
        }
        if let problem = reader.problem { throw LocationRouteError(file: url.path, reason: problem) }
        guard !reader.points.isEmpty else {
            throw LocationRouteError(file: url.path, reason: "has no <wpt>, <trkpt> or <rtept> with lat and lon")
        }
        let start = reader.points.compactMap(\.date).first
        self.init(waypoints: reader.points.map { Waypoint(coordinate: $0.coordinate, time: $0.date.flatMap { d in start.map { d.timeIntervalSince($0) } }) },
                  speed: speed)
    }
}

/// A GPX file that cannot be a route: which file, and why.
package struct LocationRouteError: Error, CustomStringConvertible {
    package let file: String
    package let reason: String
    package var description: String { "\(file): \(reason)" }
}

/// Reads the points of a GPX document.
private final class GPXReader: NSObject, XMLParserDelegate {
    var points: [(coordinate: CLLocationCoordinate2D, date: Date?)] = []
    var problem: String?
    private var inPoint = false
    private var inTime = false
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "wpt", "trkpt", "rtept":
            guard let lat = attributes["lat"].flatMap(Double.init), let lon = attributes["lon"].flatMap(Double.init),
                  CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: lat, longitude: lon)) else {
                if problem == nil { problem = "line \(parser.lineNumber): <\(name)> needs lat and lon in degrees" }
                return
            }
            points.append((CLLocationCoordinate2D(latitude: lat, longitude: lon), nil))
            inPoint = true
        case "time" where inPoint:
            inTime = true
            text = ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { if inTime { text += string } }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        switch name {
        case "wpt", "trkpt", "rtept": inPoint = false
        case "time" where inTime:
            inTime = false
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            let date = formatter.date(from: trimmed) ?? ISO8601DateFormatter().date(from: trimmed)
            if let date, !points.isEmpty { points[points.count - 1].date = date }
            else if problem == nil { problem = "line \(parser.lineNumber): <time> \(trimmed) is not an ISO 8601 time" }
        default: break
        }
    }
}
