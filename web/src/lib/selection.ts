/** An 'Alle' box over a list of filters (calendars, pinboards): all chosen, none, or some (indeterminate). */
export type SelectionState = 'all' | 'none' | 'some';

export const selectionState = (items: readonly { id: string }[], selected: ReadonlySet<string>): SelectionState => {
  const chosen = items.filter((item) => selected.has(item.id)).length;
  return chosen === 0 ? 'none' : chosen === items.length ? 'all' : 'some';
};

/** 'Alle' ticks every item, unless all are ticked already: then it clears them. */
export const toggleAll = (items: readonly { id: string }[], selected: ReadonlySet<string>): Set<string> =>
  selectionState(items, selected) === 'all' ? new Set() : new Set(items.map((item) => item.id));

export const toggleOne = (selected: ReadonlySet<string>, id: string): Set<string> => {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
};
