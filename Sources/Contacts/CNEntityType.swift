/// What a contact store holds.
public enum CNEntityType: Int, Sendable { case contacts = 0 }
