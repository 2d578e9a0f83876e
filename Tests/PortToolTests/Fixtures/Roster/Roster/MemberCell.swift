import UIKit
import AnchorKit
import ImageLoader

final class MemberCell: UITableViewCell {
    static let reuseIdentifier = "MemberCell"
    let avatar = UIImageView()
    let nameLabel = UILabel()
    let roleLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.layer.cornerRadius = 20
        avatar.clipsToBounds = true
        avatar.backgroundColor = .systemGray5
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        roleLabel.font = .preferredFont(forTextStyle: .subheadline)
        roleLabel.textColor = .secondaryLabel
        [avatar, nameLabel, roleLabel].forEach(contentView.addSubview)
        avatar.anc.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.centerY.equalToSuperview()
            make.size.equalTo(40)
        }
        nameLabel.anc.makeConstraints { make in
            make.leading.equalTo(avatar).offset(56)
            make.top.equalToSuperview().offset(10)
        }
        roleLabel.anc.makeConstraints { make in
            make.leading.equalTo(nameLabel)
            make.bottom.equalToSuperview().offset(-10)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ member: Member) {
        nameLabel.text = member.name
        roleLabel.text = member.role
        avatar.il_setImage(with: Bundle.main.url(forResource: member.avatar, withExtension: "png"))
    }
}
