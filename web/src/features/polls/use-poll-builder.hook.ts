import { toNestErrors } from '@hookform/resolvers';
import { useCallback, useRef, useState } from 'react';
import { get, useForm, useFormState, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { PollContent, PollKind } from '@shared/schemas/poll.schema.js';
import { berlinToday } from '@shared/week.js';
import { errorText } from '../../i18n/errors.de.js';
import { pollTexts } from '../../i18n/polls.de.js';
import { ApiError } from '../../lib/api-error.js';
import { leaveWithoutAsking } from '../../lib/use-leave-guard.hook.js';
import { useRevisedEdit } from '../../lib/use-revised-edit.hook.js';
import { builderMessages, issueMessage } from './builder-messages.model.js';
import { loadPoll, usePollActions } from './polls.api.js';

const t = pollTexts.builder;
interface Notice {
  key: number;
  ok: boolean;
  text: string;
}

/** What the builder edits: a stored poll or template (`id`, at `revision`), or a new one (`id` null) stored with its first save. */
export interface BuilderDraft {
  id: string | null;
  kind: PollKind;
  content: PollContent;
  revision: number | null;
}

/** The builder's parts by label: what a conflict names as changed meanwhile. */
const pollFieldLabels: { [K in keyof PollContent]: string } = {
  label: t.label,
  description: t.description,
  dueDate: t.dueDate,
  anonymous: t.anonymous,
  sections: t.sections,
};

/** The notice a new poll's first save hands to the page of the stored poll. */
const noticeOf = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as { notice?: unknown }).notice === 'string'
    ? (state as { notice: string }).notice
    : null;

/** The message at a builder field (`label`, `dueDate`, `sections.0.questions.1.label`, …) after a refused save or publish. */
export const useFieldMessage = (path: string): string | undefined => {
  const { errors } = useFormState<PollContent>();
  const error: FieldError | undefined = get(errors, path);
  return error?.message;
};

/**
 * The builder's content in a react-hook-form form checked by the shared schema and §5 rules
 * (builder-messages.model.ts): save, publish (after saving, due date required and not past), delete. A
 * refused check shows its messages at the fields and 'Fehlerhafte Angaben' in the snackbar; a new
 * poll is stored only by its first save. A save names the revision the builder started from or last
 * saved; saved meanwhile (another tab), the builder keeps the input and offers the new state or to
 * overwrite it (`conflict`).
 */
export const usePollBuilder = (draft: BuilderDraft) => {
  const navigate = useNavigate();
  const location = useLocation();
  const actions = usePollActions();
  const publishing = useRef(false);
  const resolver = useCallback<Resolver<PollContent>>(
    (values, _context, options) => {
      const messages = builderMessages(values, { publishing: publishing.current, kind: draft.kind, today: berlinToday() });
      if (Object.keys(messages).length === 0) return { values, errors: {} };
      const errors = Object.fromEntries(Object.entries(messages).map(([path, message]) => [path, { type: 'builder', message }]));
      return { values: {}, errors: toNestErrors(errors, options) };
    },
    [draft.kind],
  );
  const form = useForm<PollContent>({ defaultValues: draft.content, resolver });
  const edit = useRevisedEdit(
    draft.id !== null && draft.revision !== null ? { values: draft.content, revision: draft.revision } : undefined,
    pollFieldLabels,
    async () => {
      const poll = await loadPoll(draft.id ?? '');
      return { values: poll.content, revision: poll.revision };
    },
  );
  const content = useWatch({ control: form.control }) as PollContent;
  const { isSubmitted } = form.formState;
  const [dirty, setDirty] = useState(false);
  const busy = useRef(false);
  const [notice, setNotice] = useState<Notice | null>(() => {
    const text = noticeOf(location.state);
    return text ? { key: Date.now(), ok: true, text } : null;
  });
  const show = (ok: boolean, text: string) => setNotice({ key: Date.now(), ok, text });
  const change = (next: PollContent) => {
    const current = form.getValues();
    for (const key of Object.keys(next) as (keyof PollContent)[])
      if (next[key] !== current[key]) form.setValue(key, next[key], { shouldValidate: isSubmitted });
    setDirty(true);
  };
  /** The poll's id: a new poll is created now; a stored one's save names its revision. */
  const store = async (values: PollContent) => {
    const revision = edit.revision();
    if (!draft.id || revision === undefined) return (await actions.create(draft.kind, values)).id;
    const poll = await actions.save(draft.id, values, revision);
    edit.saved({ values: poll.content, revision: poll.revision });
    return poll.id;
  };
  /** One save or publish at a time (a double click stores once): checked, then `work` with the values. */
  const attempt = async (publish: boolean, work: (values: PollContent) => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    publishing.current = publish;
    try {
      await form.handleSubmit(
        async (values) => {
          try {
            await work(values);
          } catch (error) {
            if (await edit.refused(error)) return;
            const fields = error instanceof ApiError && error.code === 'validation-failed' ? (error.fields ?? {}) : null;
            for (const [path, code] of Object.entries(fields ?? {}))
              form.setError(path as 'label', { type: 'server', message: issueMessage(path, code) });
            show(false, fields ? t.invalid : errorText(error instanceof ApiError ? error.code : null));
          }
        },
        () => show(false, t.invalid),
      )();
    } finally {
      busy.current = false;
    }
  };
  const save = () =>
    attempt(false, async (values) => {
      const id = await store(values);
      setDirty(false);
      if (draft.id) show(true, t.saved);
      else await navigate(`/poll/${id}`, { replace: true, state: { ...leaveWithoutAsking, notice: t.saved } });
    });
  const publish = () =>
    attempt(true, async (values) => {
      const id = await store(values);
      try {
        await actions.publish(id);
        setDirty(false);
      } finally {
        // A new poll is stored by now: its page goes on, so a second try never creates another.
        if (!draft.id) await navigate(`/poll/${id}`, { replace: true, state: leaveWithoutAsking });
      }
    });
  const remove = async () => {
    if (draft.id) await actions.remove(draft.id);
    await navigate('/polls', { state: leaveWithoutAsking });
  };
  const conflict = edit.conflict && {
    changed: edit.conflict.changed,
    loadNew: () =>
      edit.loadNew((current) => {
        form.reset(current);
        setDirty(false);
      }),
    keepMine: () => {
      edit.keepMine();
      void save();
    },
  };
  return { form, content, change, dirty, notice, conflict, save, publish, remove };
};
