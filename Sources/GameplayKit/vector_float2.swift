/// The C SIMD vector names GameplayKit's API uses, as the simd module spells them on iOS:
/// `vector_float2(1, 2)`, `vector_int2(x, y)` (Swift's own `SIMD2`).
public typealias vector_float2 = SIMD2<Float>

/// Two 32-bit integers: a grid position.
public typealias vector_int2 = SIMD2<Int32>

/// simd's `vector2(_:_:)`, which apps use to make positions.
public func vector2(_ x: Float, _ y: Float) -> vector_float2 {
    vector_float2(x, y)
}
