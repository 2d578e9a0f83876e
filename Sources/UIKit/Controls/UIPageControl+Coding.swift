import Foundation

extension UIPageControl {
    func decodePageControl(from coder: NSCoder) {
        if let n = coder.integer("numberOfPages") { numberOfPages = n }
        if let n = coder.integer("currentPage") { currentPage = n }
        if let h = coder.flag("hidesForSinglePage") { hidesForSinglePage = h }
        if let c = coder.color("pageIndicatorTintColor") { pageIndicatorTintColor = c }
        if let c = coder.color("currentPageIndicatorTintColor") { currentPageIndicatorTintColor = c }
    }

    func encodePageControl(with coder: NSCoder) {
        coder.encode(numberOfPages, forKey: "numberOfPages")
        coder.encode(currentPage, forKey: "currentPage")
    }
}
