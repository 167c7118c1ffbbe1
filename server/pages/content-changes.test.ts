import { describe, expect, it, vi } from "vitest";
import { LOCALES } from "../../schemas/site.js";
import type { Store } from "../db/connection.js";
import { CONTENT_CHANNEL, ContentChanges, type ContentChange } from "./content-changes.js";

function changesOn(store: Partial<Store> = {}) {
  const changes = new ContentChanges(store as Store);
  const seen: ContentChange[] = [];
  changes.subscribe((change) => seen.push(change));
  return { changes, seen };
}

describe("ContentChanges", () => {
  it("forgets here at once on an announce, and tells the other processes", async () => {
    const notify = vi.fn(async () => undefined);
    const { changes, seen } = changesOn({ notifications: { notify } });
    await changes.announce({ locale: "uk" });
    expect(seen).toEqual([{ locale: "uk" }]);
    expect(notify).toHaveBeenCalledWith(CONTENT_CHANNEL, JSON.stringify({ locale: "uk" }));
  });

  it("passes on another process's notice, and drops one it cannot read", () => {
    const { changes, seen } = changesOn();
    changes.notice(JSON.stringify({ locale: "jp" }));
    changes.notice("{not json");
    expect(seen).toEqual([{ locale: "jp" }]);
  });

  it("takes every site for changed when notices may have gone unheard", () => {
    const { changes, seen } = changesOn();
    changes.missed();
    expect(seen.map((change) => change.locale)).toEqual([...LOCALES]);
  });

  it("stops telling a listener that unsubscribed", () => {
    const { changes, seen } = changesOn();
    const other: ContentChange[] = [];
    const unsubscribe = changes.subscribe((change) => other.push(change));
    unsubscribe();
    changes.notice(JSON.stringify({ locale: "us" }));
    expect(other).toEqual([]);
    expect(seen).toHaveLength(1);
  });
});
