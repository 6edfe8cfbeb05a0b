import { useState } from 'react';
export function Page() {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN(n + 1)}>Klicks {n}</button>;
}
