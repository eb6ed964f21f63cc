import type { Caller } from '../_lib/caller.js';
import { pinDayAt } from './pin-days.model.js';
import { pinPlacementEntity } from './pin-placement.entity.js';
import { visibleBoards } from './visible-boards.service.js';

/**
 * Whether the caller sees a pin that links the poll: a pin not ended on one of the boards they see (a guardian the
 * child's). One query per visible board of the placements not ended, ids and links only.
 */
export const seesPinLinkingPoll = async (caller: Caller, pollId: string) => {
  const { schoolId, boards } = await visibleBoards(caller);
  const today = pinDayAt(new Date());
  const placements = await Promise.all(
    boards.map((board) =>
      pinPlacementEntity.query
        .byBoard({ schoolId, pinboardId: board.id })
        .gte({ end: today })
        .go({ pages: 'all', attributes: ['pinId', 'polls'] }),
    ),
  );
  return placements.some(({ data }) => data.some((pin) => pin.polls?.some((poll) => poll.id === pollId)));
};
