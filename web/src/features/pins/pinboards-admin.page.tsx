import type { AdminPinboard } from '@shared/schemas/pin.schema.js';
import { AdminListPage } from '../../components/admin-list.page.js';
import { pinTexts } from '../../i18n/pins.de.js';
import { colorOf } from './pin-view.model.js';
import { PinboardEditDialog } from './pinboard-edit.dialog.js';
import { useSchoolPinboards, useTutorChoices } from './pins.api.js';

const t = pinTexts.admin;

/** /admin/pinboards 'Pinnwände': the school's own boards of the school year; admins add and change them. */
export const PinboardsAdminPage = () => {
  const boards = useSchoolPinboards();
  const tutors = useTutorChoices();
  const shorts = new Map((tutors.data?.tutors ?? []).map((tutor) => [tutor.uid, tutor.short]));
  return (
    <AdminListPage
      kind="pinboard"
      texts={t}
      entries={boards.data?.pinboards}
      error={boards.error}
      rowOf={(board: AdminPinboard) => ({
        id: board.id,
        name: board.displayName,
        color: colorOf(board.color),
        detail: [
          board.public ? t.everyone : null,
          board.tutorUids.length > 0 ? board.tutorUids.map((uid) => shorts.get(uid) ?? uid).join(', ') : t.allTutors,
        ]
          .filter(Boolean)
          .join(' · '),
      })}
      editor={(pinboard, onClose) =>
        tutors.data && <PinboardEditDialog pinboard={pinboard} tutors={tutors.data.tutors} onClose={onClose} />
      }
    />
  );
};
