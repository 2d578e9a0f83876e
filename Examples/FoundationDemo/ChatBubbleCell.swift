import UIKit

/// One message of the chat: a rounded bubble, on the right for what the user sent, holding a text view
/// that does not scroll, so it is as tall as its text at the width the bubble gets (three quarters of
/// the row at most).
final class ChatBubbleCell: UITableViewCell {
    static let identifier = "Bubble"
    let bubble = UIView()
    let textView = UITextView()
    private var leading: NSLayoutConstraint!
    private var trailing: NSLayoutConstraint!

    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        bubble.layer.cornerRadius = 18
        bubble.translatesAutoresizingMaskIntoConstraints = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        textView.isScrollEnabled = false
        textView.isEditable = false
        textView.backgroundColor = .clear
        textView.dataDetectorTypes = .link
        textView.adjustsFontForContentSizeCategory = true
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        contentView.addSubview(bubble)
        bubble.addSubview(textView)
        leading = bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
        trailing = bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            textView.topAnchor.constraint(equalTo: bubble.topAnchor),
            textView.bottomAnchor.constraint(equalTo: bubble.bottomAnchor),
            textView.leadingAnchor.constraint(equalTo: bubble.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: bubble.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    func configure(_ message: ChatViewController.Message, delegate: UITextViewDelegate) {
        let outgoing = message.outgoing
        bubble.backgroundColor = outgoing ? .systemBlue : .systemGray5
        let color: UIColor = outgoing ? .white : .label
        let text = NSMutableAttributedString(string: message.text, attributes: [
            .font: UIFont.preferredFont(forTextStyle: .body), .foregroundColor: color])
        if let link = message.link {
            let range = (message.text as NSString).range(of: link.title)
            if range.location != NSNotFound { text.addAttribute(.link, value: link.url, range: range) }
        }
        if let picture = message.picture {
            let attachment = NSTextAttachment()
            attachment.image = picture
            attachment.bounds = CGRect(origin: .zero, size: picture.size)
            text.append(NSAttributedString(string: "\n"))
            text.append(NSAttributedString(attachment: attachment))
        }
        textView.attributedText = text
        textView.linkTextAttributes = outgoing
            ? [.foregroundColor: UIColor.white, .underlineStyle: NSUnderlineStyle.single.rawValue]
            : [.foregroundColor: UIColor.link]
        textView.delegate = delegate
        // Off before on: both at once cannot be met in a narrow row.
        NSLayoutConstraint.deactivate(outgoing ? [leading] : [trailing])
        NSLayoutConstraint.activate(outgoing ? [trailing] : [leading])
    }
}
