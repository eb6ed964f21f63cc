import type { CourseOfferInput } from '../../../../shared/schemas/course.schema.js';

/** What the 'Angebot erstellen' form holds: text as typed, turned into the request body by `toOfferBody`. */
export interface OfferForm {
  kind: 'course' | 'courseGroup';
  displayName: string;
  subtitle: string;
  start: string;
  end: string;
  deadline: string;
  grades: string;
  groupsize: string;
  description: string;
  registrationDescription: string;
  bring: string;
  color: string;
  approved: boolean;
  hideOnRegistration: boolean;
  includeVacations: boolean;
  multipleRegistrationOptions: boolean;
  maxOptions: string;
  usePriority: boolean;
  weekday: string;
  starttime: string;
  endtime: string;
  options: string;
}

export const emptyOfferForm = (today: string): OfferForm => ({
  kind: 'course',
  displayName: '',
  subtitle: '',
  start: today,
  end: today,
  deadline: `${today}T18:00`,
  grades: '',
  groupsize: '20',
  description: '',
  registrationDescription: '',
  bring: '',
  color: '#1e88e5',
  approved: false,
  hideOnRegistration: false,
  includeVacations: false,
  multipleRegistrationOptions: false,
  maxOptions: '1',
  usePriority: false,
  weekday: '0',
  starttime: '',
  endtime: '',
  options: '',
});

/** The body of the form (the server checks it against the schema; a refused one shows the error). */
export const toOfferBody = (form: OfferForm): CourseOfferInput => {
  const names = form.options
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    kind: form.kind,
    displayName: form.displayName,
    subtitle: form.subtitle,
    start: form.start,
    end: form.end,
    deadline: new Date(form.deadline).toISOString(),
    grades: form.grades
      .split(/[,\s]+/)
      .filter(Boolean)
      .map(Number),
    groupsize: Number(form.groupsize),
    description: form.description,
    registrationDescription: form.registrationDescription,
    bring: form.bring,
    color: form.color,
    approved: form.approved,
    hideOnRegistration: form.hideOnRegistration,
    includeVacations: form.includeVacations,
    multipleRegistrationOptions: form.multipleRegistrationOptions,
    maxOptions: Number(form.maxOptions),
    usePriority: form.usePriority,
    dates: form.starttime && form.endtime ? [{ weekday: Number(form.weekday), starttime: form.starttime, endtime: form.endtime }] : [],
    options: (names.length > 0 ? names : [form.displayName]).map((displayName) => ({ displayName, notice: '', grades: [], groupIds: [] })),
  };
};
