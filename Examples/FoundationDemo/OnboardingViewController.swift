import UIKit

/// An onboarding carousel: pages in a scrolling page view controller, a page control under them that
/// follows the swipes and turns the pages when tapped, and "Get Started" on the last page.
public final class OnboardingViewController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    /// One page: a big symbol-like badge, a title and a line of text on a colour.
    public final class Page: UIViewController {
        public let index: Int
        let heading: String, text: String, colour: UIColor
        init(index: Int, heading: String, text: String, colour: UIColor) {
            self.index = index
            self.heading = heading
            self.text = text
            self.colour = colour
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("made in code") }
        private let badge = UIView(), titleLabel = UILabel(), body = UILabel()
        public override func viewDidLoad() {
            view.backgroundColor = .systemBackground
            badge.backgroundColor = colour
            badge.layer.cornerRadius = 40
            titleLabel.text = heading
            titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
            titleLabel.textAlignment = .center
            body.text = text
            body.font = .systemFont(ofSize: 17)
            body.textColor = .secondaryLabel
            body.textAlignment = .center
            body.numberOfLines = 0
            for v in [badge, titleLabel, body] { view.addSubview(v) }
        }
        public override func viewDidLayoutSubviews() {
            let b = view.bounds
            badge.frame = CGRect(x: b.midX - 80, y: b.midY - 200, width: 160, height: 160)
            titleLabel.frame = CGRect(x: 24, y: badge.frame.maxY + 32, width: b.width - 48, height: 36)
            body.frame = CGRect(x: 32, y: titleLabel.frame.maxY + 12, width: b.width - 64, height: 66)
        }
    }

    public let pages: [Page] = [
        Page(index: 0, heading: "Welcome", text: "Keep every trip in one place.", colour: .systemBlue),
        Page(index: 1, heading: "Plan", text: "Add flights, hotels and notes as you book them.", colour: .systemOrange),
        Page(index: 2, heading: "Share", text: "Send the plan to everyone travelling with you.", colour: .systemGreen),
    ]
    public let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    public let pageControl = UIPageControl()
    public let startButton = UIButton(type: .system)
    public private(set) var started = false

    public init() { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("made in code") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(pager)
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        pager.dataSource = self
        pager.delegate = self
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        pageControl.numberOfPages = pages.count
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        pageControl.addTarget(self, action: OnboardingViewController.pageControlChanged, for: .valueChanged)
        view.addSubview(pageControl)
        startButton.setTitle("Get Started", for: .normal)
        startButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        startButton.backgroundColor = .systemBlue
        startButton.setTitleColor(.white, for: .normal)
        startButton.layer.cornerRadius = 12
        startButton.alpha = 0
        startButton.addAction(UIAction { [weak self] _ in self?.started = true }, for: .touchUpInside)
        view.addSubview(startButton)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds.inset(by: view.safeAreaInsets)
        startButton.frame = CGRect(x: b.midX - 150, y: b.maxY - 70, width: 300, height: 50)
        pageControl.frame = CGRect(x: b.minX, y: startButton.frame.minY - 44, width: b.width, height: 28)
        pager.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: pageControl.frame.minY)
    }

    public var currentIndex: Int { (pager.viewControllers?.first as? Page)?.index ?? 0 }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let p = viewController as? Page, p.index > 0 else { return nil }
        return pages[p.index - 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let p = viewController as? Page, p.index < pages.count - 1 else { return nil }
        return pages[p.index + 1]
    }

    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed { pageChanged() }
    }

    private func pageChanged() {
        pageControl.currentPage = currentIndex
        UIView.animate(withDuration: 0.25) { self.startButton.alpha = self.currentIndex == self.pages.count - 1 ? 1 : 0 }
    }

    private func pageControlChanged() {
        let to = pageControl.currentPage
        guard to != currentIndex else { return }
        pager.setViewControllers([pages[to]], direction: to > currentIndex ? .forward : .reverse, animated: true) { [weak self] _ in
            self?.pageChanged()
        }
    }
}
