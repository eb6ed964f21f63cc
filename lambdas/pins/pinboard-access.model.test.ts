import { describe, expect, it } from 'vitest';
import { defined } from '../../tests/fixtures/defined.js';
import { boardsFor, groupBoardId, type ExplicitBoard, type YearGroup } from './pinboard-access.model.js';

const explicit: ExplicitBoard[] = [
  { pinboardId: 'schulleben', name: 'schulleben', displayName: 'Schulleben', colorName: 'green', public: true },
  { pinboardId: 'kollegium', name: 'kollegium', displayName: 'Kollegium', colorName: 'teal', public: false },
  { pinboardId: 'fachschaft', name: 'fachschaft', displayName: 'Fachschaft Mathe', colorName: 'red', public: false, tutorUids: ['t-math'] },
];
const groups: YearGroup[] = [
  { groupId: '7a', displayName: '7a', kind: 'class', classTutorUid: 't-7a' },
  { groupId: '9b', displayName: '9b', kind: 'class', classTutorUid: 't-9b' },
  { groupId: 'ag', displayName: 'AG Robotik', kind: 'course' },
];
const ids = (boards: { id: string }[]) => boards.map((board) => board.id);

describe('boardsFor', () => {
  it('gives a student the public boards and the boards of their groups, none to post to', () => {
    const boards = boardsFor({ role: 'student', memberGroupIds: new Set(['7a', 'ag']) }, explicit, groups);
    expect(ids(boards)).toEqual(['schulleben', groupBoardId('7a'), groupBoardId('ag')]);
    expect(boards.every((board) => !board.canPost)).toBe(true);
  });

  it('gives a tutor under myGroups own the public and open staff boards and the boards of the classes they lead', () => {
    const boards = boardsFor({ role: 'tutor', uid: 't-7a', myGroups: 'own' }, explicit, groups);
    expect(ids(boards)).toEqual(['kollegium', 'schulleben', groupBoardId('7a')]);
    expect(boards.every((board) => board.canPost)).toBe(true);
  });

  it('shows a listed staff board only to the tutors it lists; under myGroups all every group board', () => {
    const boards = boardsFor({ role: 'tutor', uid: 't-math', myGroups: 'all' }, explicit, groups);
    expect(ids(boards)).toEqual(['fachschaft', 'kollegium', 'schulleben', groupBoardId('7a'), groupBoardId('9b'), groupBoardId('ag')]);
  });

  it('lets a tutor read but not post to a public board that lists other tutors', () => {
    const listedPublic: ExplicitBoard = { ...defined(explicit[0], 'the public board'), tutorUids: ['t-office'] };
    const [board] = boardsFor({ role: 'tutor', uid: 't-7a', myGroups: 'own' }, [listedPublic], []);
    expect(board).toMatchObject({ id: 'schulleben', canPost: false });
  });
});
