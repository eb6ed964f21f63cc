import { describe, expect, it } from 'vitest';
import { emptySupportTicket, supportTicketFormSchema, toTicketBody } from './support-ticket-form.schema.js';

const filled = emptySupportTicket({
  topic: 'Fragen zu meinem Konto',
  role: 'Schüler:in',
  institution: ' Gesamtschule am Lindenhof ',
  firstname: 'Anna',
  lastname: 'Weber',
  email: 'anna@lindenhof.example',
  content: 'Frage',
});

const messages = (values: object) => {
  const result = supportTicketFormSchema.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
};

describe('support ticket form', () => {
  it("asks for topic, role, school, names, e-mail and message with the spec's texts", () => {
    expect(messages(emptySupportTicket())).toEqual({
      topic: 'Angabe wird benötigt',
      role: 'Angabe wird benötigt',
      institution: 'Angabe wird benötigt',
      firstname: 'Angabe wird benötigt',
      lastname: 'Angabe wird benötigt',
      email: 'E-Mail wird benötigt',
      content: 'Angabe wird benötigt',
    });
    expect(messages({ ...filled, email: 'anna' })).toEqual({ email: 'Die E-Mail-Adresse hat nicht das richtige Format.' });
  });

  it('needs a custom subject of at most 50 characters for the custom topic', () => {
    expect(messages({ ...filled, topic: 'custom' })).toEqual({ customSubject: 'Angabe wird benötigt' });
    expect(messages({ ...filled, topic: 'custom', customSubject: 'x'.repeat(51) })).toEqual({ customSubject: 'Max. 50 Zeichen erlaubt' });
  });

  it("checks the API's limits and characters of each field before sending", () => {
    const issues = (values: object) =>
      (supportTicketFormSchema.safeParse(values).error?.issues ?? []).map((issue) => ({
        field: issue.path.join('.'),
        code: issue.code === 'custom' ? String(issue.params?.code) : issue.code,
      }));
    expect(issues({ ...filled, institution: 'x'.repeat(201), content: 'y'.repeat(5001), firstname: 'An\tna' })).toEqual([
      { field: 'institution', code: 'too_big' },
      { field: 'firstname', code: 'control_characters' },
      { field: 'content', code: 'too_big' },
    ]);
  });

  it('sends trimmed values and leaves out empty optional fields', () => {
    expect(toTicketBody({ ...filled, customSubject: 'vergessen' })).toEqual({
      topic: 'Fragen zu meinem Konto',
      role: 'Schüler:in',
      institution: 'Gesamtschule am Lindenhof',
      firstname: 'Anna',
      lastname: 'Weber',
      email: 'anna@lindenhof.example',
      content: 'Frage',
    });
  });
});
