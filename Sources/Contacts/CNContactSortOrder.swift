/// How fetched contacts are ordered.
public enum CNContactSortOrder: Int, Sendable { case none = 0, userDefault, givenName, familyName }
