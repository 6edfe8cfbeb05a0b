/** Fails the build when two documents share a title or a meta description (search engines treat that as duplicate content). */
export function assertUniqueMetadata(documents: readonly { path: string; title: string; description: string }[]): void {
  const problems: string[] = [];
  for (const field of ['title', 'description'] as const) {
    const seen = new Map<string, string>();
    for (const document of documents) {
      const other = seen.get(document[field]);
      if (other) problems.push(`${field} von ${document.path} gleicht ${other}: „${document[field]}“`);
      seen.set(document[field], document.path);
    }
  }
  if (problems.length) throw new Error(`Doppelte Metadaten:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
}
