import Testing
import QuartzCore

@MainActor
@Suite struct CALayerTests {
    @Test func frameFromPositionAndBounds() {
        let l = CALayer()
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(l.position == CGPoint(x: 60, y: 45))
        #expect(l.bounds.size == CGSize(width: 100, height: 50))
    }
}
