import type { Bootstrap } from '../../../../shared/schemas/session.schema.js';
import { InitialsAvatar } from '../../components/initials-avatar.component.js';

/** The side menu's head: the school and the signed-in user, each with an initials avatar. */
export const SideMenuIdentity = ({ schoolName, user }: { schoolName: string; user: Bootstrap['user'] }) => (
  <div className="drawer__identity">
    <div className="drawer__row">
      <InitialsAvatar name={schoolName} />
      <span className="drawer__school">{schoolName}</span>
    </div>
    <div className="drawer__row">
      <InitialsAvatar name={user.displayName} size="large" avatarIndex={user.userInfo.avatarIndex} />
      <span className="drawer__user" data-testid="user-display-name">
        {user.displayName}
      </span>
    </div>
  </div>
);
