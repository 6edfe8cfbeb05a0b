import { brand } from '@sichtwerk/content/company';
import { Mail, Sparkles } from 'lucide-react';
import { Badge, Container } from '../ui/index.ts';

export function TopBar() {
  return (
    <div data-slot="top-bar" className="bg-brand-950 text-sm text-brand-50">
      <Container className="flex flex-wrap items-center justify-between gap-2 py-2">
        <a href={`mailto:${brand.email}`} className="inline-flex items-center gap-2 hover:underline">
          <Mail className="size-4" aria-hidden="true" />
          {brand.email}
        </a>
        <Badge variant="onDark">
          <Sparkles className="size-3.5" aria-hidden="true" />
          Neu: KI Sichtbarkeit Check
        </Badge>
      </Container>
    </div>
  );
}
