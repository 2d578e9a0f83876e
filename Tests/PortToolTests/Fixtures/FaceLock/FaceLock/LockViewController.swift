//
//  LockViewController.swift
//  FaceLock
//
//  Created by Student on 21/11/2017.
//  Copyright © 2017 Example. All rights reserved.
//
//  The first screen: nothing is shown until Face ID (or Touch ID) says it is you.
//

import UIKit
import LocalAuthentication

class LockViewController: UIViewController {

    @IBOutlet weak var statusLabel: UILabel!
    @IBOutlet weak var unlockButton: UIButton!

    override var preferredStatusBarStyle: UIStatusBarStyle {
        return .lightContent
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        unlockButton.layer.cornerRadius = 10
    }

    // The lock screen is full screen; the notes get the navigation bar back.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    @IBAction func unlockTapped(_ sender: Any) {
        let context = LAContext()
        var error: NSError?

        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
            let reason = "Unlock your secret notes."

            context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: reason) { [unowned self] (success, authenticationError) in
                // The reply comes on a background queue; UI work belongs on the main one.
                DispatchQueue.main.async {
                    if success {
                        self.statusLabel.text = "Unlocked"
                        self.performSegue(withIdentifier: "showSecrets", sender: self)
                    } else {
                        self.showAlert(title: "Authentication failed", message: authenticationError?.localizedDescription ?? "You could not be verified; please try again.")
                    }
                }
            }
        } else {
            // no biometry on this device, or nobody enrolled
            showAlert(title: "Biometry unavailable", message: error?.localizedDescription ?? "Your device is not configured for biometric authentication.")
        }
    }

    func showAlert(title: String, message: String) {
        let ac = UIAlertController(title: title, message: message, preferredStyle: UIAlertControllerStyle.alert)
        ac.addAction(UIAlertAction(title: "OK", style: UIAlertActionStyle.default, handler: nil))
        present(ac, animated: true)
    }

    @IBAction func unwindToLock(_ segue: UIStoryboardSegue) {
        statusLabel.text = "Locked"
    }

}

