import { useForm } from 'react-hook-form';
import {
  buildingBodySchema,
  RESOURCE_GROUPS_MAX,
  resourceBodySchema,
  resourceGroupBodySchema,
} from '@shared/schemas/reservation.schema.js';
import { errorText } from '../../i18n/errors.de.js';
import { reservationTexts } from '../../i18n/reservations.de.js';
import { ApiError } from '../../lib/api-error.js';
import { callApi } from '../../lib/call-api.js';
import { errorCodeOf } from '../../lib/error-code.js';
import { germanResolver, showApiFieldErrors } from '../../lib/form-validation.js';
import { useRevisedEdit } from '../../lib/use-revised-edit.hook.js';
import {
  bodyOf,
  catalogDraftSchema,
  catalogFieldLabels,
  draftFieldOf,
  rowsOf,
  type CatalogDraft,
  type CatalogEdit,
} from './catalog-draft.model.js';
import { useCatalogActions, type CatalogKind } from './reservations.api.js';

const t = reservationTexts.admin;

/** The dialog's words for the catalog's own rules (the rest are the shared rule texts). */
const fieldTexts = {
  'buildingId.unknown': t.buildingUnknown,
  'groupIds.unknown': t.groupUnknown,
  'groupIds.custom': t.groupTwice,
  'groupIds.too_big': t.tooManyGroups(RESOURCE_GROUPS_MAX),
};

const bodySchemas = { building: buildingBodySchema, group: resourceGroupBodySchema, device: resourceBodySchema };

/** The item as it is stored now; deleted meanwhile, a 404. */
const loadCatalogItem = async (kind: CatalogKind, id: string) => {
  const row = rowsOf(await callApi('getResourceCatalog'))[kind].find((item) => item.draft.id === id);
  if (!row) throw new ApiError(404, 'not-found');
  return { values: row.draft, revision: row.revision };
};

/**
 * The item dialog's form and save: checked with the API's rules before sending, a refusal stays in the form at its
 * field. An edit names the revision it was loaded at; saved meanwhile, the dialog keeps the input and offers the new
 * state or to overwrite it (`conflict`); deleted meanwhile, it says so.
 */
export const useCatalogEditor = ({ draft: initial, revision }: CatalogEdit, onClose: () => void) => {
  const { save } = useCatalogActions();
  const form = useForm<CatalogDraft>({ resolver: germanResolver(catalogDraftSchema(initial.kind), fieldTexts), defaultValues: initial });
  const edit = useRevisedEdit(revision === undefined ? undefined : { values: initial, revision }, catalogFieldLabels, () =>
    loadCatalogItem(initial.kind, initial.id),
  );
  /** A refusal in words: deleted meanwhile, at its field, or the error code's text. */
  const showFailure = (error: unknown) => {
    if (revision !== undefined && errorCodeOf(error) === 'not-found') {
      form.setError('root', { message: t.deletedMeanwhile[initial.kind] });
      return;
    }
    const atField = showApiFieldErrors(error, form.setError, {
      schema: bodySchemas[initial.kind],
      texts: fieldTexts,
      fieldOf: draftFieldOf,
    });
    if (!atField) form.setError('root', { message: errorText(errorCodeOf(error)) });
  };
  const submit = form.handleSubmit(async (draft) => {
    const change = bodyOf(draft);
    if (!change) {
      form.setError('root', { message: reservationTexts.validation.formError });
      return;
    }
    try {
      await save(change, edit.revision());
      onClose();
    } catch (error) {
      // Saved meanwhile: the stored state is loaded (deleted by then: that refusal is shown).
      const conflicting = await edit.refused(error).catch((reloadFailure: unknown) => {
        showFailure(reloadFailure);
        return true;
      });
      if (!conflicting) showFailure(error);
    }
  });
  const conflict = edit.conflict && {
    changed: edit.conflict.changed,
    loadNew: () => edit.loadNew((current) => form.reset(current)),
    keepMine: () => {
      edit.keepMine();
      void submit();
    },
  };
  return { form, submit, conflict, savedMeanwhile: t.savedMeanwhile[initial.kind] };
};
