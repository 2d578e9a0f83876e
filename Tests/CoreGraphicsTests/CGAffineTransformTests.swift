import Testing
import CoreGraphics

@Suite struct CGAffineTransformTests {
    @Test func translationThenScale() {
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 23))
    }
}
