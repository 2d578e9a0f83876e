import UIKit

/// A conversation in bubbles: table rows that size themselves to their text views, links found in
/// the text or set on it (tapping one asks the text view's delegate), and a picture sent as a text
/// attachment. The text is in the body style, so it follows the user's text size.
public final class ChatViewController: UITableViewController, UITextViewDelegate {
    public struct Message {
        public let text: String
        public let outgoing: Bool
        public var link: (title: String, url: URL)?
        public var picture: UIImage?
    }

    /// A sunset, drawn: what the friend sent.
    public static let sunset: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 160, height: 100)).image { ctx in
        UIColor(red: 1, green: 0.55, blue: 0.2, alpha: 1).setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 160, height: 100))
        UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: 55, y: 45, width: 50, height: 50)).fill()
        UIColor(red: 0.1, green: 0.3, blue: 0.6, alpha: 1).setFill()
        ctx.fill(CGRect(x: 0, y: 70, width: 160, height: 30))
    }

    public private(set) var messages: [Message] = [
        Message(text: "Are we still on for Saturday?", outgoing: false),
        Message(text: "Yes! I booked the table, the menu is at https://example.com/menu if you want a look first.", outgoing: true),
        Message(text: "Perfect. Here is where I was last night:", outgoing: false, picture: ChatViewController.sunset),
        Message(text: "Wow 😍", outgoing: true),
        Message(text: "The trail map is on the park's page, see the directions there before we go.", outgoing: false,
                link: (title: "directions", url: URL(string: "https://example.org/park/directions")!)),
    ]
    /// Links the user tapped, in order.
    public private(set) var openedLinks: [URL] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        tableView.separatorStyle = .none
        tableView.allowsSelection = false
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.register(ChatBubbleCell.self, forCellReuseIdentifier: ChatBubbleCell.identifier)
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ChatBubbleCell.identifier, for: indexPath)
        (cell as? ChatBubbleCell)?.configure(messages[indexPath.row], delegate: self)
        return cell
    }

    /// The bubble of row `row`, when it shows.
    public func bubble(at row: Int) -> UIView? {
        (tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? ChatBubbleCell)?.bubble
    }

    /// The text view of row `row`, when it shows.
    public func textView(at row: Int) -> UITextView? {
        (tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? ChatBubbleCell)?.textView
    }

    // Links open here rather than in a browser (the way a book's chat sample keeps them in the app).
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool {
        openedLinks.append(URL)
        return false
    }
}
