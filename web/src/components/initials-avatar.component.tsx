import { acronym } from '../../../shared/acronym.js';

/** Round initials badge (the spec's acronym); decorative, the name is always written next to it. */
export const InitialsAvatar = ({ name, size = 'medium' }: { name: string; size?: 'medium' | 'large' }) => (
  <span className={`initials-avatar initials-avatar--${size}`} aria-hidden="true">
    {acronym(name)}
  </span>
);
