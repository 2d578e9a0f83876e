import UIKit

/// A profile card laid out entirely with Auto Layout: an avatar kept square, a name and a wrapping
/// bio in a stack view, a row of equal-width buttons, and a message bar that rides on the keyboard.
/// Beside the avatar in compact height (a turned iPhone), above it otherwise; resizes live with the
/// desktop window.
public final class AutoLayoutDemoViewController: UIViewController {
    public let avatar = UIView()
    public let name = UILabel()
    public let bio = UILabel()
    public let header = UIStackView()
    public let buttons = UIStackView()
    public let messageField = UITextField()
    public let bar = UIView()
    private let initials = UILabel()
    private var avatarSide: NSLayoutConstraint!

    public override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 12
        initials.text = "AL"
        initials.font = .boldSystemFont(ofSize: 34)
        initials.textColor = .white
        initials.translatesAutoresizingMaskIntoConstraints = false
        avatar.addSubview(initials)
        name.text = "Ada Lovelace"
        name.font = .boldSystemFont(ofSize: 28)
        bio.text = "Wrote the first published program, for Babbage's Analytical Engine, and saw that such a machine could act on anything that symbols can stand for, not only numbers."
        bio.numberOfLines = 0
        bio.textColor = .secondaryLabel
        let text = UIStackView(arrangedSubviews: [name, bio])
        text.axis = .vertical
        text.spacing = 6
        header.addArrangedSubview(avatar)
        header.addArrangedSubview(text)
        header.spacing = 16
        header.alignment = .center
        for title in ["Message", "Call", "Follow"] {
            var c = UIButton.Configuration.filled()
            c.title = title
            buttons.addArrangedSubview(UIButton(configuration: c))
        }
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        messageField.placeholder = "Say hello"
        messageField.borderStyle = .roundedRect
        bar.backgroundColor = .secondarySystemGroupedBackground
        for v in [header, buttons, bar, messageField] { v.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(header)
        view.addSubview(buttons)
        view.addSubview(bar)
        bar.addSubview(messageField)
        let guide = view.readableContentGuide
        avatarSide = avatar.widthAnchor.constraint(equalToConstant: 96)
        NSLayoutConstraint.activate([
            avatarSide,
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            initials.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
            initials.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            header.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            buttons.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 24),
            buttons.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            messageField.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            messageField.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
            messageField.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            messageField.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        arrange(for: traitCollection)
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        arrange(for: traitCollection)
    }

    /// Side by side when there is little height, stacked (avatar above, centred) otherwise.
    private func arrange(for traits: UITraitCollection) {
        let compactHeight = traits.verticalSizeClass == .compact
        header.axis = compactHeight ? .horizontal : .vertical
        avatarSide.constant = compactHeight ? 72 : 96
        name.textAlignment = compactHeight ? .natural : .center
        bio.textAlignment = compactHeight ? .natural : .center
    }
}
