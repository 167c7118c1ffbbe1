/** Stops a repeating job: no round starts after it, and it settles once the round under way (if any) has ended. */
export type StopRepeating = () => Promise<void>;

/**
 * Runs `work` every `intervalMs` until stopped, one round at a time (a round still running skips the next tick);
 * a failed round goes to `onError` and the next one tries again. The timer does not keep the process alive.
 * Stopping waits for the round under way, so a service that closes its store after stopping never cuts one short.
 */
export function repeatEvery(intervalMs: number, work: () => Promise<unknown>, onError: (error: unknown) => void): StopRepeating {
  let round: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (round) return;
    round = work()
      .then(() => undefined, onError)
      .finally(() => (round = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}
