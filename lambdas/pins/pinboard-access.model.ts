import type { PinColor } from '../../shared/schemas/pin.schema.js';
import { canSeeGroup } from '../timetable/year-groups.service.js';

/** The prefix of the board every group (class or course) has without an item of its own. */
const GROUP_BOARD_PREFIX = 'group-';

export const groupBoardId = (groupId: string) => `${GROUP_BOARD_PREFIX}${groupId}`;

export interface BoardView {
  id: string;
  name: string;
  displayName: string;
  color: PinColor;
  public: boolean;
  groupId?: string;
  canPost: boolean;
}

export interface ExplicitBoard {
  pinboardId: string;
  name: string;
  displayName: string;
  colorName: PinColor['name'];
  public: boolean;
  tutorUids?: string[];
}
export interface YearGroup {
  groupId: string;
  displayName: string;
  kind: 'class' | 'course';
  classTutorUid?: string;
}

export type Viewer = { role: 'student'; memberGroupIds: ReadonlySet<string> } | { role: 'tutor'; uid: string; myGroups: 'all' | 'own' };

const GROUP_BOARD_COLOR: PinColor = { name: 'blue', shade: 600 };

/**
 * Which boards a person sees and may post to. A student (or a guardian for the child) sees the
 * public boards and the boards of their groups. A tutor sees the public boards, the staff boards
 * (not public) that list them or list nobody, and the boards of the groups they may see (their own,
 * or all with the school's myGroups 'all'); they post to all of those except a listed board that
 * does not list them.
 */
export const boardsFor = (viewer: Viewer, explicitBoards: ExplicitBoard[], groups: YearGroup[]): BoardView[] => {
  const explicit = explicitBoards.flatMap((board): BoardView[] => {
    const listed =
      board.tutorUids && board.tutorUids.length > 0 ? board.tutorUids.includes(viewer.role === 'tutor' ? viewer.uid : '') : null;
    const visible = viewer.role === 'student' ? board.public : board.public || listed !== false;
    if (!visible) return [];
    return [
      {
        id: board.pinboardId,
        name: board.name,
        displayName: board.displayName,
        color: { name: board.colorName, shade: 600 },
        public: board.public,
        canPost: viewer.role === 'tutor' && listed !== false,
      },
    ];
  });
  const ofGroups = groups
    .filter((group) =>
      viewer.role === 'student' ? viewer.memberGroupIds.has(group.groupId) : canSeeGroup(viewer.myGroups, group.classTutorUid, viewer.uid),
    )
    .map((group): BoardView => ({
      id: groupBoardId(group.groupId),
      name: group.displayName,
      displayName: group.displayName,
      color: GROUP_BOARD_COLOR,
      public: false,
      groupId: group.groupId,
      canPost: viewer.role === 'tutor',
    }));
  const byName = (a: BoardView, b: BoardView) => a.displayName.localeCompare(b.displayName, 'de', { numeric: true });
  return [...explicit.sort(byName), ...ofGroups.sort(byName)];
};
