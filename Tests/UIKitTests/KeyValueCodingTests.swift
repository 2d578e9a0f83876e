import Foundation
import Testing
import UIKit

// Key-value coding, sort descriptors by key and predicates from formats, on an app's model objects
// as iOS books use them: the models below are written as `uikit-port` leaves an app's.

@MainActor @Suite(.serialized) struct KeyValueCodingTests {
    class Item: NSObject, KeyValueCodingProperties {
        var name: String
        var price: Double
        var tags: [String]
        var note: String?
        let serial: Int
        var label: String { "\(name) (\(price))" }
        init(_ name: String, _ price: Double, tags: [String] = [], serial: Int = 0) {
            self.name = name; self.price = price; self.tags = tags; self.serial = serial
        }
        // What uikit-port writes for the class.
        var keyValueCodingKeyPaths: [String: AnyKeyPath] {
            ["name": \Item.name, "price": \Item.price, "tags": \Item.tags, "note": \Item.note, "serial": \Item.serial, "label": \Item.label]
        }
    }

    final class Gadget: Item {
        var owner: Owner?
        override var keyValueCodingKeyPaths: [String: AnyKeyPath] {
            super.keyValueCodingKeyPaths.merging(["owner": \Gadget.owner]) { $1 }
        }
    }

    /// A model that answers unknown keys itself, as Cocoa books' "extras" dictionaries do.
    class Flexible: NSObject, KeyValueCodingProperties {
        var extras: [String: Any] = [:]
        var keyValueCodingKeyPaths: [String: AnyKeyPath] { ["extras": \Flexible.extras] }
        func value(forUndefinedKey key: String) -> Any? { extras[key] }
        func setValue(_ value: Any?, forUndefinedKey key: String) { extras[key] = value }
    }

    final class MoreFlexible: Flexible {
        override func value(forUndefinedKey key: String) -> Any? { extras[key] ?? "none" }
    }

    /// A class the port did not see: read through its stored properties.
    final class Owner: NSObject {
        let name: String
        var age = 40
        init(name: String) { self.name = name }
    }

    func catalogue() -> [Item] {
        [Item("pear", 2.5, tags: ["fruit"]), Item("apple", 1, tags: ["fruit", "red"]), Item("Banana", 4, tags: ["fruit"]),
         Item("brick", 10, tags: ["heavy", "red"])]
    }

    func failures(_ body: () -> Void) -> [String] {
        var seen: [String] = []
        UIKitRuntime.failureHandler = { seen.append($0) }
        defer { UIKitRuntime.failureHandler = nil }
        body()
        return seen
    }

    @Test func propertiesAreReadAndSetByKeyAndKeyPath() {
        let g = Gadget("lamp", 12)
        g.owner = Owner(name: "Ann")
        #expect(g.value(forKey: "name") as? String == "lamp")
        #expect(g.value(forKey: "price") as? Double == 12)
        #expect(g.value(forKey: "label") as? String == "lamp (12.0)", "a computed property from the table")
        #expect(g.value(forKey: "note") == nil)
        #expect(g.value(forKeyPath: "owner.name") as? String == "Ann")
        #expect(g.value(forKeyPath: "owner.age") as? Int == 40, "a class the port did not see, by Mirror")
        g.setValue("desk lamp", forKey: "name")
        g.setValue(NSNumber(value: 15), forKey: "price")
        g.setValue("bright", forKey: "note")
        #expect(g.name == "desk lamp" && g.price == 15 && g.note == "bright")
        g.setValue(nil, forKey: "note")
        #expect(g.note == nil)
        let o: NSObject = g
        o.setValue(["lit"], forKeyPath: "tags")
        #expect(g.tags == ["lit"])
        #expect(g.dictionaryWithValues(forKeys: ["name", "note"])["note"] is NSNull)
    }

