import { lazy, type ComponentType } from "react";
import { componentKey, type ViewProps } from "../component-registry/define.js";
import { componentViews, type ViewEntry } from "../component-registry/views.js";

type AnyView = ComponentType<ViewProps<unknown, unknown>>;

const lazyViews = new Map<string, AnyView>();
/** Views whose code is already here: rendered directly, without suspending. */
const loadedViews = new Map<string, AnyView>();

/**
 * Loads a view's code ahead of rendering. The browser does this for the server-rendered modules before
 * it hydrates, so they hydrate at once instead of as suspended boundaries that any early update would
 * force back to client rendering.
 */
export async function preloadView(key: string): Promise<void> {
  const entry = componentViews[key];
  if (!entry || loadedViews.has(key)) return;
  const module = await entry.load();
  loadedViews.set(key, module.default as AnyView);
}

export function viewEntry(name: string, type: number): ViewEntry | undefined {
  return componentViews[componentKey(name, type)];
}

/** One React.lazy per component, made on first use and kept, so React sees the same component each time. */
export function lazyView(name: string, type: number): AnyView | undefined {
  const key = componentKey(name, type);
  const entry = componentViews[key];
  if (!entry) return undefined;
  const loaded = loadedViews.get(key);
  if (loaded) return loaded;
  let view = lazyViews.get(key);
  if (!view) {
    view = lazy(entry.load as () => Promise<{ default: AnyView }>);
    lazyViews.set(key, view);
  }
  return view;
}
