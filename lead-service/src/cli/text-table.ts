/** Plain-text tables for the terminal: columns padded to their widest cell, long cells cut with "…". */
export interface Column<Row> {
  header: string;
  value: (row: Row) => string;
  /** Cells longer than this are cut (default 48). */
  max?: number;
}

function cut(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ');
  return single.length > max ? `${single.slice(0, max - 1)}…` : single;
}

export function renderTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  const cells = rows.map((row) => columns.map((column) => cut(column.value(row), column.max ?? 48)));
  const widths = columns.map((column, index) => Math.max(column.header.length, ...cells.map((line) => line[index]?.length ?? 0)));
  const format = (line: readonly string[]) =>
    line
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [format(columns.map((column) => column.header)), format(widths.map((width) => '─'.repeat(width))), ...cells.map(format)].join(
    '\n',
  );
}

/** "key   value" lines with the keys aligned. */
export function renderPairs(pairs: ReadonlyArray<readonly [string, string]>): string {
  const width = Math.max(0, ...pairs.map(([key]) => key.length));
  return pairs.map(([key, value]) => `${key.padEnd(width)}  ${value}`).join('\n');
}