    @Test func unknownKeysAndNilForANumberReportUIKitsMessages() {
        let item = Item("pear", 2)
        let read = failures { #expect(item.value(forKey: "cost") == nil) }
        #expect(read.count == 1)
        #expect(read.first?.contains("valueForUndefinedKey:]: this class is not key value coding-compliant for the key cost.") == true, "\(read)")
        #expect(read.first?.hasPrefix("[<") == true && read.first?.contains("Item 0x") == true, "\(read)")
        let written = failures { item.setValue(3, forKey: "cost") }
        #expect(written.first?.contains("setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key cost.") == true)
        let readOnly = failures { item.setValue(7, forKey: "serial") }
        #expect(readOnly.count == 1 && item.serial == 0, "a let has no setter: \(readOnly)")
        let nilNumber = failures { item.setValue(nil, forKey: "price") }
        #expect(nilNumber.first?.contains("could not set nil as the value for the key price.") == true && item.price == 2)
    }

    @Test func aClassAnswersItsOwnUnknownKeys() {
        let f = Flexible()
        let none = failures {
            f.setValue("blue", forKey: "colour")
            #expect(f.value(forKey: "colour") as? String == "blue")
            #expect(f.extras["colour"] as? String == "blue")
            #expect((f as NSObject).value(forKeyPath: "colour") as? String == "blue")
            #expect(MoreFlexible().value(forKey: "size") as? String == "none", "a subclass's override")
        }
        #expect(none.isEmpty, "\(none)")
    }

    @Test func arraysSetsAndDictionariesAnswerAsFoundationDocuments() {
        let items = catalogue() as NSArray
        #expect(items.value(forKey: "name") as? [String] == ["pear", "apple", "Banana", "brick"])
        #expect((items.value(forKeyPath: "@sum.price") as? NSNumber)?.doubleValue == 17.5)
        #expect((items.value(forKeyPath: "@avg.price") as? NSNumber)?.doubleValue == 4.375)
        #expect((items.value(forKeyPath: "@count") as? NSNumber)?.intValue == 4)
        #expect(items.value(forKeyPath: "@min.price") as? Double == 1)
        #expect(items.value(forKeyPath: "@max.name") as? String == "pear", "strings by compare:, capitals first")
        #expect(items.value(forKeyPath: "@distinctUnionOfArrays.tags") as? [String] == ["fruit", "red", "heavy"])
        #expect((items.value(forKeyPath: "@unionOfArrays.tags") as? [String])?.count == 6)
        #expect((items.value(forKeyPath: "@distinctUnionOfObjects.price") as? [Double])?.count == 4)
        #expect((items.value(forKeyPath: "@unionOfObjects.name") as? [String])?.count == 4)
        let set = NSSet(array: catalogue())
        #expect((set.value(forKey: "name") as? NSSet)?.contains("brick") == true)
        #expect((set.value(forKeyPath: "@sum.price") as? NSNumber)?.doubleValue == 17.5)
        let dict = NSMutableDictionary(dictionary: ["a": 1, "b": 2])
        #expect(dict.value(forKey: "a") as? Int == 1)
        let asObject: NSObject = dict
        #expect((asObject.value(forKey: "@count") as? Int) == 2, "an @ key asks the dictionary itself")
        // Typed as NSDictionary, value(forKey:) is Linux Foundation's own (which stops at an @ key); key paths are OpenUIKit's.
        #expect((dict.value(forKeyPath: "@count") as? Int) == 2)
        asObject.setValue(3, forKey: "c")
        #expect(dict["c"] as? Int == 3)
    }

    @Test func layersKeepTheirOwnAnswerThroughAnNSObjectReference() {
        let layer = CALayer()
        layer.setValue(0.5, forKey: "opacity")
        let o: NSObject = layer
        #expect((o.value(forKey: "opacity") as? NSNumber)?.floatValue == 0.5)
        o.setValue("tag", forKey: "appKey")
        #expect(layer.value(forKey: "appKey") as? String == "tag")
        o.setValue(0.25, forKeyPath: "transform.scale.x")
        #expect(abs(((o.value(forKeyPath: "transform.scale.x") as? NSNumber)?.doubleValue ?? 0) - 0.25) < 1e-9)
        let anim = CABasicAnimation(keyPath: "opacity")
        (anim as NSObject).setValue("fade", forKey: "id")
        #expect(anim.value(forKey: "id") as? String == "fade")
    }

    @Test func sortDescriptorsByKeySortArrays() {
        let items = catalogue() as NSArray
        let byName = items.sortedArray(using: [NSSortDescriptor(key: "name", ascending: true)]) as! [Item]
        #expect(byName.map(\.name) == ["Banana", "apple", "brick", "pear"], "compare: puts capitals first")
        let caseless = NSSortDescriptor(key: "name", ascending: true, selector: Selector("caseInsensitiveCompare:"))
        #expect((items.sortedArray(using: [caseless]) as! [Item]).map(\.name) == ["apple", "Banana", "brick", "pear"])
        #expect(caseless.key == "name" && caseless.selector?.name == "caseInsensitiveCompare:" && caseless.ascending)
        let byPrice = NSSortDescriptor(key: "price", ascending: false)
        #expect((items.sortedArray(using: [byPrice]) as! [Item]).map(\.price) == [10, 4, 2.5, 1])
        // Two descriptors: tag count first, then name.
        let mutable = NSMutableArray(array: catalogue())
        mutable.sort(using: [NSSortDescriptor(key: "tags.@count", ascending: false), NSSortDescriptor(key: "name", ascending: true)])
        #expect((mutable as! [Item]).map(\.name) == ["apple", "brick", "Banana", "pear"])
        let standard = NSSortDescriptor(key: "self", ascending: true, selector: Selector("localizedStandardCompare:"))
        #expect((["file10", "file9", "File1"] as NSArray).sortedArray(using: [standard]) as! [String] == ["File1", "file9", "file10"])
        let custom = NSSortDescriptor(key: "name", ascending: true) { a, b in
            (a as! String).count < (b as! String).count ? .orderedAscending : (a as! String).count > (b as! String).count ? .orderedDescending : .orderedSame
        }
        #expect((items.sortedArray(using: [custom]) as! [Item]).first?.name == "pear")
        #expect(NSSortDescriptor(keyPath: \Item.price, ascending: true).key == nil)
    }

    @Test func predicatesFromFormatsFilterObjects() {
        let items = catalogue() as NSArray
        func names(_ format: String, _ args: Any...) -> [String] {
            (items.filtered(using: NSPredicate(format: format, argumentArray: args)) as! [Item]).map(\.name)
        }
        #expect(names("price > 2") == ["pear", "Banana", "brick"])
        #expect(names("name BEGINSWITH[c] %@", "b") == ["Banana", "brick"])
        #expect(names("name CONTAINS %@ AND price < %f", "a", 3.0) == ["pear", "apple"])
        #expect(names("%K == %@", "name", "apple") == ["apple"])
        #expect(names("ANY tags == 'red'") == ["apple", "brick"])
        #expect(names("NOT (tags CONTAINS 'fruit')") == ["brick"])
        #expect(names("price BETWEEN {2, 5}") == ["pear", "Banana"])
        #expect(names("name IN %@", ["pear", "brick"]) == ["pear", "brick"])
        #expect(names("name LIKE[c] 'b*'") == ["Banana", "brick"])
        #expect(names("name MATCHES '[a-p].*r'") == ["pear"])
        #expect(names("tags.@count == 2 OR price == 4") == ["apple", "Banana", "brick"])
        #expect(names("note == nil").count == 4)
        let mutable = NSMutableArray(array: ["Zoë", "zoe", "Ann"])
        mutable.filter(using: NSPredicate(format: "SELF ==[cd] %@", "zoe"))
        #expect(mutable as! [String] == ["Zoë", "zoe"])
        #expect(NSPredicate(format: "age >= 18").evaluate(with: Owner(name: "Bo")))
        #expect(NSPredicate(format: "SELF.name == 'Bo'").evaluate(with: ["name": "Bo"]))
        let swiftArray = catalogue().filter { NSPredicate(format: "price < 3").evaluate(with: $0) }
        #expect(swiftArray.count == 2)
        let bad = failures { #expect(!NSPredicate(format: "price >").evaluate(with: Item("x", 1))) }
        #expect(bad.first?.hasPrefix("Unable to parse the format string \"price >\"") == true, "\(bad)")
    }

    @Test func arc4randomResolvesFromUIKit() {
        arc4random_stir()
        let n = arc4random_uniform(6)
        #expect(n < 6)
        var bytes = [UInt8](repeating: 0, count: 32)
        arc4random_buf(&bytes, bytes.count)
        #expect(bytes.contains { $0 != 0 })
    }
}
