/// What the user allowed the app of their contacts.
public enum CNAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized, limited }
