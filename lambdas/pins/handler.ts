import { pinsRoutes } from '../../shared/routes/pins.js';
import { domainHandler } from '../_lib/api-handler.js';
import { resolveCaller } from '../users/caller.service.js';
import { getPinAttachment } from './pin-attachments.service.js';
import { countUnreadPins, listCurrentPins, listOwnPins, listPinboards, markPin } from './pin-read.service.js';
import { deleteStackedPin, listStackedPins, stackPin } from './pin-stacking.service.js';
import { createPin, deletePin, updatePin } from './pin-write.service.js';
import { createPinboard, listSchoolPinboards, updatePinboard } from './pinboard-admin.service.js';

export const handler = domainHandler(pinsRoutes, resolveCaller, {
  listPinboards: ({ caller }) => listPinboards(caller),
  listSchoolPinboards: ({ caller }) => listSchoolPinboards(caller),
  createPinboard: ({ caller, input }) => createPinboard(caller, input.body),
  updatePinboard: ({ caller, input }) => updatePinboard(caller, input.params.pinboardId, input.body),
  listCurrentPins: ({ caller }) => listCurrentPins(caller),
  getUnreadPinCount: ({ caller }) => countUnreadPins(caller),
  listOwnPins: ({ caller }) => listOwnPins(caller),
  createPin: ({ caller, input }) => createPin(caller, input.body),
  updatePin: ({ caller, input }) => updatePin(caller, input.params.pinId, input.body),
  deletePin: ({ caller, input }) => deletePin(caller, input.params.pinId),
  getPinAttachment: ({ caller, input }) => getPinAttachment(caller, input.params.pinId, input.params.attachmentId),
  markPin: ({ caller, input }) => markPin(caller, input.params.pinId, input.body.unread),
  stackPin: ({ caller, input }) => stackPin(caller, input.params.pinId),
  listStackedPins: ({ caller }) => listStackedPins(caller),
  deleteStackedPin: ({ caller, input }) => deleteStackedPin(caller, input.params.stackedId),
});
