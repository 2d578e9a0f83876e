import Testing
import Foundation
import CoreGraphics

@Suite struct CGPathTests {
    @Test func rectContainsAndBounds() {
        let p = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 10), transform: nil)
        #expect(p.contains(CGPoint(x: 15, y: 15)))
        #expect(!p.contains(CGPoint(x: 35, y: 15)))
        #expect(p.boundingBox == CGRect(x: 10, y: 10, width: 20, height: 10))
        #expect(p.currentPoint == CGPoint(x: 10, y: 10))
    }

    @Test func ellipseBoundingBoxIsTight() {
        let p = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        let b = p.boundingBoxOfPath
        #expect(abs(b.minX) < 1e-6 && abs(b.maxX - 100) < 1e-6 && abs(b.maxY - 50) < 1e-6)
        #expect(p.contains(CGPoint(x: 50, y: 25)))
        #expect(!p.contains(CGPoint(x: 2, y: 2)))
    }

    @Test func evenOddLeavesAHole() {
        let m = CGMutablePath()
        m.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        m.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(m.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!m.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(m.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
    }

    @Test func arcsCurvesAndRoundedRects() {
        let m = CGMutablePath()
        m.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        let b = m.boundingBoxOfPath
        #expect(abs(b.minY - 50) < 1e-6 && abs(b.maxY - 60) < 1e-6, "counter-clockwise in y-up means through +y")
        let c = CGMutablePath()
        c.move(to: .zero)
        c.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(abs(c.boundingBoxOfPath.maxY - 50) < 1e-6)
        #expect(c.boundingBox.maxY == 100, "boundingBox includes control points")
        let rr = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerWidth: 20, cornerHeight: 20, transform: nil)
        #expect(!rr.contains(CGPoint(x: 1, y: 1)))
        #expect(rr.contains(CGPoint(x: 10, y: 10)))
        let tangent = CGMutablePath()
        tangent.move(to: CGPoint(x: 0, y: 0))
        tangent.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs(tangent.currentPoint.x - 100) < 1e-6 && abs(tangent.currentPoint.y - 20) < 1e-6)
    }

    @Test func elementsAreReportedInOrder() {
        let m = CGMutablePath()
        m.addLines(between: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
        m.closeSubpath()
        var types: [CGPathElementType] = []
        m.applyWithBlock { types.append($0.pointee.type) }
        #expect(types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        var t = CGAffineTransform(translationX: 5, y: 5)
        #expect(m.copy(using: &t)!.boundingBox == CGRect(x: 5, y: 5, width: 1, height: 1))
    }
}
