import { describe, expect, it } from 'vitest';
import { actionItemId, actionToken } from './user-action.js';

const action = { uid: 'u-1', key: '6f1c2f5e-1d2b-4c6e-9a55-0d6f7c3a8b90' };

describe('ids of a user action', () => {
  it('are the same for every attempt of one action and differ between actions, callers and purposes', () => {
    expect(actionItemId(action, 'meeting')).toBe(actionItemId({ ...action }, 'meeting'));
    expect(actionToken(action, 'meeting-revision')).toBe(actionToken({ ...action }, 'meeting-revision'));
    expect(actionItemId({ ...action, key: '0f1c2f5e-1d2b-4c6e-9a55-0d6f7c3a8b90' }, 'meeting')).not.toBe(actionItemId(action, 'meeting'));
    expect(actionItemId({ ...action, uid: 'u-2' }, 'meeting')).not.toBe(actionItemId(action, 'meeting'));
    expect(actionToken(action, 'pin')).not.toBe(actionToken(action, 'meeting-revision'));
  });

  it('have the shapes of a UUID and of an 8-hex token, fresh without an action', () => {
    expect(actionItemId(action, 'meeting')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(actionToken(action, 'meeting-revision')).toMatch(/^[0-9a-f]{8}$/);
    expect(actionItemId(undefined, 'meeting')).not.toBe(actionItemId(undefined, 'meeting'));
    expect(actionToken(undefined, 'meeting-revision')).toMatch(/^[0-9a-f]{8}$/);
  });
});
