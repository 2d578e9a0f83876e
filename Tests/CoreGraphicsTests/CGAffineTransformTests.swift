import Testing
import Foundation
import CoreGraphics

@Suite struct CGAffineTransformTests {
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func constructorsMatchApplesMatrices() {
        #expect(CGAffineTransform(translationX: 3, y: 4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
        #expect(CGAffineTransform(scaleX: 2, y: 5) == CGAffineTransform(2, 0, 0, 5, 0, 0))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 1)))
        #expect(CGAffineTransform().isIdentity)
        #expect(!r.isIdentity)
    }

    @Test func methodsPrependAsCoreGraphicsDoes() {
        // translatedBy applies the translation first, then the receiver.
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
        let u = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 12, y: 23))
        let v = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi)
        #expect(close(CGPoint(x: 1, y: 0).applying(v), CGPoint(x: 4, y: 0)))
    }

    @Test func concatenationAppliesSelfFirst() {
        let a = CGAffineTransform(translationX: 1, y: 0), b = CGAffineTransform(scaleX: 10, y: 10)
        #expect(CGPoint.zero.applying(a.concatenating(b)) == CGPoint(x: 10, y: 0))
        #expect(CGPoint.zero.applying(b.concatenating(a)) == CGPoint(x: 1, y: 0))
    }

    @Test func inversionUndoesAndSingularIsUnchanged() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -4)
        let p = CGPoint(x: 3.5, y: -2)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizesIgnoreTranslationAndRectsTakeTheBoundingBox() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
        let rot = CGAffineTransform(rotationAngle: .pi / 4)
        let r = CGRect(x: 0, y: 0, width: 10, height: 10).applying(rot)
        #expect(abs(r.width - 10 * 2.0.squareRoot()) < 1e-9)
        #expect(abs(r.minX + 10 / 2.0.squareRoot()) < 1e-9)
    }
}
