import Foundation
import Testing
import UIKit
import UIKitTesting

// UISearchBar's appearance API as apps skin it (styles, tints, background, field and icon images,
// position adjustments, the scope bar's images and titles), its bookmark and results-list
// buttons, and the field's tokens — checked on state and on pixels.

@MainActor @Suite struct SearchBarAppearanceTests {
    /// A search bar 56 points high at y = 100, over a red view that shows where the bar lets it through.
    func host(_ sim: Simulator, configure: (UISearchBar) -> Void = { _ in }) -> UISearchBar {
        let vc = UIViewController()
        vc.view.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 0, y: 80, width: sim.screen.bounds.width, height: 200))
        red.backgroundColor = .red
        vc.view.addSubview(red)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: sim.screen.bounds.width, height: 56))
        configure(bar)
        vc.view.addSubview(bar)
        sim.rootViewController = vc
        sim.settle()
        return bar
    }

    func swatch(_ color: UIColor, _ size: CGSize = CGSize(width: 4, height: 4)) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { ctx in
            color.setFill()
            ctx.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// A point on the bar outside its field (its left margin).
    func barEdge(_ bar: UISearchBar) -> CGPoint { bar.convert(CGPoint(x: 3, y: 3), to: nil) }

    @Test func stylesAndTintsColourTheBar() {
        let sim = Simulator(device: .iPhone15)
        let plain = host(sim) { $0.isTranslucent = false }
        #expect(sim.color(at: barEdge(plain)) == RGBA(r: 255, g: 255, b: 255), "an opaque default bar is the system background")
        let translucent = host(sim)
        let seen = sim.color(at: barEdge(translucent))
        #expect(seen.r == 255 && seen.g > 235 && seen.g < 252, "94 % white over red: \(seen)")
        let minimal = host(sim) { $0.searchBarStyle = .minimal }
        #expect(sim.color(at: barEdge(minimal)) == RGBA(r: 255, g: 0, b: 0), "a minimal bar is the field alone")
        let tinted = host(sim) { $0.barTintColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1) }
        #expect(sim.color(at: barEdge(tinted)) == RGBA(r: 0, g: 128, b: 0))
        let black = host(sim) { $0.barStyle = .black; $0.isTranslucent = false }
        #expect(sim.color(at: barEdge(black)) == RGBA(r: 28, g: 28, b: 28) && black.searchTextField.textColor == .white)
        #expect(UISearchBar().searchBarStyle == .default && UISearchBar().isTranslucent && UISearchBar().barTintColor == nil)
    }

    @Test func backgroundAndFieldImagesReplaceTheDrawnOnes() throws {
        let sim = Simulator(device: .iPhone15)
        let blue = swatch(.blue), orange = swatch(.orange), grey = swatch(.gray)
        let bar = host(sim) { bar in
            bar.backgroundImage = blue
            bar.setSearchFieldBackgroundImage(orange, for: .normal)
            bar.setSearchFieldBackgroundImage(grey, for: .disabled)
        }
        #expect(bar.backgroundImage === blue && bar.backgroundImage(for: .any, barMetrics: .default) === blue)
        #expect(bar.backgroundImage(for: .top, barMetrics: .default) == nil, "the getter answers for the exact position")
        #expect(bar.searchFieldBackgroundImage(for: .normal) === orange && bar.searchFieldBackgroundImage(for: .highlighted) == nil)
        #expect(sim.color(at: barEdge(bar)) == RGBA(r: 0, g: 0, b: 255))
        let field = bar.searchTextField
        let inField = field.convert(CGPoint(x: field.bounds.maxX - 4, y: field.bounds.midY), to: nil)
        #expect(sim.color(at: inField) == RGBA(r: 255, g: 128, b: 0))
        field.isEnabled = false
        #expect(sim.color(at: inField) == RGBA(r: 128, g: 128, b: 128), "the disabled state's image")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/search-bar-images.png"))
        }
    }

    @Test func iconImagesAndPositionAdjustmentsMoveWhatTheySay() throws {
        let sim = Simulator(device: .iPhone15)
        let purple = swatch(.purple, CGSize(width: 12, height: 12))
        let bar = host(sim) { $0.setImage(purple, for: .search, state: .normal) }
        #expect(bar.image(for: .search, state: .normal) === purple && bar.image(for: .clear, state: .normal) == nil)
        let field = bar.searchTextField
        func purpleColumns() -> [CGFloat] {
            var columns: [CGFloat] = []
            for x in 0..<60 {
                let p = field.convert(CGPoint(x: CGFloat(x), y: field.bounds.midY), to: nil)
                if sim.color(at: p) == RGBA(r: 128, g: 0, b: 128) { columns.append(CGFloat(x)) }
            }
            return columns
        }
        let before = purpleColumns()
        #expect(before.count >= 11, "the 12-point icon where the magnifier was: \(before)")
        bar.setPositionAdjustment(UIOffset(horizontal: 10, vertical: 0), for: .search)
        #expect(bar.positionAdjustment(for: .search) == UIOffset(horizontal: 10, vertical: 0))
        let after = purpleColumns()
        #expect(after.first == before.first.map { $0 + 10 }, "moved 10 points right: \(after)")

        let textBefore = field.textRect(forBounds: field.bounds)
        bar.searchTextPositionAdjustment = UIOffset(horizontal: 6, vertical: 2)
        let textAfter = field.textRect(forBounds: field.bounds)
        #expect(textAfter.minX == textBefore.minX + 6 && textAfter.minY == textBefore.minY + 2)
        let fieldBefore = field.frame
        bar.searchFieldBackgroundPositionAdjustment = UIOffset(horizontal: 0, vertical: 4)
        bar.layoutIfNeeded()
        #expect(field.frame.minY == fieldBefore.minY + 4 && field.frame.minX == fieldBefore.minX)

        // The clear button's own image while there is text.
        let green = swatch(.green, CGSize(width: 14, height: 14))
        bar.setImage(green, for: .clear, state: .normal)
        sim.tap(on: field)
        sim.type("cats")
        let clear = field.clearButtonRect(forBounds: field.bounds)
        #expect(sim.color(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil)) == RGBA(r: 0, g: 255, b: 0))
    }

    final class ButtonsDelegate: UISearchBarDelegate {
        var calls: [String] = []
        func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { calls.append("bookmark") }
        func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { calls.append("results") }
        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
    }

    @Test func bookmarkAndResultsButtonsTellTheDelegate() throws {
        let sim = Simulator(device: .iPhone15)
        let delegate = ButtonsDelegate()
        let bar = host(sim) { $0.showsBookmarkButton = true; $0.delegate = delegate }
        sim.tap(on: try #require(sim.view(withText: "Bookmarks")))
        #expect(delegate.calls == ["bookmark"])
        bar.showsBookmarkButton = false
        bar.showsSearchResultsButton = true
        bar.isSearchResultsButtonSelected = true
        sim.settle()
        #expect(sim.view(withText: "Bookmarks") == nil)
        let results = try #require(sim.view(withText: "Results List") as? UIControl)
        #expect(results.isSelected)
        sim.tap(on: results)
        #expect(delegate.calls == ["bookmark", "results"])
        // The keyboard's Search key waits for text (enablesReturnKeyAutomatically).
        #expect(bar.searchTextField.enablesReturnKeyAutomatically)
        // Right after the last tap, far from it: a new tap, not the second of a double tap.
        sim.tap(on: bar.searchTextField)
        #expect(bar.searchTextField.isFirstResponder)
        sim.settle()
        let search = try #require(sim.view(withText: "search"))
        sim.tap(on: search)
        #expect(delegate.calls == ["bookmark", "results"], "an empty field's Search key does nothing")
        sim.type("owl")
        sim.tap(on: search)
        #expect(delegate.calls.last == "search")
    }

    @Test func theScopeBarTakesImagesAndTitleAttributes() throws {
        let sim = Simulator(device: .iPhone15)
        let yellow = swatch(.yellow), cyan = swatch(.cyan), black = swatch(.black, CGSize(width: 2, height: 4)), brown = swatch(.brown)
        let bar = host(sim) { bar in
            bar.scopeButtonTitles = ["All", "Birds"]
            bar.showsScopeBar = true
            bar.frame.size.height = 100
            bar.scopeBarBackgroundImage = brown
            bar.setScopeBarButtonBackgroundImage(yellow, for: .normal)
            bar.setScopeBarButtonBackgroundImage(cyan, for: .selected)
            bar.setScopeBarButtonDividerImage(black, forLeftSegmentState: .selected, rightSegmentState: .normal)
            bar.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        }
        #expect(bar.scopeBarButtonBackgroundImage(for: .selected) === cyan)
        #expect(bar.scopeBarButtonDividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal) === black)
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
        let all = try #require(sim.view(withText: "All")), birds = try #require(sim.view(withText: "Birds"))
        let scope = try #require(all.superview as? UISegmentedControl)
        func at(_ x: CGFloat) -> RGBA { sim.color(at: scope.convert(CGPoint(x: x, y: 3), to: nil)) }
        #expect(at(4) == RGBA(r: 0, g: 255, b: 255), "the selected segment's image")
        #expect(at(scope.bounds.maxX - 4) == RGBA(r: 255, g: 255, b: 0), "the normal segment's image")
        #expect(at(scope.bounds.midX) == RGBA(r: 0, g: 0, b: 0), "the divider between selected and normal")
        #expect((birds as? UILabel)?.textColor == .red)
        let belowScope = bar.convert(CGPoint(x: 2, y: 56 + 40), to: nil)
        #expect(sim.color(at: belowScope) == RGBA(r: 153, g: 102, b: 51), "the scope bar's background image")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/search-bar-scope-images.png"))
        }
    }

    @Test func tokensSitBeforeTheTextAndDeleteTwoStepsAtATime() throws {
        let sim = Simulator(device: .iPhone15)
        let bar = host(sim)
        let field = bar.searchTextField
        func token(_ text: String) -> UISearchToken {
            let token = UISearchToken(icon: nil, text: text)
            token.representedObject = text
            return token
        }
        func names() -> [String] { field.tokens.compactMap { $0.representedObject as? String } }
        let photos = token("Photos")
        field.tokens = [photos]
        field.insertToken(token("Favourites"), at: 1)
        #expect(names() == ["Photos", "Favourites"])
        #expect(field.tokens[0] === photos && field.allowsDeletingTokens && field.tokenBackgroundColor == nil)
        let emptyText = field.textRect(forBounds: field.bounds)
        sim.tap(on: field)
        sim.type("dogs")
        #expect(field.text == "dogs", "tokens are not in the text")
        #expect(emptyText.minX > 150, "the text starts after both pills: \(emptyText)")
        let pill = try #require(sim.view(withText: "Photos"))
        let pillColor = sim.color(at: pill.convert(CGPoint(x: 3, y: pill.bounds.midY), to: nil))
        #expect(pillColor.b > pillColor.r && pillColor.b > 200, "a light tint pill: \(pillColor)")
        if let dir = ProcessInfo.processInfo.environment["OPENUIKIT_SHOTS"] {
            try sim.screenshot().write(to: URL(fileURLWithPath: dir + "/search-bar-tokens.png"))
        }
        // Back over the text, then the last token is selected, then deleted.
        sim.type("\u{8}\u{8}\u{8}\u{8}")
        #expect(field.text == "" && field.tokens.count == 2)
        sim.type("\u{8}")
        #expect(field.tokens.count == 2, "the first delete selects the token")
        let selected = try #require(sim.view(withText: "Favourites"))
        let solid = sim.color(at: selected.convert(CGPoint(x: 3, y: selected.bounds.midY), to: nil))
        #expect(solid == RGBA(r: 0, g: 122, b: 255), "a selected token is the solid tint: \(solid)")
        sim.type("\u{8}")
        #expect(names() == ["Photos"])
        field.allowsDeletingTokens = false
        sim.type("\u{8}\u{8}")
        #expect(field.tokens.count == 1)
        // Typed words turned into a token, as a filter.
        sim.type("red birds")
        field.replaceTextualPortion(of: try #require(field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 4)!)),
                                    with: token("Red"), at: 0)
        #expect(field.text == "birds" && names() == ["Red", "Photos"])
        #expect(field.textualRange.isEmpty == false)
        field.tokenBackgroundColor = .orange
        field.removeToken(at: 0)
        #expect(names() == ["Photos"])
    }
}
