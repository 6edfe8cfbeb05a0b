import { Container } from '../../components/ui/index.ts';

export function Page() {
  return (
    <Container className="py-20">
      <h1 className="text-4xl font-bold">Online-Marketing für lokale Unternehmen</h1>
      <p className="mt-4 text-xl">Deine Kunden suchen dich. Finden sie dich auch?</p>
    </Container>
  );
}
