import type { Bootstrap } from '@shared/schemas/session.schema.js';
import { InitialsAvatar } from '../../components/initials-avatar.component.js';

/** The side menu's head: the school (its logo, else initials) and the signed-in user with an initials avatar. */
export const SideMenuIdentity = ({ schoolName, logoUrl, user }: { schoolName: string; logoUrl?: string; user: Bootstrap['user'] }) => (
  <div className="drawer__identity">
    <div className="drawer__row">
      {logoUrl ? <img className="drawer__logo" src={logoUrl} alt="" data-testid="school-logo" /> : <InitialsAvatar name={schoolName} />}
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
