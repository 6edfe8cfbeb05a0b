/**
 * Waits for a graceful close at most `ms`; past that runs `force` and moves on, so a stuck socket or a
 * job that never finishes cannot hold a shutdown (or a test's teardown) forever.
 */
export async function closeWithin(ms: number, close: () => Promise<unknown>, force: () => unknown): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    const outcome = await Promise.race([close().then(() => 'closed' as const), timedOut]);
    if (outcome === 'timeout') await force();
  } finally {
    clearTimeout(timer);
  }
}
