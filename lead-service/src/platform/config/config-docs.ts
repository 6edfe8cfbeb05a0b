/**
 * The operator documentation of the lead service's variables, rendered from platform/config/variables.ts and the form
 * kinds' settings (handed in, see load-config.ts allVariablesOf): the README's table and the lead-service block of .env.example. `npm run config:docs` writes both; a test fails when the
 * files drift from the list.
 */
import type { ConfigVariable, ConfigVariables } from './config-variable.ts';

export const generatedMarkers = {
  readme: { start: '<!-- generated: lead-service config (npm run config:docs) -->', end: '<!-- end of generated config -->' },
  envExample: {
    start: '# >>> Lead service, generated from lead-service/src/platform/config/variables.ts by `npm run config:docs`; edit it there.',
    end: '# <<< Lead service',
  },
} as const;

/** The default as the README shows it: the definition's wording, else the schema's default value. */
export function defaultText(definition: ConfigVariable): string {
  if (definition.defaultText) return definition.defaultText;
  const parsed = definition.schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return 'unset';
  return `\`${String(parsed.data)}\``;
}

export function renderReadmeTable(variables: ConfigVariables): string {
  const rows = Object.entries(variables).map(
    ([name, definition]) => `| \`${name}\` | ${defaultText(definition)} | ${definition.doc.replaceAll('|', '\\|')} |`,
  );
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > 110 && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

export function renderEnvExampleBlock(variables: ConfigVariables): string {
  const groups = new Map<string, [string, ConfigVariable][]>();
  for (const entry of Object.entries(variables)) {
    if (entry[1].sharedWithSiteBuild) continue;
    groups.set(entry[1].group, [...(groups.get(entry[1].group) ?? []), entry]);
  }
  const lines: string[] = [];
  for (const [group, members] of groups) {
    lines.push('', `# ── Lead service: ${group} ${'─'.repeat(Math.max(3, 83 - group.length))}`);
    for (const [name, definition] of members) {
      const defaultNote = `Default: ${defaultText(definition).replaceAll('`', '')}.`;
      lines.push(...comment([definition.doc, definition.composeNote, defaultNote].filter(Boolean).join(' ')));
      lines.push(`${name}=${definition.composeValue ?? ''}`);
    }
  }
  return lines.join('\n');
}

/** `text` with the part between the two markers replaced; throws when a marker is missing. */
export function replaceBetween(text: string, markers: { start: string; end: string }, body: string, file: string): string {
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  if (start < 0 || end < start) throw new Error(`${file}: the markers "${markers.start}" … "${markers.end}" are missing`);
  return `${text.slice(0, start + markers.start.length)}\n${body.trim() === '' ? '' : `${body.replace(/^\n+/, '')}\n`}${text.slice(end)}`;
}
