/**
 * The values an editor reported through onChange that its value prop has not come back with yet. A value
 * prop that is one of them is the editor's own change returning, perhaps after more typing: loading it
 * into the editor would undo that typing and move the cursor. Any other value comes from elsewhere
 * (a save, an undo in the page editor) and is loaded.
 */
export class ReportedValues {
  #pending: string[] = [];

  add(value: string): void {
    this.#pending.push(value);
  }

  /**
   * Whether `value` is one the editor reported. It is forgotten with the ones reported before it, which
   * can no longer come back; a value from elsewhere makes every pending one stale.
   */
  cameBack(value: string): boolean {
    const at = this.#pending.indexOf(value);
    this.#pending = at === -1 ? [] : this.#pending.slice(at + 1);
    return at !== -1;
  }
}
