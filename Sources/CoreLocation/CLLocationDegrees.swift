import Foundation

/// A latitude or longitude in degrees (north and east positive), on the WGS 84 datum.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees from true north, clockwise.
public typealias CLLocationDirection = Double
/// An accuracy in metres (negative: invalid).
public typealias CLLocationAccuracy = Double
/// The accuracy of a speed, in metres per second.
public typealias CLLocationSpeedAccuracy = Double
/// The accuracy of a course, in degrees.
public typealias CLLocationDirectionAccuracy = Double
/// A magnetic field strength in microteslas.
public typealias CLHeadingComponentValue = Double
/// A beacon's major or minor value.
public typealias CLBeaconMajorValue = UInt16
public typealias CLBeaconMinorValue = UInt16

/// The accuracies an app asks for (`desiredAccuracy`), as iOS defines them.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// Every movement is reported (`distanceFilter`).
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// Every change of heading is reported (`headingFilter`).
public let kCLHeadingFilterNone: CLLocationDegrees = -1
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
public let CLTimeIntervalMax: TimeInterval = .greatestFiniteMagnitude
/// The error domain of Core Location's errors.
public let kCLErrorDomain = "kCLErrorDomain"
/// An invalid coordinate, as Core Location gives one.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
