// Intentionally empty: the cross-import overlay Swift Testing looks for (DESIGN.md).
