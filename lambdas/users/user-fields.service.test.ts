import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSealed } from '../_lib/field-envelope.js';
import { openPersonalFields, PERSONAL_FIELDS, sealPersonalFields } from './user-fields.service.js';

const key = randomBytes(32);

describe('the personal fields of a user record', () => {
  it('seals exactly the names and the e-mail address, and opens them again', () => {
    const record = {
      uid: 'u-1',
      role: 'student',
      displayName: 'Anna Schmidt',
      firstname: 'Anna',
      lastname: 'Schmidt',
      title: 'Dr.',
      email: 'anna@example.org',
      short: 'AS',
      groupDisplayName: '7a',
    };
    const sealed = sealPersonalFields(key, record);
    for (const field of PERSONAL_FIELDS) expect(isSealed(sealed[field]), field).toBe(true);
    expect({ uid: sealed.uid, role: sealed.role, short: sealed.short, groupDisplayName: sealed.groupDisplayName }).toEqual({
      uid: 'u-1',
      role: 'student',
      short: 'AS',
      groupDisplayName: '7a',
    });
    expect(openPersonalFields(key, sealed)).toEqual(record);
  });

  it('round-trips any record, half sealed or not, and leaves absent and empty fields as they are', () => {
    const field = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ displayName: field, firstname: field, lastname: field, title: field, email: field }),
        fc.boolean(),
        (record, half) => {
          const start = half
            ? { ...record, ...(record.firstname && { firstname: sealPersonalFields(key, { firstname: record.firstname }).firstname }) }
            : record;
          const sealed = sealPersonalFields(key, start);
          expect(Object.keys(sealed).sort()).toEqual(Object.keys(record).sort());
          expect(openPersonalFields(key, sealed)).toEqual(openPersonalFields(key, start));
          expect(openPersonalFields(key, sealed)).toEqual(record);
          expect(sealPersonalFields(key, sealed)).toEqual(sealed);
        },
      ),
    );
  });
});
