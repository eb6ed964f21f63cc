import * as z from 'zod';
import {
  courseOfferEditSchema,
  type CourseDate,
  type CourseOffer,
  type CourseOfferEdit,
  type CourseOfferInput,
} from '@shared/schemas/course.schema.js';
import { courseTexts } from '../../i18n/courses.de.js';

/** A weekly course date as typed: weekday index as text, times as 'HH:MM'. */
export interface DateForm {
  weekday: string;
  starttime: string;
  endtime: string;
}

/** One registration option as typed: empty places and no dates mean the offer's. */
export interface OptionForm {
  /** The stored option's id when editing (its registrations stay). */
  id?: string;
  displayName: string;
  notice: string;
  grades: string;
  groupIds: string[];
  groupsize: string;
  dates: DateForm[];
}

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
  dates: DateForm[];
  options: OptionForm[];
}

export const emptyDate = (): DateForm => ({ weekday: '0', starttime: '', endtime: '' });
export const emptyOption = (): OptionForm => ({ displayName: '', notice: '', grades: '', groupIds: [], groupsize: '', dates: [] });

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
  dates: [emptyDate()],
  options: [emptyOption()],
});

/** '5, 6 7' as grade numbers (anything else stays a non-number the schema refuses). */
const gradeList = (text: string) =>
  text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);
/** Rows without any time are left out; a half-filled row reaches the schema and is refused there. */
const dateList = (dates: DateForm[]): CourseDate[] =>
  dates
    .filter((date) => date.starttime || date.endtime)
    .map((date) => ({ weekday: Number(date.weekday), starttime: date.starttime, endtime: date.endtime }));
/** A datetime-local value as ISO; an unreadable one stays as typed (the schema refuses it). */
const isoDeadline = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

const optionBody = (option: OptionForm) => {
  const dates = dateList(option.dates);
  return {
    displayName: option.displayName.trim(),
    notice: option.notice.trim(),
    grades: gradeList(option.grades),
    groupIds: option.groupIds,
    ...(option.groupsize.trim() ? { groupsize: Number(option.groupsize) } : {}),
    ...(dates.length > 0 ? { dates } : {}),
  };
};

/** The body of the form (checked by the shared schema as the form's resolver, and again by the server). */
export const toOfferBody = (form: OfferForm): CourseOfferInput => ({
  kind: form.kind,
  displayName: form.displayName,
  subtitle: form.subtitle,
  start: form.start,
  end: form.end,
  deadline: isoDeadline(form.deadline),
  grades: gradeList(form.grades),
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
  dates: dateList(form.dates),
  options: form.options.map(optionBody),
});

const pad = (value: number) => String(value).padStart(2, '0');
/** An ISO date-time as the value of a datetime-local input (the browser's time zone, as `toOfferBody` reads it back). */
const localDateTime = (iso: string) => {
  const date = new Date(iso);
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const datesToForm = (dates: CourseDate[]): DateForm[] =>
  dates.map((date) => ({ weekday: String(date.weekday), starttime: date.starttime, endtime: date.endtime }));
const sameDates = (a: CourseDate[], b: CourseDate[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form of a stored offer ('Angebot bearbeiten'). The server stores every option with its
 * places and dates: where they equal the offer's, the option's fields stay empty (they follow the offer).
 */
export const offerToForm = (offer: CourseOffer): OfferForm => ({
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
  dates: datesToForm(offer.dates),
  options: offer.options.map((option) => ({
    id: option.id,
    displayName: option.displayName,
    notice: option.notice,
    grades: option.grades.join(', '),
    groupIds: option.groupIds,
    groupsize: option.groupsize === offer.groupsize ? '' : String(option.groupsize),
    dates: sameDates(option.dates, offer.dates) ? [] : datesToForm(option.dates),
  })),
});

/** The edit body: options keep their ids (removed rows are removed options); an untouched deadline stays exactly as stored. */
export const toUpdateBody = (form: OfferForm, offer: CourseOffer): CourseOfferEdit => {
  const body = toOfferBody(form);
  // The input holds minutes only: an untouched deadline keeps its seconds.
  const deadline = form.deadline === localDateTime(offer.deadline) ? offer.deadline : body.deadline;
  return {
    ...body,
    deadline,
    options: body.options.map((option, index) => {
      const id = form.options[index]?.id;
      return id ? { id, ...option } : option;
    }),
  };
};

/**
 * The form's resolver: the typed text through the shared schema, so the form refuses what the
 * server would (creating sends no option ids, which the edit schema allows to be absent).
 */
export const offerFormSchema = (offer?: CourseOffer) =>
  z
    .custom<OfferForm>()
    .transform((form): z.input<typeof courseOfferEditSchema> => (offer ? toUpdateBody(form, offer) : toOfferBody(form)))
    .pipe(courseOfferEditSchema);

const labels = courseTexts.form;
/** The form's fields by the labels a conflict names them with ('Inzwischen geändert: Name, Optionen.'). */
export const offerFieldLabels: { [K in keyof OfferForm]?: string } = {
  kind: labels.kind,
  displayName: labels.displayName,
  subtitle: labels.subtitle,
  start: labels.start,
  end: labels.end,
  deadline: labels.deadline,
  grades: labels.gradesChanged,
  groupsize: labels.groupsize,
  description: labels.description,
  registrationDescription: labels.registrationDescription,
  bring: labels.bring,
  color: labels.color,
  approved: labels.approved,
  hideOnRegistration: labels.hideOnRegistration,
  includeVacations: labels.includeVacations,
  multipleRegistrationOptions: labels.multipleRegistrationOptions,
  maxOptions: labels.maxOptions,
  usePriority: labels.usePriority,
  dates: labels.dates,
  options: labels.options,
};
