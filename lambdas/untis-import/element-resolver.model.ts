import type { UntisElementKind as ElementKind } from '../../shared/schemas/timetable-import-warning.schema.js';

export interface ElementResolver {
  /**
   * The short name to store and key on: an alias becomes the short name, anything else (including
   * an overridden course name) stays as written. Unknown values are reported once.
   */
  canonical(value: string, at: ElementLocation): string;
  /** The master-data element a value belongs to, following aliases and overrides. */
  element(value: string): string | undefined;
}

export type UntisFile = 'GPU001' | 'GPU002' | 'GPU003' | 'GPU004' | 'GPU005' | 'GPU006' | 'GPU009' | 'GPU014' | 'GPU017';

/** Where a reference was read: file and 1-based line. */
export interface ElementLocation {
  file: UntisFile;
  line: number;
}

/** A reference to an element its master-data file does not list. */
export interface UnknownElement extends ElementLocation {
  kind: ElementKind;
  value: string;
}

/**
 * Maps a reference to the element's short name. Some export dialogs write aliases instead of short
 * names, so aliases (GPU003 field 29, GPU004 field 36, GPU006 field 21) are accepted too, and
 * `overrides` maps course-style names such as "M-LK1" to their subject. Without master data
 * (`elements` undefined) every value is taken as it is and nothing is reported.
 */
export function createElementResolver(
  kind: ElementKind,
  elements: readonly { name: string; alias?: string }[] | undefined,
  report: (unknown: UnknownElement) => void,
  overrides: Readonly<Record<string, string>> = {},
): ElementResolver {
  const names = new Set(elements?.map((element) => element.name));
  const aliases = new Map(elements?.flatMap((element) => (element.alias === undefined ? [] : [[element.alias, element.name] as const])));
  const reported = new Set<string>();
  const canonicalOf = (value: string): string => (names.has(value) ? value : (aliases.get(value) ?? value));
  const element = (value: string): string | undefined => {
    const canonical = canonicalOf(value);
    if (names.has(canonical)) return canonical;
    const override = overrides[canonical];
    return override !== undefined && names.has(override) ? override : undefined;
  };
  return {
    element,
    canonical(value, at) {
      if (elements !== undefined && element(value) === undefined && !reported.has(value)) {
        reported.add(value);
        report({ ...at, kind, value });
      }
      return canonicalOf(value);
    },
  };
}
