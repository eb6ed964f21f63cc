import { useState } from 'react';
import { AVATAR_COUNT } from '@shared/schemas/account.schema.js';
import { InitialsAvatar } from '../../components/initials-avatar.component.js';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert.component.js';
import { accountTexts as account } from '../../i18n/account.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { updateAvatar } from './account.api.js';
import './account.css';

/** The avatar choice: the user's initials in every avatar colour; choosing one saves it. */
export const AvatarChoice = ({ name, current, onSaved }: { name: string; current?: number; onSaved: () => Promise<unknown> }) => {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const choose = async (avatarIndex: number) => {
    try {
      await updateAvatar(avatarIndex);
      await onSaved();
      setOutcome({ ok: true, text: account.avatarSaved });
    } catch (error) {
      setOutcome({ ok: false, code: errorCodeOf(error) });
    }
  };
  return (
    <fieldset className="avatar-choice">
      <legend className="avatar-choice__legend">{account.avatar}</legend>
      <div className="avatar-choice__grid">
        {Array.from({ length: AVATAR_COUNT }, (_, offset) => offset + 1).map((index) => (
          <label key={index} className="avatar-choice__option">
            <input
              type="radio"
              name="avatar"
              className="visually-hidden"
              checked={current === index}
              onChange={() => void choose(index)}
              aria-label={account.avatarOption(index)}
            />
            <InitialsAvatar name={name} avatarIndex={index} />
          </label>
        ))}
      </div>
      <OutcomeAlert outcome={outcome} />
    </fieldset>
  );
};
