import type { z } from 'zod';

/** One thing wrong in a content file, in the words an editor needs: where, which rule, what is there now. */
export interface ContentProblem {
  /** Dotted path of the field ("description", "keywords.2"), or "(Datei)" for the file as a whole. */
  field: string;
  /** The rule in German ("9 Zeichen, erlaubt 120–155", "fehlt – Pflichtfeld"). */
  rule: string;
  /** The current value, shortened, or undefined when the field is missing. */
  value?: string;
}

/** A content file that breaks its schema. The message lists every problem, so the build log is enough to fix it. */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  readonly file: string;
  readonly problems: readonly ContentProblem[];

  constructor(file: string, problems: readonly ContentProblem[]) {
    super(`Fehler im Inhalt ${file}:\n${problems.map((problem) => `  - ${formatProblem(problem)}`).join('\n')}`);
    this.file = file;
    this.problems = problems;
  }
}

export function formatProblem({ field, rule, value }: ContentProblem): string {
  return `${field}: ${rule}${value === undefined ? '' : ` (aktuell: ${value})`}`;
}

const maxShown = 80;

function show(value: unknown): string {
  const text = typeof value === 'string' ? `„${value}“` : (JSON.stringify(value) ?? String(value));
  return text.length > maxShown ? `${text.slice(0, maxShown - 1)}…` : text;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The length bounds of a string or array field, for "erlaubt 120–155" (zod keeps them on the schema). */
function boundsAt(schema: z.ZodType, path: readonly PropertyKey[]): { min?: number; max?: number } {
  let current: unknown = schema;
  for (const key of path) {
    const def = (current as { _zod?: { def?: { shape?: Record<string, unknown>; element?: unknown; innerType?: unknown; in?: unknown } } })
      ._zod?.def;
    let inner: unknown = def;
    // Unwrap refinements, defaults and pipes until an object or array shows its children.
    for (
      let depth = 0;
      depth < 5 && inner && !(inner as { shape?: unknown }).shape && !(inner as { element?: unknown }).element;
      depth += 1
    ) {
      const next = (inner as { innerType?: unknown; in?: unknown }).innerType ?? (inner as { in?: unknown }).in;
      inner = (next as { _zod?: { def?: unknown } } | undefined)?._zod?.def;
    }
    const container = inner as { shape?: Record<string, unknown>; element?: unknown } | undefined;
    current = typeof key === 'number' ? container?.element : container?.shape?.[String(key)];
    if (!current) return {};
  }
  const bounds: { min?: number; max?: number } = {};
  const checks =
    (current as { _zod?: { def?: { checks?: Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number } } }> } } })._zod?.def
      ?.checks ?? [];
  for (const {
    _zod: { def },
  } of checks) {
    if (def.check === 'min_length' && def.minimum !== undefined) bounds.min = def.minimum;
    if (def.check === 'max_length' && def.maximum !== undefined) bounds.max = def.maximum;
  }
  return bounds;
}

function range({ min, max }: { min?: number; max?: number }): string {
  if (min !== undefined && max !== undefined) return `${min}–${max}`;
  if (min !== undefined) return `mindestens ${min}`;
  return `höchstens ${max}`;
}

const typeNames: Record<string, string> = { string: 'Text', number: 'Zahl', boolean: 'true oder false', array: 'Liste', object: 'Objekt' };

function describe(issue: z.core.$ZodIssue, value: unknown, schema: z.ZodType): string {
  switch (issue.code) {
    case 'too_small':
    case 'too_big': {
      const bounds = boundsAt(schema, issue.path);
      if (typeof value === 'string') return `${[...value].length} Zeichen, erlaubt ${range(bounds)}`;
      if (Array.isArray(value)) return `${value.length} Einträge, erlaubt ${range(bounds)}`;
      return issue.message;
    }
    case 'invalid_type':
      if (value === undefined) return 'fehlt – Pflichtfeld';
      return `erwartet ${typeNames[issue.expected] ?? issue.expected}`;
    case 'unrecognized_keys':
      return `unbekanntes Feld${issue.keys.length > 1 ? 'er' : ''} ${issue.keys.join(', ')} – Tippfehler?`;
    case 'invalid_value':
      return `erlaubt ist ${issue.values.map((allowed) => show(allowed)).join(' oder ')}`;
    default:
      return issue.message;
  }
}

/** Turns zod's issues into editor-facing problems; `input` is what was parsed, to quote the current value. */
export function contentProblems(schema: z.ZodType, error: z.ZodError, input: unknown): ContentProblem[] {
  return error.issues.map((issue) => {
    const value = valueAt(input, issue.path);
    const field = issue.path.length ? issue.path.map(String).join('.') : '(Datei)';
    return {
      field,
      rule: describe(issue, value, schema),
      ...(value === undefined || issue.code === 'unrecognized_keys' ? {} : { value: show(value) }),
    };
  });
}
