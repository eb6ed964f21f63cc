import * as z from 'zod';
import {
  buildingBodySchema,
  catalogNameSchema,
  resourceBodySchema,
  resourceGroupBodySchema,
  resourceTypeSchema,
  type ResourceCatalog,
} from '@shared/schemas/reservation.schema.js';
import { reservationTexts } from '../../i18n/reservations.de.js';
import type { CatalogChange, CatalogKind } from './reservations.api.js';

/** A building, device group or device as the dialog edits it. */
export interface CatalogDraft {
  kind: CatalogKind;
  id: string;
  name: string;
  type: string;
  deviceId: string;
  buildingId: string;
  groupIds: string[];
}

/** What the item dialog opens: the draft and, for a stored item, the revision it was loaded at. */
export interface CatalogEdit {
  draft: CatalogDraft;
  revision?: number;
}

const t = reservationTexts.admin;

/** The dialog's fields by their labels, naming what someone else changed meanwhile. */
export const catalogFieldLabels: { [K in keyof CatalogDraft]?: string } = {
  name: t.name,
  type: t.type,
  buildingId: t.building,
  deviceId: t.deviceId,
  groupIds: t.groupsField,
};

/**
 * The dialog's check before sending: the API's rules of each field (name, type, device ID, groups),
 * the type only for groups and devices.
 */
export const catalogDraftSchema = (kind: CatalogKind) =>
  z.object({
    kind: z.enum(['building', 'group', 'device']),
    id: z.string(),
    name: catalogNameSchema,
    type: kind === 'building' ? z.string() : resourceTypeSchema,
    deviceId: resourceBodySchema.shape.deviceId,
    buildingId: z.string(),
    groupIds: resourceBodySchema.shape.groupIds,
  });

/** The API's field of a refusal ('displayName') as the draft's field ('name'). */
export const draftFieldOf = (field: string): keyof CatalogDraft | undefined => {
  const [top = ''] = field.split('.');
  if (top === 'displayName' || top === 'name') return 'name';
  return ['type', 'deviceId', 'buildingId', 'groupIds'].includes(top) ? (top as keyof CatalogDraft) : undefined;
};

/** The API body of the draft, or null when it is not valid. */
export const bodyOf = (draft: CatalogDraft): CatalogChange | null => {
  const building = draft.buildingId ? { buildingId: draft.buildingId } : {};
  const parsed =
    draft.kind === 'building'
      ? buildingBodySchema.safeParse({ name: draft.name })
      : draft.kind === 'group'
        ? resourceGroupBodySchema.safeParse({ name: draft.name, type: draft.type, ...building })
        : resourceBodySchema.safeParse({
            displayName: draft.name,
            type: draft.type,
            deviceId: draft.deviceId,
            ...building,
            groupIds: draft.groupIds,
          });
  return parsed.success ? ({ kind: draft.kind, id: draft.id, body: parsed.data } as CatalogChange) : null;
};

/** One line of a section: the item as a draft, its revision and its details (type, device ID, building). */
export interface CatalogRow extends Required<CatalogEdit> {
  details: string;
}

/** A new item of the kind, with its own id. */
export const emptyDraft = (kind: CatalogKind): CatalogDraft => ({
  kind,
  id: crypto.randomUUID(),
  name: '',
  type: '',
  deviceId: '',
  buildingId: '',
  groupIds: [],
});

/** The rows of the three sections: buildings, device groups, devices. */
export const rowsOf = (catalog: ResourceCatalog): Record<CatalogKind, CatalogRow[]> => {
  const building = (id?: string) => catalog.buildings.find((item) => item.id === id)?.name ?? '';
  const base = { type: '', deviceId: '', buildingId: '', groupIds: [] as string[] };
  return {
    building: catalog.buildings.map((item) => ({
      draft: { ...base, kind: 'building', id: item.id, name: item.name },
      revision: item.revision,
      details: '',
    })),
    group: catalog.groups.map((item) => ({
      draft: { ...base, kind: 'group', id: item.id, name: item.name, type: item.type, buildingId: item.buildingId ?? '' },
      revision: item.revision,
      details: [item.type, building(item.buildingId)].filter(Boolean).join(' · '),
    })),
    device: catalog.resources.map((item) => ({
      draft: {
        kind: 'device',
        id: item.id,
        name: item.displayName,
        type: item.type,
        deviceId: item.deviceId,
        buildingId: item.buildingId ?? '',
        groupIds: item.groupIds,
      },
      revision: item.revision,
      details: [item.type, item.deviceId, building(item.buildingId)].filter(Boolean).join(' · '),
    })),
  };
};
