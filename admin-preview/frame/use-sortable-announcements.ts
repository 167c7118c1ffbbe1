import type { Announcements, UniqueIdentifier } from "@dnd-kit/core";
import { useRef } from "react";

/** What a screen reader hears of a drag: its start, each new place it is over, leaving the list, the drop, a cancel. */
export type DragEvent = "start" | "over" | "outside" | "end" | "cancel";

/**
 * dnd-kit's announcements for a sortable list: what `describe` says of the dragged item (at the place of `over`,
 * when it is over one), worded by `announce`.
 */
export function useSortableAnnouncements<Values extends Record<string, string | number>>(
  describe: (active: UniqueIdentifier, over?: UniqueIdentifier) => Values,
  announce: (event: DragEvent, values: Values) => string,
): Announcements {
  const lastOver = useRef<UniqueIdentifier | null>(null);
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return announce("start", describe(active.id));
    },
    onDragOver: ({ active, over }) => {
      // A drag starts over its own place, which would drown out the start's announcement.
      if (over?.id === lastOver.current) return undefined;
      lastOver.current = over?.id ?? null;
      return over ? announce("over", describe(active.id, over.id)) : announce("outside", describe(active.id));
    },
    onDragEnd: ({ active, over }) => (over ? announce("end", describe(active.id, over.id)) : announce("cancel", describe(active.id))),
    onDragCancel: ({ active }) => announce("cancel", describe(active.id)),
  };
}
