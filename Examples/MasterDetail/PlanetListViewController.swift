import UIKit

/// The course's master/detail app (chapter 42, UISplitViewController): a list of planets in the
/// primary column; choosing one shows its details in the secondary column (pushed on the list's
/// navigation stack on an iPhone).
public final class PlanetListViewController: UITableViewController {
    public static let planets: [(name: String, fact: String)] = [
        ("Mercury", "The smallest planet, and the closest to the Sun: a year lasts 88 days."),
        ("Venus", "The hottest planet: its thick clouds keep the surface at 465 °C."),
        ("Earth", "The only planet known to have life, and liquid water on its surface."),
        ("Mars", "The red planet, with the tallest volcano in the solar system, Olympus Mons."),
        ("Jupiter", "The largest planet: more than twice as massive as all the others together."),
        ("Saturn", "Its rings are made of ice and rock, some pieces as large as houses."),
        ("Uranus", "It rolls around the Sun on its side, tilted by 98 degrees."),
        ("Neptune", "The windiest planet: storms blow at up to 2,100 km/h."),
    ]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Planets"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "planet")
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.planets.count }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "planet", for: indexPath)
        cell.textLabel?.text = Self.planets[indexPath.row].name
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let planet = Self.planets[indexPath.row]
        let detail = PlanetDetailViewController(name: planet.name, fact: planet.fact)
        showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
    }
}
