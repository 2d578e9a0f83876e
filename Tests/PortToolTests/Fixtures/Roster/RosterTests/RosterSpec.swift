import Quick
import Nimble
import Combine
@testable import Roster

final class RosterSpec: QuickSpec {
    override class func spec() {
        describe("the roster's filter") {
            it("keeps everyone for an empty query") {
                expect(RosterViewModel.filter(Member.team, by: "  ")).to(haveCount(4))
            }
            it("matches names anywhere and roles by their start") {
                expect(RosterViewModel.filter(Member.team, by: "an").map(\.name)).to(equal(["Ann Lee", "Ana Ruiz"]))
                expect(RosterViewModel.filter(Member.team, by: "back").map(\.name)).to(equal(["Bo Park"]))
            }
        }

        describe("the view model") {
            var model: RosterViewModel!
            beforeEach {
                model = RosterViewModel(members: Member.team, scheduler: ImmediateScheduler.shared, debounce: 0)
            }
            it("starts with the whole team") {
                expect(model.visible).to(equal(Member.team))
            }
            it("follows the query") {
                model.query = "cy"
                expect(model.visible.map(\.name)).to(equal(["Cy Diaz"]))
                model.query = ""
                expect(model.visible).to(haveCount(4))
            }
        }
    }
}
