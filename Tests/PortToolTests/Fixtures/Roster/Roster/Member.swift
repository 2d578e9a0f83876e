import Foundation

struct Member: Hashable {
    let name: String
    let role: String
    let avatar: String

    static let team = [
        Member(name: "Ann Lee", role: "iOS", avatar: "ann"),
        Member(name: "Bo Park", role: "Backend", avatar: "bo"),
        Member(name: "Cy Diaz", role: "Design", avatar: "cy"),
        Member(name: "Ana Ruiz", role: "QA", avatar: "ann"),
    ]
}
