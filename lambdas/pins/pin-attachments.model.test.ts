import { describe, expect, it } from 'vitest';
import { PIN_ATTACHMENTS_MAX_BYTES } from '../../shared/schemas/pin.schema.js';
import { appErrorOf } from '../../tests/fixtures/app-error.js';
import { addedAttachments, attachmentKey, keptAttachments, type Attachment } from './pin-attachments.model.js';

const attachment = (id: string, fileSize: number): Attachment => ({ id, name: `${id}.pdf`, contentType: 'application/pdf', fileSize });
const file = (name: string, fileSize: number) => ({ name, contentType: 'application/pdf', fileSize });

describe('attachmentKey', () => {
  it('keeps a pin’s attachments in the pin’s own folder, apart from anyone’s storage', () => {
    expect(attachmentKey('lindenhof', 'p1', 'a1')).toBe('pin-attachments/lindenhof/p1/a1');
  });
});

describe('keptAttachments', () => {
  const current = [attachment('a1', 10), attachment('a2', 20)];

  it('keeps the named attachments in the order the save names them', () => {
    expect(keptAttachments(current, ['a2', 'a1'])).toEqual([current[1], current[0]]);
    expect(keptAttachments(current, [])).toEqual([]);
  });

  it('refuses an id the pin does not have', () => {
    expect(appErrorOf(() => keptAttachments(current, ['a1', 'a9']))).toMatchObject({
      code: 'validation-failed',
      fields: { attachmentIds: 'not_found' },
    });
  });
});

describe('addedAttachments', () => {
  it('gives every stored file a new attachment with an id of its own', () => {
    const added = addedAttachments([], [file('Plan.pdf', 10), file('Plan.pdf', 10)]);
    expect(added.map(({ name, contentType, fileSize }) => ({ name, contentType, fileSize }))).toEqual([
      file('Plan.pdf', 10),
      file('Plan.pdf', 10),
    ]);
    expect(added[0]?.id).toMatch(/^[0-9a-f]{16}$/);
    expect(added[0]?.id).not.toBe(added[1]?.id);
  });

  it('takes the kept and new files up to the total size exactly, one byte more is too large', () => {
    const kept = [attachment('a1', PIN_ATTACHMENTS_MAX_BYTES - 100)];
    expect(addedAttachments(kept, [file('Rest.pdf', 100)])).toHaveLength(1);
    expect(appErrorOf(() => addedAttachments(kept, [file('Rest.pdf', 101)]))).toMatchObject({
      code: 'validation-failed',
      fields: { storageItemIds: 'too_large' },
    });
  });
});
