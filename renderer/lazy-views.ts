import { lazy, type ComponentType } from "react";
import { componentOf, type ComponentName } from "../component-registry/components.js";
import type { ViewProps } from "../component-registry/define.js";
import { componentViews, type ViewEntry } from "../component-registry/views.js";

type AnyView = ComponentType<ViewProps<unknown, unknown>>;

const lazyViews = new Map<ComponentName, AnyView>();
/** Views whose code is already here: rendered directly, without suspending. */
const loadedViews = new Map<ComponentName, AnyView>();

/**
 * Loads a view's code ahead of rendering (`name` as a server-rendered module's data-component says it). The
 * browser does this for the server-rendered modules before it hydrates, so they hydrate at once instead
 * of as suspended boundaries that any early update would force back to client rendering.
 */
export async function preloadView(name: string): Promise<void> {
  const component = Object.hasOwn(componentViews, name) ? (name as ComponentName) : undefined;
  if (!component || loadedViews.has(component)) return;
  const module = await componentViews[component].load();
  loadedViews.set(component, module.default as AnyView);
}

export function viewEntry(name: string, type: number): ViewEntry | undefined {
  const component = componentOf(name, type);
  return component && componentViews[component];
}

/** One React.lazy per component, made on first use and kept, so React sees the same component each time. */
export function lazyView(name: string, type: number): AnyView | undefined {
  const component = componentOf(name, type);
  if (!component) return undefined;
  const loaded = loadedViews.get(component);
  if (loaded) return loaded;
  let view = lazyViews.get(component);
  if (!view) {
    view = lazy(componentViews[component].load as () => Promise<{ default: AnyView }>);
    lazyViews.set(component, view);
  }
  return view;
}
