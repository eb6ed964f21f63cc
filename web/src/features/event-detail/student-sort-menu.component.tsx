import { Menu, MenuButton, MenuItem, VisuallyHidden } from '@aws-amplify/ui-react';
import { eventDetailTexts as t } from '../../i18n/event-detail.de.js';
import type { StudentOrder } from './event-students.model.js';

/** The students' sort menu: by class or by name. */
export const StudentSortMenu = ({ order, onChange }: { order: StudentOrder; onChange: (order: StudentOrder) => void }) => (
  <Menu
    menuAlign="end"
    trigger={
      <MenuButton size="small" className="event-detail__sort" data-testid="student-sort">
        <VisuallyHidden>{t.sort}: </VisuallyHidden>
        {t.sortBy[order]}
      </MenuButton>
    }
  >
    {(['group', 'name'] as const).map((option) => (
      <MenuItem key={option} onClick={() => onChange(option)} aria-current={option === order}>
        {t.sortBy[option]}
      </MenuItem>
    ))}
  </Menu>
);
