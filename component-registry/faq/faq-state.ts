/** Which answers are open: each question toggles on its own, several may be open at once. */
export function toggleOpen(open: ReadonlySet<number>, index: number): Set<number> {
  const next = new Set(open);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}
