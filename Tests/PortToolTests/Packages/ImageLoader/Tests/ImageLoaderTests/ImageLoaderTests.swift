import XCTest
import UIKit
@testable import ImageLoader

final class ImageLoaderTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ImageLoaderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        ImageCache.shared.removeAll()
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    /// A PNG of one colour, written where a URL can load it.
    func writeImage(_ color: UIColor, named name: String) throws -> URL {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let url = folder.appendingPathComponent(name)
        try XCTUnwrap(image.pngData()).write(to: url)
        return url
    }

    func testLoadsShowsAndCaches() throws {
        let url = try writeImage(.red, named: "red.png")
        let view = UIImageView()
        let placeholder = UIImage()
        let loaded = expectation(description: "loaded")
        view.il_setImage(with: url, placeholder: placeholder) { result in
            if case .success = result { loaded.fulfill() }
        }
        XCTAssertTrue(view.image === placeholder, "the placeholder shows while it loads")
        wait(for: [loaded], timeout: 10)
        XCTAssertEqual(view.image?.size, CGSize(width: 4, height: 4))
        XCTAssertEqual(view.il_imageURL, url)
        XCTAssertNotNil(ImageCache.shared.image(for: url))

        let second = UIImageView()
        second.il_setImage(with: url)
        XCTAssertNotNil(second.image, "from the cache, at once")
    }

    func testALaterRequestCancelsTheEarlierOne() throws {
        let red = try writeImage(.red, named: "red.png"), blue = try writeImage(.blue, named: "blue.png")
        let view = UIImageView()
        let first = expectation(description: "first ends"), second = expectation(description: "second ends")
        var firstResult: Result<UIImage, ImageLoaderError>?
        view.il_setImage(with: red) { firstResult = $0; first.fulfill() }
        view.il_setImage(with: blue) { _ in second.fulfill() }
        wait(for: [first, second], timeout: 10)
        XCTAssertEqual(firstResult.map { if case .failure(let e) = $0 { return e == .cancelled } else { return false } }, true)
        XCTAssertEqual(view.il_imageURL, blue)
    }

    func testWhatIsNotAnImageFails() throws {
        let url = folder.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: url)
        let view = UIImageView()
        let failed = expectation(description: "failed")
        view.il_setImage(with: url) { result in
            if case .failure(.notAnImage(let u)) = result, u == url { failed.fulfill() }
        }
        wait(for: [failed], timeout: 10)
        XCTAssertNil(view.image)
    }
}
