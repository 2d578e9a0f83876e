//
//  ViewController.swift
//  WhereAmI
//
//  Created by Student on 14/03/2019.
//  Copyright © 2019 Example. All rights reserved.
//
//  Lesson 12: Core Location. Ask for permission, show where the phone is,
//  turn the coordinates into a city name and add up how far we walked.
//

import UIKit
import CoreLocation

class ViewController: UIViewController, CLLocationManagerDelegate {

    @IBOutlet weak var coordinatesLabel: UILabel!
    @IBOutlet weak var cityLabel: UILabel!
    @IBOutlet weak var distanceLabel: UILabel!
    @IBOutlet weak var locateButton: UIButton!

    let locationManager = CLLocationManager()
    let geocoder = CLGeocoder()

    var previousLocation: CLLocation?
    var distanceWalked: CLLocationDistance = 0

    override func viewDidLoad() {
        super.viewDidLoad()

        locationManager.delegate = self
        locationManager.desiredAccuracy = kCLLocationAccuracyBest
        locationManager.requestWhenInUseAuthorization()
    }

    @IBAction func locateMeTapped(_ sender: UIButton) {
        switch CLLocationManager.authorizationStatus() {
        case .notDetermined:
            locationManager.requestWhenInUseAuthorization()
        case .denied, .restricted:
            showLocationDisabledAlert()
        case .authorizedWhenInUse, .authorizedAlways:
            // start counting the walk again from here
            previousLocation = nil
            distanceWalked = 0
            locationManager.startUpdatingLocation()
        @unknown default:
            break
        }
    }

    func showLocationDisabledAlert() {
        let alert = UIAlertController(title: "Location Access Disabled",
                                      message: "To see where you are, let Where Am I use your location in Settings.",
                                      preferredStyle: .alert)
        let settingsAction = UIAlertAction(title: "Open Settings", style: .default) { (action) in
            if let url = URL(string: UIApplication.openSettingsURLString) {
                UIApplication.shared.open(url, options: [:], completionHandler: nil)
            }
        }
        alert.addAction(settingsAction)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        present(alert, animated: true, completion: nil)
    }

    // MARK: - CLLocationManagerDelegate

    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
        if status == .authorizedWhenInUse || status == .authorizedAlways {
            locationManager.startUpdatingLocation()
        } else if status == .denied || status == .restricted {
            coordinatesLabel.text = "Location access denied"
            cityLabel.text = "Turn on Location in Settings"
            distanceLabel.text = ""
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let location = locations.last else { return }

        coordinatesLabel.text = String(format: "%.4f, %.4f", location.coordinate.latitude, location.coordinate.longitude)

        if let previous = previousLocation {
            distanceWalked += location.distance(from: previous)
        }
        previousLocation = location
        distanceLabel.text = String(format: "Walked %.0f m", distanceWalked)

        lookUpCity(for: location)
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        print("Failed to find user's location: \(error.localizedDescription)")
    }

    func lookUpCity(for location: CLLocation) {
        // Apple limits how often we may geocode, so wait for the last answer first.
        if geocoder.isGeocoding {
            return
        }
        geocoder.reverseGeocodeLocation(location) { (placemarks, error) in
            if let error = error {
                print("Reverse geocoding failed: \(error.localizedDescription)")
                return
            }
            if let placemark = placemarks?.first {
                self.cityLabel.text = placemark.locality ?? "Somewhere on Earth"
            }
        }
    }

}

