import * as z from 'zod';
import { idSchema, isoDaySchema } from './common.schema.js';
import { revisionSchema } from './revision.schema.js';
import { multiLineText, singleLineText } from './text.schema.js';

/**
 * Course registration (spec part 2 §3 Course, course group, registration option): offers are
 * courses or course groups with registration options; each option becomes a group of kind course
 * (its course dates reach the weekplan through the group). Shared by API and web.
 */
export const offerKinds = ['course', 'courseGroup'] as const;
export const MAX_OPTIONS_PER_OFFER = 60;
export const MAX_PRIORITIES = 10;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const gradeSchema = z.number().int().min(1).max(13);
const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** A weekly course date: weekday 0 = Monday … 4 = Friday, start before end. */
export const courseDateSchema = z
  .object({ weekday: z.number().int().min(0).max(4), starttime: timeSchema, endtime: timeSchema })
  .strict()
  .refine((date) => date.starttime < date.endtime, { message: 'start_before_end', path: ['endtime'] });
export type CourseDate = z.infer<typeof courseDateSchema>;

export const courseOptionInputSchema = z
  .object({
    displayName: singleLineText({ min: 1, max: 80 }),
    notice: singleLineText({ max: 200 }).default(''),
    /** Grades the option is offered to; empty: every grade of the offer. */
    grades: z.array(gradeSchema).max(13).default([]),
    /** Groups (classes) flagged for the option; when given, only their students see it. */
    groupIds: z.array(idSchema).max(40).default([]),
    /** Places of this option; absent: the offer's groupsize. */
    groupsize: z.number().int().min(1).max(2000).optional(),
    /** Course dates of this option; absent: the offer's. */
    dates: z.array(courseDateSchema).max(5).optional(),
  })
  .strict();
export type CourseOptionInput = z.infer<typeof courseOptionInputSchema>;

/** Every §3 field of an offer but its options (shared by creating and editing). */
const offerFields = {
  kind: z.enum(offerKinds),
  displayName: singleLineText({ min: 1, max: 80 }),
  subtitle: singleLineText({ max: 120 }).default(''),
  start: isoDaySchema,
  end: isoDaySchema,
  /** End of registration (ISO date-time). */
  deadline: z.iso.datetime({ offset: true }),
  grades: z.array(gradeSchema).min(1).max(13),
  groupsize: z.number().int().min(1).max(2000),
  description: multiLineText({ max: 4000 }).default(''),
  registrationDescription: multiLineText({ max: 2000 }).default(''),
  bring: singleLineText({ max: 200 }).default(''),
  includeVacations: z.boolean().default(false),
  color: colorSchema.default('#1e88e5'),
  approved: z.boolean().default(false),
  hideOnRegistration: z.boolean().default(false),
  multipleRegistrationOptions: z.boolean().default(false),
  maxOptions: z.number().int().min(1).max(MAX_PRIORITIES).default(1),
  usePriority: z.boolean().default(false),
  dates: z.array(courseDateSchema).max(5).default([]),
};
const startBeforeEnd = (offer: { start: string; end: string }) => offer.start <= offer.end;

export const createCourseOfferBodySchema = z
  .object({ ...offerFields, options: z.array(courseOptionInputSchema).min(1).max(MAX_OPTIONS_PER_OFFER) })
  .strict()
  .refine(startBeforeEnd, { message: 'start_before_end', path: ['end'] });
export type CreateCourseOfferBody = z.input<typeof createCourseOfferBodySchema>;
export type CourseOfferInput = z.output<typeof createCourseOfferBodySchema>;

/**
 * An offer's fields as the edit form holds them: every §3 field again; an option with `id` is the offer's
 * existing option (its registrations stay), one without is new, an existing option left out is removed. The
 * server decides what may change once registrations exist (lambdas/courses/course-rules.model.ts editRefusal).
 */
export const updateCourseOptionInputSchema = courseOptionInputSchema.extend({ id: idSchema.optional() }).strict();
export const courseOfferEditSchema = z
  .object({ ...offerFields, options: z.array(updateCourseOptionInputSchema).min(1).max(MAX_OPTIONS_PER_OFFER) })
  .strict()
  .refine(startBeforeEnd, { message: 'start_before_end', path: ['end'] })
  .refine(
    (offer) => new Set(offer.options.flatMap((option) => option.id ?? [])).size === offer.options.filter((option) => option.id).length,
    {
      message: 'duplicate_option',
      path: ['options'],
    },
  );
export type CourseOfferEdit = z.output<typeof courseOfferEditSchema>;

/** Editing an offer: its fields and the revision they were loaded at (an older one answers 409 'conflict'). */
export const updateCourseOfferBodySchema = courseOfferEditSchema.safeExtend({ revision: revisionSchema });
export type UpdateCourseOfferBody = z.input<typeof updateCourseOfferBodySchema>;
export type CourseOfferUpdate = z.output<typeof updateCourseOfferBodySchema>;

