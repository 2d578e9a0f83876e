import Foundation

/// The base class of the areas paths keep out of; `GKPolygonObstacle` is the one obstacle
/// graphs route around.
open class GKObstacle: NSObject {}
