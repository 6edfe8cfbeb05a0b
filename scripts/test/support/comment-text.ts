/**
 * The prose of a repository file a reader follows: the comments of code and configuration, the whole text of
 * Markdown. Each piece keeps the line it starts on, so a finding can name file:line.
 */
import ts from 'typescript';

export interface Prose {
  line: number;
  text: string;
}

const scriptFile = /\.(?:[cm]?[jt]sx?)$/;
const markdownFile = /\.mdx?$/;
const hashCommentFile = /(?:\.ya?ml|\.sh|Dockerfile|Caddyfile|cdn-headers|\.env\.example|\.gitignore|\.dockerignore|\.ci\/run)$/;

/** Whether `proseOf` reads this file; everything else (JSON, SVG, lock files) has no comments to follow. */
export function hasProse(file: string): boolean {
  return scriptFile.test(file) || markdownFile.test(file) || hashCommentFile.test(file) || /\.(?:css|sql)$/.test(file);
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** Comments of TypeScript and JavaScript, from the parsed tree, so `//` inside a string or regex is no comment. */
function scriptComments(file: string, text: string): Prose[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Set<number>();
  const found: Prose[] = [];
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      found.push({ line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    // JSX text is page copy, not trivia: "//" in it starts no comment.
    if (ts.isJsxText(node)) return;
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return found.sort((a, b) => a.line - b.line);
}

function matches(text: string, pattern: RegExp): Prose[] {
  return [...text.matchAll(pattern)].map((match) => ({ line: lineAt(text, match.index), text: match[0] }));
}

export function proseOf(file: string, text: string): Prose[] {
  if (markdownFile.test(file)) return text.split('\n').map((line, index) => ({ line: index + 1, text: line }));
  if (scriptFile.test(file)) return scriptComments(file, text);
  if (file.endsWith('.css')) return matches(text, /\/\*[\s\S]*?\*\//g);
  if (file.endsWith('.sql')) return matches(text, /--[^\n]*|\/\*[\s\S]*?\*\//g);
  if (hashCommentFile.test(file)) return matches(text, /(?<=^|\s)#[^\n]*/g);
  return [];
}
