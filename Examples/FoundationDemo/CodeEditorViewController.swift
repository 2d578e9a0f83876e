import UIKit

/// Swift source coloured as it is typed: a text storage subclass keeps its own string and colours
/// keywords, strings, numbers and comments in `processEditing`, as TextKit tutorials build editors.
public final class CodeEditorViewController: UIViewController {
    public final class SyntaxTextStorage: NSTextStorage {
        let backing = NSMutableAttributedString(string: "")
        let font = UIFont.monospacedSystemFont(ofSize: 15, weight: .regular)
        static let rules: [(NSRegularExpression, UIColor)] = [
            (try! NSRegularExpression(pattern: "\\b(func|let|var|if|else|return|for|in|while|struct|class|import|guard|switch|case)\\b"), .systemPink),
            (try! NSRegularExpression(pattern: "\\b\\d+(\\.\\d+)?\\b"), .systemBlue),
            (try! NSRegularExpression(pattern: "\"[^\"\\n]*\"?"), .systemRed),
            (try! NSRegularExpression(pattern: "//.*"), .systemGreen),
        ]

        public override var string: String { backing.string }
        public override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
            backing.attributes(at: location, effectiveRange: range)
        }
        public override func replaceCharacters(in range: NSRange, with str: String) {
            beginEditing()
            backing.replaceCharacters(in: range, with: str)
            edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
            endEditing()
        }
        public override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
            beginEditing()
            backing.setAttributes(attrs, range: range)
            edited(.editedAttributes, range: range, changeInLength: 0)
            endEditing()
        }
        public override func processEditing() {
            let paragraphs = (string as NSString).paragraphRange(for: editedRange)
            setAttributes([.font: font, .foregroundColor: UIColor.label], range: paragraphs)
            for (regex, color) in SyntaxTextStorage.rules {
                for m in regex.matches(in: string, range: paragraphs) { addAttribute(.foregroundColor, value: color, range: m.range) }
            }
            super.processEditing()
        }
    }

    public let storage = SyntaxTextStorage()
    public private(set) var textView: UITextView!

    public init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Editor"
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: view.bounds.width, height: .greatestFiniteMagnitude))
        container.widthTracksTextView = true
        manager.addTextContainer(container)
        textView = UITextView(frame: view.bounds, textContainer: container)
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.autocorrectionType = .no
        textView.autocapitalizationType = .none
        textView.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        view.addSubview(textView)
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: """
            import UIKit

            // A greeting, three times.
            func greet(_ name: String) -> String {
                let count = 3
                return "Hello, " + name
            }
            """)
    }
}
