/** A small deterministic generator (mulberry32) of whole numbers from 0 to `maxInclusive`, so a failing random case can be replayed. */
export function seededRandom(seed: number): (maxInclusive: number) => number {
  let state = seed;
  return (maxInclusive) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.floor(unit * (maxInclusive + 1));
  };
}
