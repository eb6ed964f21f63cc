import { registrationTexts } from '../../i18n/registration.de.js';

/** The three steps of every registration; the current one is marked for screen readers too. */
export const RegistrationStepper = ({ step }: { step: number }) => (
  <ol className="registration-stepper" aria-label={registrationTexts.stepLabel(step + 1, registrationTexts.steps.length)}>
    {registrationTexts.steps.map((label, index) => (
      <li
        key={label}
        className={`registration-stepper__step${index === step ? ' registration-stepper__step--current' : ''}${index < step ? ' registration-stepper__step--done' : ''}`}
        aria-current={index === step ? 'step' : undefined}
      >
        <span className="registration-stepper__number" aria-hidden="true">
          {index + 1}
        </span>
        <span className="registration-stepper__label">{label}</span>
      </li>
    ))}
  </ol>
);
