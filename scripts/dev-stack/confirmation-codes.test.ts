import { describe, expect, it } from 'vitest';
import { confirmationCodeNotice, confirmationCodeNoticePattern, confirmationCodeWatcher } from './confirmation-codes.js';

/** cognito-local's console delivery as the stack receives it: one boxen box, line by line. */
const deliveryBox = (username: string, code: string) => [
  '[cognito] [1795316241998] INFO: NONE NONE ╭──────────────────────────────────────╮',
  '[cognito] │                                      │',
  '[cognito] │   Confirmation Code Delivery         │',
  '[cognito] │                                      │',
  `[cognito] │   Username:      ${username}   │`,
  '[cognito] │   Destination:   anna@lindenhof.example │',
  `[cognito] │   Code:          ${code}              │`,
  '[cognito] ╰──────────────────────────────────────╯',
];

describe('confirmation code watcher', () => {
  it('reports username and code of each delivery box, and nothing for other lines', () => {
    const deliveries: { username: string; code: string }[] = [];
    const watch = confirmationCodeWatcher((delivery) => deliveries.push(delivery));
    for (const line of [
      '[cognito] INFO: Cognito Local running',
      ...deliveryBox('schueler.anna', '123456'),
      '[cognito] Code: 999',
      ...deliveryBox('lehrer.mueller', '654321'),
    ])
      watch(line);
    expect(deliveries).toEqual([
      { username: 'schueler.anna', code: '123456' },
      { username: 'lehrer.mueller', code: '654321' },
    ]);
  });

  it('prints a notice that a test can find by username', () => {
    const log = [
      confirmationCodeNotice({ username: 'a.b', code: '111111' }),
      confirmationCodeNotice({ username: 'axb', code: '222222' }),
    ].join('\n');
    expect([...log.matchAll(confirmationCodeNoticePattern('a.b'))].map((match) => match[1])).toEqual(['111111']);
  });
});
