/// The Linux stand-in for `@IBOutlet` (PORTING.md): `@Outlet var label: UILabel!` is a plain stored
/// reference that starts as nil until code (or, later, a nib) connects it.
@propertyWrapper
public struct Outlet<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    public init() where Value: ExpressibleByNilLiteral { wrappedValue = nil }
}
