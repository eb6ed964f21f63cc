import { acronym } from '@shared/acronym.js';
import './initials-avatar.css';

/** The colours of the spec's 16 avatars (index 1–16): light background, dark initials, same hue. */
export const avatarColors = (avatarIndex: number) => {
  const hue = Math.round((avatarIndex - 1) * 22.5);
  return { background: `hsl(${hue} 70% 86%)`, color: `hsl(${hue} 65% 22%)` };
};

/** Round initials badge (the spec's acronym); decorative, the name is always written next to it. */
export const InitialsAvatar = ({
  name,
  size = 'medium',
  avatarIndex,
}: {
  name: string;
  size?: 'medium' | 'large';
  avatarIndex?: number;
}) => (
  <span
    className={`initials-avatar initials-avatar--${size}`}
    aria-hidden="true"
    style={avatarIndex ? avatarColors(avatarIndex) : undefined}
  >
    {acronym(name)}
  </span>
);
