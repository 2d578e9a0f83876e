import Foundation
import Combine

/// The roster's state: the search text, and the members it matches, found a moment after typing stops.
final class RosterViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var visible: [Member]
    private var cancellables = Set<AnyCancellable>()

    convenience init(members: [Member] = Member.team) {
        self.init(members: members, scheduler: DispatchQueue.main, debounce: .milliseconds(250))
    }

    init<S: Scheduler>(members: [Member], scheduler: S, debounce: S.SchedulerTimeType.Stride) {
        visible = members
        $query
            .dropFirst()
            .debounce(for: debounce, scheduler: scheduler)
            .removeDuplicates()
            .map { RosterViewModel.filter(members, by: $0) }
            .sink { [weak self] in self?.visible = $0 }
            .store(in: &cancellables)
    }

    static func filter(_ members: [Member], by query: String) -> [Member] {
        let q = query.trimmingCharacters(in: .whitespaces).lowercased()
        guard !q.isEmpty else { return members }
        return members.filter { $0.name.lowercased().contains(q) || $0.role.lowercased().hasPrefix(q) }
    }
}
