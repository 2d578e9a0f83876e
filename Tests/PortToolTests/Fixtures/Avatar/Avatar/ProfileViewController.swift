//
//  ProfileViewController.swift
//  Avatar
//
//  A profile screen with a photo the user chooses from the library, cropped square.
//

import UIKit
import MobileCoreServices

class ProfileViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {

    let photoView = UIImageView()
    let addPhotoButton = UIButton(type: .system)
    let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .white

        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.backgroundColor = UIColor(white: 0.9, alpha: 1)
        photoView.layer.cornerRadius = 80
        photoView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(photoView)

        addPhotoButton.setTitle("Add Photo", for: .normal)
        addPhotoButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        addPhotoButton.addTarget(self, action: #selector(addPhotoTapped(_:)), for: .touchUpInside)
        addPhotoButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(addPhotoButton)

        statusLabel.text = "No photo"
        statusLabel.textColor = .gray
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(statusLabel)

        // A toolbar button: at the accessibility text sizes, holding it shows it in the large
        // content viewer (iOS 11), and lifting the finger shares.
        let share = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(shareTapped(_:)))
        toolbarItems = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), share]
        navigationController?.isToolbarHidden = false

        NSLayoutConstraint.activate([
            photoView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            photoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            photoView.widthAnchor.constraint(equalToConstant: 160),
            photoView.heightAnchor.constraint(equalToConstant: 160),
            addPhotoButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            addPhotoButton.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 20),
            statusLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            statusLabel.topAnchor.constraint(equalTo: addPhotoButton.bottomAnchor, constant: 12),
        ])
    }

    @objc func addPhotoTapped(_ sender: UIButton) {
        let sheet = UIAlertController(title: "Profile Photo", message: nil, preferredStyle: .actionSheet)
        if UIImagePickerController.isSourceTypeAvailable(.camera) {
            sheet.addAction(UIAlertAction(title: "Take Photo", style: .default) { _ in
                self.presentPicker(sourceType: .camera)
            })
        }
        sheet.addAction(UIAlertAction(title: "Choose from Library", style: .default) { _ in
            self.presentPicker(sourceType: .photoLibrary)
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        sheet.popoverPresentationController?.sourceView = sender
        sheet.popoverPresentationController?.sourceRect = sender.bounds
        present(sheet, animated: true, completion: nil)
    }

    @objc func shareTapped(_ sender: UIBarButtonItem) {
        statusLabel.text = "Shared"
    }

    func presentPicker(sourceType: UIImagePickerControllerSourceType) {
        let picker = UIImagePickerController()
        picker.sourceType = sourceType
        picker.mediaTypes = [kUTTypeImage as String]
        picker.allowsEditing = true
        picker.delegate = self
        present(picker, animated: true, completion: nil)
    }

    // MARK: - UIImagePickerControllerDelegate

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [String : Any]) {
        if let image = info[UIImagePickerControllerEditedImage] as? UIImage {
            photoView.image = image
        } else if let image = info[UIImagePickerControllerOriginalImage] as? UIImage {
            photoView.image = image
        }
        statusLabel.text = photoView.image == nil ? "No photo" : "Photo chosen"
        dismiss(animated: true, completion: nil)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        dismiss(animated: true, completion: nil)
    }
}
