@_implementationOnly import CSDL2

/// What went wrong opening SDL, with SDL's own message.
public enum SDLError: Error, CustomStringConvertible {
    case sdl(String)
    public var description: String {
        switch self {
        case .sdl(let call): return "\(call) failed: \(String(cString: SDL_GetError()))"
        }
    }
}
