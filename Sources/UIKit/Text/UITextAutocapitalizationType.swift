/// When the keyboard's shift key engages by itself.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
