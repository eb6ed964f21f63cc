import type { SubstitutionPlan } from '../../shared/schemas/substitutions.schema.js';
import { berlinToday } from '../../shared/week.js';
import type { TaggedAnswer } from '../_lib/api-middlewares.js';
import { AppError } from '../_lib/app-error.js';
import { getItems, itemRead } from '../_lib/batch-get.js';
import { countRequest } from '../rate-limits/rate-limit.service.js';
import { activeSchoolYearRead, schoolRead } from '../schools/school.service.js';
import { planOfSchool, substitutionPlanCacheRead } from '../substitutions/substitution-plan.service.js';
import { planVersionRead } from '../timetable/plan-version-read.service.js';
import { displayLinkEntity } from './display-link.entity.js';
import { displayTokenHash } from './display-links.service.js';

/**
 * Unknown tokens allowed per source address and hour: a screen with a valid link never counts (it
 * refreshes every minute), a loop guessing links does.
 */
export const UNKNOWN_DISPLAY_TOKENS_PER_HOUR = 120;

/**
 * The school's Vertretungsplan for a hallway screen: what students see under 'Alle Klassen' (only
 * the changes flagged for students, teachers by short code, no student), today (Berlin) or the next
 * school day and the one after. The token names the school; the first request is one batch get of
 * the link (school and token hash), the school, its plan version and the cached plan, the second the
 * active school year (its holidays): two requests while the plan is unchanged, 304 included. An
 * unknown or revoked token is 'display-link-invalid' (404) and counts against the address's hourly
 * limit; a link past its last day is 'display-link-expired' (410).
 */
export const getDisplayBoard = async (token: string, clientAddress: string, now = new Date()): Promise<TaggedAnswer<SubstitutionPlan>> => {
  const schoolId = token.slice(0, token.lastIndexOf('.'));
  const day = berlinToday(now);
  const [link, school, version, cached] = await getItems([
    itemRead(displayLinkEntity, { schoolId, tokenHash: displayTokenHash(token) }),
    schoolRead(schoolId),
    planVersionRead(schoolId),
    substitutionPlanCacheRead(schoolId, day),
  ] as const);
  if (!link || !school) {
    await countRequest({ scope: 'display-link', limit: UNKNOWN_DISPLAY_TOKENS_PER_HOUR, windowSeconds: 3600 }, clientAddress);
    throw new AppError('display-link-invalid');
  }
  if (link.expiresOn !== undefined && link.expiresOn < day) throw new AppError('display-link-expired');
  const [year] = await getItems([activeSchoolYearRead(school)] as const);
  return planOfSchool(school, 'student', day, { version, year, cached }, now);
};
