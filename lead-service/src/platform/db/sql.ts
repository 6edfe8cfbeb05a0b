/**
 * A piece of SQL written as a tagged template: the text and the values stay apart, so an interpolated value
 * can only ever become a bound parameter, never part of the statement.
 */
export interface SqlFragment {
  readonly text: readonly string[];
  readonly values: readonly unknown[];
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): SqlFragment {
  return { text: [...strings], values };
}

export function isSqlFragment(value: unknown): value is SqlFragment {
  return typeof value === 'object' && value !== null && 'text' in value && 'values' in value && Array.isArray(value.text);
}

/** The fragment's text with its values as `$n` placeholders numbered on from `params`, onto which they are pushed. */
export function bindSql(fragment: SqlFragment, params: unknown[]): string {
  let text = fragment.text[0] ?? '';
  for (let index = 1; index < fragment.text.length; index += 1) {
    params.push(fragment.values[index - 1]);
    text += `$${params.length}${fragment.text[index]}`;
  }
  return text;
}
