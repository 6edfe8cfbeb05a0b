import { Dialog, DialogContent } from '@sichtwerk/site/ui/dialog';

const shortcuts = [
  ['j', 'nächster Lead in der Liste'],
  ['k', 'vorheriger Lead in der Liste'],
  ['Enter', 'markierten Lead öffnen'],
  ['/', 'in die Suche springen'],
  ['Esc', 'zurück zur Liste (im Lead) oder Suche verlassen'],
  ['?', 'diese Hilfe'],
] as const;

/** The desk's keyboard shortcuts, opened with "?". */
export function KeyboardHelp({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Tastenkürzel" description="Sie wirken, solange du nicht in ein Feld tippst.">
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {shortcuts.map(([key, text]) => (
            <div key={key} className="contents">
              <dt>
                <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
              </dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
