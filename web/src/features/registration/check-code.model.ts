import type { ActivationCodeKind } from '@shared/activation-code.js';
import type { RouteResponse } from '@shared/routes/index.js';
import { errorText } from '../../i18n/errors.de.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { checkActivationCode } from './registration.api.js';

export type CheckedCode = RouteResponse<'checkActivationCode'> & { code: string };

/** Checks a code at the public API: the person it names, or the spec's error text. */
export const checkCode = async (code: string, expectedKind: ActivationCodeKind): Promise<{ checked: CheckedCode } | { error: string }> => {
  try {
    const answer = await checkActivationCode(code, expectedKind);
    return { checked: { ...answer, code: code.toLowerCase() } };
  } catch (error) {
    const errorCode = errorCodeOf(error);
    return { error: errorText(errorCode === 'validation-failed' ? 'code-invalid' : errorCode) };
  }
};

/** 'Mia Hoffmann (7a, Gesamtschule am Lindenhof)' */
export const describePerson = (checked: CheckedCode) =>
  `${checked.displayName} (${[checked.groupDisplayName, checked.schoolName].filter(Boolean).join(', ')})`;
