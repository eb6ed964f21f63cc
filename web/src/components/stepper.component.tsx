import './stepper.css';

/** The steps of a wizard (registration, import); the current one is marked for screen readers too. */
export const Stepper = ({
  steps,
  step,
  label,
}: {
  steps: readonly string[];
  step: number;
  label: (index: number, total: number) => string;
}) => (
  <ol className="stepper" aria-label={label(step + 1, steps.length)}>
    {steps.map((name, index) => (
      <li
        key={name}
        className={`stepper__step${index === step ? ' stepper__step--current' : ''}${index < step ? ' stepper__step--done' : ''}`}
        aria-current={index === step ? 'step' : undefined}
      >
        <span className="stepper__number" aria-hidden="true">
          {index + 1}
        </span>
        <span className="stepper__label">{name}</span>
      </li>
    ))}
  </ol>
);
