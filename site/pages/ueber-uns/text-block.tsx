/** A mission or vision block: the guiding sentence highlighted beside the running text. */
export function TextBlock({ statement, paragraphs }: { statement: string; paragraphs: readonly string[] }) {
  return (
    <div data-slot="text-block" className="grid gap-8 lg:grid-cols-[2fr_3fr] lg:gap-12">
      <p className="self-start border-l-4 border-accent-600 pl-6 text-2xl font-semibold text-balance text-brand-900 sm:text-3xl">
        {statement}
      </p>
      <div className="space-y-4 text-lg text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
