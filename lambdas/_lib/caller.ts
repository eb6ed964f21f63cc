import type { EntityItem } from 'electrodb';
import type { Role } from '../../shared/roles.js';
import type { guardianLinkEntity } from '../guardians/guardian-link.entity.js';
import type { School } from '../schools/school.entity.js';
import type { userEntity } from '../users/user.entity.js';
import { AppError } from './app-error.js';

/** The person whose data a request reads: the caller, or a guardian's active child. */
export interface Subject {
  uid: string;
  schoolId: string;
  role: 'student' | 'tutor';
}

/** Who is calling, resolved from the verified token checked against the caller's user record, never from the body. */
export interface Caller {
  uid: string;
  username: string;
  role: Role;
  schoolId: string;
  /** In the admin group and flagged admin in the user record. */
  isAdmin: boolean;
  /** The caller's own user record, as loaded for the check. */
  user: EntityItem<typeof userEntity>;
  /** The caller's own school, read with the user record (one batch get). */
  school: School;
  /** null only for a guardian without linked children. */
  subject: Subject | null;
  /** The subject's school: the caller's own, or the school of a guardian's child at another school; null without subject. */
  subjectSchool: School | null;
  /** A guardian's links in linking order, when resolving the caller listed them (no acting-student header). */
  guardianLinks?: EntityItem<typeof guardianLinkEntity>[];
}

/** What the caller is read from: an HTTP API event, whose authorizer part is absent when a request bypassed the JWT authorizer. */
export interface CallerEvent {
  headers?: Record<string, string | undefined>;
  requestContext: { authorizer?: { jwt?: { claims?: Record<string, string | number | boolean | string[]> } } };
}

/** Resolves the caller of a request (lambdas/users/caller.service.ts); every domain handler is given it. */
export type CallerResolver = (event: CallerEvent) => Promise<Caller>;

/** For routes that act on a child: a guardian without one gets the spec's 'Schüler nicht gefunden'. */
export const requireSubject = (caller: Caller): Subject => {
  if (!caller.subject) throw new AppError('student-not-found');
  return caller.subject;
};
