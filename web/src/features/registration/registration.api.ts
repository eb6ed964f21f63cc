import type { ActivationCodeKind } from '@shared/activation-code.js';
import type { RegisterGuardianBody, RegisterPersonBody } from '@shared/schemas/registration.schema.js';
import { callApi } from '../../lib/call-api.js';

/** The person an activation code names (public). */
export const checkActivationCode = (code: string, expectedKind: ActivationCodeKind) =>
  callApi('checkActivationCode', { body: { code, expectedKind } });

export const registerPerson = (kind: 'tutor' | 'student', body: RegisterPersonBody) =>
  callApi(kind === 'tutor' ? 'registerTutor' : 'registerStudent', { body });

export const registerGuardian = (body: RegisterGuardianBody) => callApi('registerGuardian', { body });
