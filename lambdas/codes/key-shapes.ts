import type { KeyShape } from '../_lib/needs.js';
import { requestCounterPartition } from '../rate-limits/key-shapes.js';

/** The partition key shapes of the codes domain's entities, for the needs.ts of every function that reaches them. */

/** An activation code (activation-code.entity.ts). */
export const activationCodePartition: KeyShape = ['code'];

/** An activation code and its attempt counter: what redeeming a code reads and writes (registration, a guardian adding a child). */
export const codeRedemptionPartitions: KeyShape[] = [activationCodePartition, requestCounterPartition];
