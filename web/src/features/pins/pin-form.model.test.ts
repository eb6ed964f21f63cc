import { describe, expect, it } from 'vitest';
import { PIN_CONTENT_MAX, PIN_TITLE_MAX } from '@shared/schemas/pin.schema.js';
import { newPinValues, pinFormErrors, toPinBody } from './pin-form.model.js';

describe('pin form', () => {
  const valid = { ...newPinValues('2026-11-25', '2026-12-02', 'group-7a'), title: 'Wandertag', content: 'Zum Aasee' };

  it('starts on the chosen board in Amber 600 and saves what was entered', () => {
    expect(pinFormErrors(valid)).toEqual({});
    expect(toPinBody({ ...valid, title: ' Wandertag ' })).toEqual({
      pinboardIds: ['group-7a'],
      start: '2026-11-25',
      end: '2026-12-02',
      title: 'Wandertag',
      content: 'Zum Aasee',
      color: { name: 'amber', shade: 600 },
      pollIds: [],
      attachmentIds: [],
      storageItemIds: [],
    });
  });

  it('names every broken rule with the spec’s text', () => {
    expect(pinFormErrors({ ...valid, pinboardIds: [], start: '', end: '', title: ' ', content: '' })).toEqual({
      pinboardIds: 'Es muss min. eine Pinnwand ausgewählt werden',
      start: 'Beginn wird benötigt',
      end: 'Ende wird benötigt',
      title: 'Titel wird benötigt',
      content: 'Inhalt wird benötigt',
    });
    expect(pinFormErrors({ ...valid, start: '2026-12-03' })).toEqual({
      start: 'Beginn darf nicht nach Ende liegen.',
      end: 'Ende darf nicht vor Beginn liegen.',
    });
  });

  it("names the shared schema's length limits at title and content", () => {
    expect(pinFormErrors({ ...valid, title: 'x'.repeat(PIN_TITLE_MAX + 1), content: 'y'.repeat(PIN_CONTENT_MAX + 1) })).toEqual({
      title: `Der Titel darf höchstens ${PIN_TITLE_MAX} Zeichen lang sein.`,
      content: `Der Inhalt darf höchstens ${PIN_CONTENT_MAX} Zeichen lang sein.`,
    });
    expect(pinFormErrors({ ...valid, title: 'x'.repeat(PIN_TITLE_MAX) })).toEqual({});
  });
});
