import type { KeyShape } from '../_lib/needs.js';

/** The partition key shapes of the pins domain's entities, for the needs.ts of every function that reaches them. */

/** The pin index and the pinboard versions (pin-index.entity.ts, pinboard-version.entity.ts). */
export const pinIndexPartition: KeyShape = ['schoolId', 'pinIndex'];
/** A pin (pin.entity.ts). */
export const pinPartition: KeyShape = ['schoolId', 'pinId'];
/** A pinboard's placements of pins (pin-placement.entity.ts). */
export const pinPlacementPartition: KeyShape = ['schoolId', 'pinboardId'];
/** A reader's read flags and marks (pin-read.entity.ts, pin-marks.entity.ts). */
export const pinReadPartition: KeyShape = ['schoolId', 'readerUid', 'subjectUid'];
/** A person's stacked pins (stacked-pin.entity.ts). */
export const stackedPinPartition: KeyShape = ['schoolId', 'ownerUid', 'subjectUid'];
