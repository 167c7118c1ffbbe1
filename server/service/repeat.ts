/**
 * Runs `work` every `intervalMs` until stopped, one round at a time (a round still running skips the next tick);
 * a failed round goes to `onError` and the next one tries again. The timer does not keep the process alive.
 */
export function repeatEvery(intervalMs: number, work: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch(onError)
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
