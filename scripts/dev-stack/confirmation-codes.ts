/**
 * cognito-local "sends" the e-mails of Cognito (password-reset codes) by printing a box into its
 * log. This watcher reads that log line by line and reports each delivery as username and code, so
 * the stack can show it even when the emulators' chatter is hidden.
 */
export const confirmationCodeWatcher = (onCode: (delivery: { username: string; code: string }) => void) => {
  let delivery: { username?: string; code?: string } | null = null;
  return (line: string) => {
    if (line.includes('Confirmation Code Delivery')) {
      delivery = {};
      return;
    }
    if (!delivery) return;
    const field = /(Username|Code):\s+(\S+)/.exec(line);
    if (field?.[1] === 'Username') delivery.username = field[2];
    if (field?.[1] === 'Code') delivery.code = field[2];
    if (delivery.username && delivery.code) {
      onCode({ username: delivery.username, code: delivery.code });
      delivery = null;
    }
  };
};

/** The line the stack prints per delivered code (tests read it from the stack log). */
export const confirmationCodeNotice = ({ username, code }: { username: string; code: string }) =>
  `Cognito (lokal): Bestätigungscode für ${username}: ${code}`;

export const confirmationCodeNoticePattern = (username: string) =>
  new RegExp(`Cognito \\(lokal\\): Bestätigungscode für ${username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (\\S+)`, 'g');
