// The part of fs-native-extensions (which ships no types) that data-dir-lock.ts uses.
declare module "fs-native-extensions" {
  /** An advisory lock on the open file (exclusive unless shared): false when another open file holds it. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
}
