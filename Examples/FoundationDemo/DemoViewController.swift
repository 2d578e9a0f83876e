import UIKit

/// The foundation demonstration: views, colors, rounded corners, borders, shadows,
/// labels in Latin, Czech and Cyrillic, an image, custom drawing and an animation.
public final class DemoViewController: UIViewController {
    private let spinner = UIView()
    private let content = UIView()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content)

        let title = UILabel()
        title.text = "OpenUIKit"
        title.font = .systemFont(ofSize: 34, weight: .bold)
        title.tag = 1
        content.addSubview(title)

        let subtitle = UILabel()
        subtitle.text = "UIKit for Linux — Cairo, Pango, Inter"
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        subtitle.textColor = .secondaryLabel
        subtitle.tag = 2
        content.addSubview(subtitle)

        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        card.tag = 3
        content.addSubview(card)
        let lines = [("Hello, world!", UIFont.systemFont(ofSize: 17)),
                     ("Příliš žluťoučký kůň úpěl ďábelské ódy", UIFont.systemFont(ofSize: 17)),
                     ("Съешь же ещё этих мягких французских булок", UIFont.systemFont(ofSize: 17)),
                     ("A very long line that does not fit and is truncated at the tail by the label", UIFont.systemFont(ofSize: 15))]
        for (i, line) in lines.enumerated() {
            let l = UILabel()
            l.text = line.0
            l.font = line.1
            l.tag = 10 + i
            card.addSubview(l)
        }

        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        for (i, c) in colors.enumerated() {
            let swatch = UIView()
            swatch.backgroundColor = c
            swatch.layer.cornerRadius = i % 2 == 0 ? 22 : 8
            swatch.layer.borderWidth = i == 4 ? 3 : 0
            swatch.layer.borderColor = UIColor.white.cgColor
            swatch.tag = 20 + i
            content.addSubview(swatch)
        }

        let photo = UIImageView(image: UIImage(named: "sunset", in: Bundle.module, compatibleWith: nil))
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.layer.cornerRadius = 16
        photo.tag = 30
        content.addSubview(photo)

        let star = StarView()
        star.backgroundColor = .clear
        star.tag = 31
        content.addSubview(star)

        let shadowed = UIView()
        shadowed.backgroundColor = .white
        shadowed.layer.cornerRadius = 10
        shadowed.layer.shadowOpacity = 0.25
        shadowed.layer.shadowRadius = 8
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 4)
        shadowed.tag = 32
        let caption = UILabel()
        caption.text = "Shadow"
        caption.textAlignment = .center
        caption.font = .systemFont(ofSize: 15, weight: .semibold)
        caption.tag = 33
        shadowed.addSubview(caption)
        content.addSubview(shadowed)

        spinner.backgroundColor = .systemIndigo
        spinner.layer.cornerRadius = 6
        content.addSubview(spinner)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaInsets
        let width = min(view.bounds.width, 600)
        let x0 = (view.bounds.width - width) / 2 + 16
        let w = width - 32
        content.frame = view.bounds
        var y = safe.top + 8
        content.viewWithTag(1)!.frame = CGRect(x: x0, y: y, width: w, height: 41); y += 43
        content.viewWithTag(2)!.frame = CGRect(x: x0, y: y, width: w, height: 20); y += 32
        let card = content.viewWithTag(3)!
        card.frame = CGRect(x: x0, y: y, width: w, height: 4 * 30 + 16)
        for i in 0..<4 { card.viewWithTag(10 + i)!.frame = CGRect(x: 16, y: 8 + CGFloat(i) * 30, width: w - 32, height: 30) }
        y += card.frame.height + 20
        let side: CGFloat = 44, gap = (w - 6 * side) / 5
        for i in 0..<6 { content.viewWithTag(20 + i)!.frame = CGRect(x: x0 + CGFloat(i) * (side + gap), y: y, width: side, height: side) }
        y += side + 20
        let half = (w - 16) / 2
        content.viewWithTag(30)!.frame = CGRect(x: x0, y: y, width: half, height: half * 2 / 3)
        content.viewWithTag(31)!.frame = CGRect(x: x0 + half + 16, y: y, width: half, height: half * 2 / 3)
        y += half * 2 / 3 + 24
        let shadowed = content.viewWithTag(32)!
        shadowed.frame = CGRect(x: x0, y: y, width: half, height: 56)
        shadowed.viewWithTag(33)!.frame = shadowed.bounds
        if spinner.layer.animationKeys() == nil {
            spinner.frame = CGRect(x: x0 + half + 16, y: y + 4, width: 48, height: 48)
        }
    }

    /// Slides and turns the indigo square across, back and forth.
    public func startAnimation() {
        let start = spinner.center
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseInOut, .repeat, .autoreverse]) {
            self.spinner.center = CGPoint(x: start.x + 100, y: start.y)
            self.spinner.transform = CGAffineTransform(rotationAngle: .pi / 2)
            self.spinner.backgroundColor = .systemPink
        }
    }
}

