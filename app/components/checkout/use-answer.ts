import { useEffect, useRef, useState } from "react";

/** A call's answer (or failure) for the request it was asked with. */
export interface Answer<T> {
  key: string;
  value?: T;
  failure?: unknown;
}

/**
 * Asks again whenever `key` (the request, written out) changes, and keeps the last answer: `current` says
 * whether it answers the request as it stands, so a page can show the last figures while new ones come and
 * never act on them. An answer to a request that was changed meanwhile is dropped. A null key asks nothing.
 */
export function useAnswer<T>(key: string | null, ask: () => Promise<T>): { answer: Answer<T> | null; current: boolean } {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const asking = useRef(ask);
  asking.current = ask;
  useEffect(() => {
    if (key === null) return;
    let live = true;
    asking.current().then(
      (value) => live && setAnswer({ key, value }),
      (failure: unknown) => live && setAnswer({ key, failure }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return { answer, current: key !== null && answer?.key === key };
}
