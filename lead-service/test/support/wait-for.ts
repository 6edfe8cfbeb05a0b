/** Polls until `check` returns a truthy value (and returns it), or fails with `what` after the timeout. */
export async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs = 15_000, intervalMs = 50): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
