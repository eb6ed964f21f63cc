import type * as z from 'zod';

/**
 * The most characters a field of a shared zod schema takes, when `value` is longer (its 'too_big'
 * issue after the schema's own trimming); undefined while the value fits. The form shows it at the
 * field in its own words, so an over-long text never reaches the server.
 */
export const exceededMaximum = (schema: z.ZodType, value: string): number | undefined => {
  const issue = schema.safeParse(value).error?.issues.find((found) => found.code === 'too_big');
  return issue?.code === 'too_big' ? Number(issue.maximum) : undefined;
};
