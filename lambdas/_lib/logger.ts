type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const isLevel = (value: string | undefined): value is Level => value !== undefined && Object.hasOwn(order, value);
const threshold = order[isLevel(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : 'info'];

/**
 * Structured JSON logs. Callers pass technical fields only (route, status, codes, counts, ids of
 * schools); never names, e-mail addresses, tokens or request bodies.
 */
export const log = (level: Level, message: string, fields: Record<string, unknown> = {}) => {
  if (order[level] < threshold) return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
};
