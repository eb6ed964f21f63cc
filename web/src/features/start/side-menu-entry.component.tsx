import { Icon, type IconName } from '../../components/icon.component.js';

/** One entry of the side menu: icon and label as a button. */
export const MenuEntry = ({ icon, label, onSelect, testId }: { icon: IconName; label: string; onSelect: () => void; testId?: string }) => (
  <li>
    <button type="button" className="drawer__item" onClick={onSelect} data-testid={testId}>
      <Icon name={icon} />
      <span>{label}</span>
    </button>
  </li>
);
