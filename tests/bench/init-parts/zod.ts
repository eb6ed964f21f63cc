/** The baseline with zod, which validates every route's input and output at the API edge. */
import * as z from 'zod';

export { handler } from '../baseline-function.js';
export const probeSchema = z.object({ id: z.string().min(1) });