export const offerParamsSchema = z.object({ offerId: idSchema }).strict();
export const optionParamsSchema = z.object({ offerId: idSchema, optionId: idSchema }).strict();
export const approveOfferBodySchema = z.object({ approved: z.boolean() }).strict();
export const subscribeBodySchema = z.object({ priority: z.number().int().min(1).max(MAX_PRIORITIES).optional() }).strict();

export const courseOptionSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  notice: z.string(),
  grades: z.array(z.number()),
  groupIds: z.array(z.string()),
  groupsize: z.number(),
  /** Places taken: at subscription without priorities, by the confirmed allocation with them. */
  taken: z.number(),
  dates: z.array(courseDateSchema),
  /** The group of kind course the option's participants join. */
  groupId: z.string(),
});
export type CourseOption = z.infer<typeof courseOptionSchema>;

export const allocationStates = ['open', 'allocated', 'confirmed'] as const;

export const courseOfferSchema = z.object({
  id: z.string(),
  kind: z.enum(offerKinds),
  displayName: z.string(),
  subtitle: z.string(),
  start: z.string(),
  end: z.string(),
  deadline: z.string(),
  grades: z.array(z.number()),
  groupsize: z.number(),
  description: z.string(),
  registrationDescription: z.string(),
  bring: z.string(),
  includeVacations: z.boolean(),
  color: z.string(),
  approved: z.boolean(),
  hideOnRegistration: z.boolean(),
  multipleRegistrationOptions: z.boolean(),
  maxOptions: z.number(),
  usePriority: z.boolean(),
  dates: z.array(courseDateSchema),
  owner: z.object({ uid: z.string(), displayName: z.string() }),
  allocationState: z.enum(allocationStates),
  options: z.array(courseOptionSchema),
  /** The revision an edit of the offer names. */
  revision: revisionSchema,
});
export type CourseOffer = z.infer<typeof courseOfferSchema>;

export const mySubscriptionSchema = z.object({ offerId: z.string(), optionId: z.string(), priority: z.number().optional() });
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

/** The page 'Anmeldung': offers for the student's grade, options for the student's group or grade, and the student's choices. */
export const courseSubscribeListSchema = z.object({
  grade: z.number().nullable(),
  offers: z.array(courseOfferSchema.extend({ closed: z.boolean(), choosable: z.number() })),
  subscriptions: z.array(mySubscriptionSchema),
});
export type CourseSubscribeList = z.infer<typeof courseSubscribeListSchema>;

export const subscriptionResultSchema = z.object({ subscriptions: z.array(mySubscriptionSchema) });

export const tutorOffersSchema = z.object({ offers: z.array(courseOfferSchema) });
export type TutorOffers = z.infer<typeof tutorOffersSchema>;

export const registrationSchema = z.object({
  studentUid: z.string(),
  displayName: z.string(),
  group: z.string(),
  optionId: z.string(),
  priority: z.number().optional(),
  createdAt: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const allocationEntrySchema = z.object({
  studentUid: z.string(),
  displayName: z.string(),
  group: z.string(),
  optionId: z.string().nullable(),
  /** The priority the allotted option had for the student (null: no place). */
  priority: z.number().nullable(),
});
export type AllocationEntry = z.infer<typeof allocationEntrySchema>;

export const courseRegistrationsSchema = z.object({
  offer: courseOfferSchema,
  registrations: z.array(registrationSchema),
  allocation: z.object({ seed: z.string(), entries: z.array(allocationEntrySchema) }).nullable(),
});
export type CourseRegistrations = z.infer<typeof courseRegistrationsSchema>;

/** A course's first and last day (offers from registration know it; courses from the timetable do not). */
const coursePeriodSchema = z.object({ start: z.string(), end: z.string() });

/**
 * A leader of a course as 'Meine Kurse' names them: by name (the account's, or the one the
 * school's timetable import gives staff without an account), else by short name only.
 */
export const courseLeaderSchema = z.union([z.object({ name: z.string() }), z.object({ short: z.string() })]);
export type CourseLeader = z.infer<typeof courseLeaderSchema>;

export const myCoursesSchema = z.object({
  courses: z.array(
    z.object({
      groupId: z.string(),
      displayName: z.string(),
      subtitle: z.string(),
      color: z.string().optional(),
      tutors: z.array(courseLeaderSchema),
      dates: z.array(courseDateSchema),
      period: coursePeriodSchema.optional(),
      /** 'Mitbringen': what to bring, '' for nothing. */
      bring: z.string(),
    }),
  ),
  /** Registrations with priorities that wait for the allocation: no course yet. */
  waiting: z.array(
    z.object({
      offerId: z.string(),
      optionId: z.string(),
      displayName: z.string(),
      subtitle: z.string(),
      color: z.string(),
      tutors: z.array(courseLeaderSchema),
      dates: z.array(courseDateSchema),
      period: coursePeriodSchema,
      bring: z.string(),
      priority: z.number().optional(),
    }),
  ),
});
export type MyCourses = z.infer<typeof myCoursesSchema>;
