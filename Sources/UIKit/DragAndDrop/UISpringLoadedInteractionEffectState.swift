/// Where a spring-loaded interaction is while a drag hovers over its view.
public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    case inactive, possible, activating, activated
}
