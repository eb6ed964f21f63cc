export { useEventDetail } from './event-detail.api.js';
