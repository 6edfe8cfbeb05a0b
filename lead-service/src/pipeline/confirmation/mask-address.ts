/**
 * An address as the confirmation step shows it: enough to recognise one's own (first letters, the top-level
 * domain), too little to learn someone else's — `maria@baeckerei.de` → `m•••@b•••.de`.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${Array.from(local)[0] ?? ''}•••@${Array.from(host)[0] ?? ''}•••${tld}`;
}
