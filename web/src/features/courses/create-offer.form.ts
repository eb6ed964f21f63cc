import type { CourseOffer, CourseOfferInput, CourseOfferUpdate } from '../../../../shared/schemas/course.schema.js';

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

const pad = (value: number) => String(value).padStart(2, '0');
/** An ISO date-time as the value of a datetime-local input (the browser's time zone, as `toOfferBody` reads it back). */
const localDateTime = (iso: string) => {
  const date = new Date(iso);
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** The form of a stored offer ('Angebot bearbeiten'): the first course date is the form's weekly date. */
export const offerToForm = (offer: CourseOffer): OfferForm => {
  const [date] = offer.dates;
  return {
    kind: offer.kind,
    displayName: offer.displayName,
    subtitle: offer.subtitle,
    start: offer.start,
    end: offer.end,
    deadline: localDateTime(offer.deadline),
    grades: offer.grades.join(', '),
    groupsize: String(offer.groupsize),
    description: offer.description,
    registrationDescription: offer.registrationDescription,
    bring: offer.bring,
    color: offer.color,
    approved: offer.approved,
    hideOnRegistration: offer.hideOnRegistration,
    includeVacations: offer.includeVacations,
    multipleRegistrationOptions: offer.multipleRegistrationOptions,
    maxOptions: String(offer.maxOptions),
    usePriority: offer.usePriority,
    weekday: String(date?.weekday ?? 0),
    starttime: date?.starttime ?? '',
    endtime: date?.endtime ?? '',
    options: offer.options.map((option) => option.displayName).join('\n'),
  };
};

/**
 * The edit body of the form: a line keeps an existing option (with its registrations) when it has
 * the option's name, or, renamed, the same place as an option whose name no line has; other lines
 * are new options, options without a line are removed. A kept option keeps its notice, grades and
 * groups, and its own places and dates where they differ from the offer's (else it takes the form's).
 */
export const toUpdateBody = (form: OfferForm, offer: CourseOffer): CourseOfferUpdate => {
  const body = toOfferBody(form);
  const names = new Set(body.options.map((option) => option.displayName));
  const used = new Set<string>();
  const sameDates = (dates: CourseOffer['dates']) => JSON.stringify(dates) === JSON.stringify(offer.dates);
  const options = body.options.map((option, index) => {
    const byName = offer.options.find((candidate) => candidate.displayName === option.displayName && !used.has(candidate.id));
    const atPlace = offer.options[index];
    const before = byName ?? (atPlace && !names.has(atPlace.displayName) && !used.has(atPlace.id) ? atPlace : undefined);
    if (!before) return option;
    used.add(before.id);
    return {
      id: before.id,
      displayName: option.displayName,
      notice: before.notice,
      grades: before.grades,
      groupIds: before.groupIds,
      ...(before.groupsize === offer.groupsize ? {} : { groupsize: before.groupsize }),
      ...(sameDates(before.dates) ? {} : { dates: before.dates }),
    };
  });
  // The input holds minutes only: an untouched deadline stays exactly as stored.
  const deadline = form.deadline === localDateTime(offer.deadline) ? offer.deadline : body.deadline;
  return { ...body, deadline, options };
};
