import Foundation

// `.decode(type:decoder: JSONDecoder())` and `.encode(encoder:)`, as iOS's Foundation conforms its coders.
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension JSONEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
