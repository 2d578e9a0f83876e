//
//  Pantry.swift
//  Habits
//

import UIKit

// Model objects as a Cocoa book writes them: NSObject subclasses read by key.
class Aisle: NSObject {
    @objc let title: String
    init(title: String) { self.title = title }
}

class Product: NSObject {
    @objc dynamic var name: String
    @objc dynamic var price: Double
    @objc var aisle: Aisle?
    init(name: String, price: Double, aisle: Aisle?) {
        self.name = name
        self.price = price
        self.aisle = aisle
    }
}

class PerishableProduct: Product {
    @objc var days = 7
}

class PantryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let searchField = UITextField()
    let sortControl = UISegmentedControl(items: ["Name", "Price"])
    let totalLabel = UILabel()
    let productTable = UITableView(frame: .zero, style: .plain)
    var products: [Product] = []
    var shown: [Product] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pantry"
        view.backgroundColor = .white
        let dairy = Aisle(title: "Dairy"), bakery = Aisle(title: "Bakery")
        products = [PerishableProduct(name: "milk", price: 1.5, aisle: dairy), Product(name: "Bread", price: 3, aisle: bakery),
                    PerishableProduct(name: "cheese", price: 7.25, aisle: dairy), Product(name: "Apples", price: 4, aisle: nil),
                    Product(name: "eggs", price: 2.75, aisle: dairy)]

        searchField.placeholder = "Search"
        searchField.borderStyle = .roundedRect
        searchField.frame = CGRect(x: 20, y: 110, width: 200, height: 34)
        searchField.addTarget(self, action: #selector(searchChanged(_:)), for: .editingChanged)
        view.addSubview(searchField)
        sortControl.selectedSegmentIndex = 0
        sortControl.frame = CGRect(x: 230, y: 110, width: 140, height: 34)
        sortControl.addTarget(self, action: #selector(sortChanged(_:)), for: .valueChanged)
        view.addSubview(sortControl)
        totalLabel.frame = CGRect(x: 20, y: 150, width: 340, height: 24)
        view.addSubview(totalLabel)
        productTable.frame = CGRect(x: 0, y: 180, width: view.bounds.width, height: 400)
        productTable.dataSource = self
        productTable.delegate = self
        productTable.register(UITableViewCell.self, forCellReuseIdentifier: "Product")
        view.addSubview(productTable)
        refresh()
    }

    @objc func searchChanged(_ sender: UITextField) { refresh() }
    @objc func sortChanged(_ sender: UISegmentedControl) { refresh() }

    /// Filters by the search text, sorts by the chosen key, and totals what is shown.
    func refresh() {
        var list = products as NSArray
        if let text = searchField.text, !text.isEmpty {
            list = list.filtered(using: NSPredicate(format: "name CONTAINS[c] %@ OR aisle.title ==[c] %@", text, text)) as NSArray
        }
        let sorter = sortControl.selectedSegmentIndex == 0
            ? NSSortDescriptor(key: "name", ascending: true, selector: #selector(NSString.localizedCaseInsensitiveCompare(_:)))
            : NSSortDescriptor(key: "price", ascending: false)
        shown = list.sortedArray(using: [sorter]) as! [Product]
        let total = (shown as NSArray).value(forKeyPath: "@sum.price") as! NSNumber
        totalLabel.text = String(format: "%d items, total %.2f", shown.count, total.doubleValue)
        productTable.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return shown.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Product", for: indexPath)
        let product = shown[indexPath.row]
        let aisle = product.value(forKeyPath: "aisle.title") as? String ?? "—"
        cell.textLabel?.text = "\(product.value(forKey: "name") as! String) \(aisle)"
        // Dear things stand out.
        cell.backgroundColor = NSPredicate(format: "price > 5").evaluate(with: product) ? .systemRed : .white
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        // Half price, set by key as a binding would.
        let product = shown[indexPath.row]
        let price = product.value(forKey: "price") as! Double
        product.setValue(price / 2, forKey: "price")
        tableView.deselectRow(at: indexPath, animated: false)
        refresh()
    }
}
