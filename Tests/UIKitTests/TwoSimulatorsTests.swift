import Testing
import UIKit
import UIKitTesting

// A snapshot test of one screen on two devices keeps both alive: each has its own window, screen,
// first responder and input.

/// A screen with a button that counts its taps and a field-like responder.
final class TwoDeviceScreen: UIViewController {
    var taps = 0
    let button = UIButton(type: .system)
    let field = TypingTests.Field()
    override func viewDidLoad() {
        view.backgroundColor = .white
        button.setTitle("Count", for: .normal)
        button.frame = CGRect(x: 20, y: 120, width: 120, height: 44)
        button.addTarget(self, action: TwoDeviceScreen.count, for: .touchUpInside)
        view.addSubview(button)
        field.frame = CGRect(x: 20, y: 200, width: 200, height: 40)
        view.addSubview(field)
    }
    func count() { taps += 1 }
}

@MainActor
@Suite(.serialized) struct TwoSimulatorsTests {
    @Test func anIPhoneAndAnIPadAliveTogetherKeepTheirOwnWindowsInputAndFirstResponders() throws {
        let phone = Simulator(device: .iPhone15)
        let phoneScreen = TwoDeviceScreen()
        phone.rootViewController = phoneScreen
        let pad = Simulator(device: .iPadPro11)
        let padScreen = TwoDeviceScreen()
        pad.rootViewController = padScreen

        phone.tap(on: phoneScreen.button)
        #expect(phoneScreen.taps == 1 && padScreen.taps == 0, "a tap on the phone reaches only the phone")
        pad.tap(on: padScreen.button)
        pad.tap(on: padScreen.button)
        #expect(phoneScreen.taps == 1 && padScreen.taps == 2)

        #expect(phoneScreen.field.becomeFirstResponder())
        #expect(padScreen.field.becomeFirstResponder())
        #expect(phoneScreen.field.isFirstResponder && padScreen.field.isFirstResponder, "one first responder per device")
        phone.type("ahoj")
        pad.type("hi")
        #expect(phoneScreen.field.text == "ahoj" && padScreen.field.text == "hi")

        #expect(phone.window !== pad.window)
        #expect(phone.screen.bounds.size == CGSize(width: 393, height: 852))
        #expect(pad.screen.bounds.size == CGSize(width: 834, height: 1194))
        let phoneShot = phone.screenshotImage(), padShot = pad.screenshotImage()
        #expect(phoneShot.size == CGSize(width: 393, height: 852) && padShot.size == CGSize(width: 834, height: 1194))
        #expect(phone.view(withText: "Count") === phoneScreen.button)
        #expect(pad.view(withText: "Count") === padScreen.button)
    }
}
