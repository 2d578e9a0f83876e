/// Where speech stops or pauses: at once, or after the word being spoken.
public enum AVSpeechBoundary: Int, Sendable { case immediate, word }
