import { lazy, type ComponentType } from "react";
import { componentKey, type ViewProps } from "../component-registry/define.js";
import { componentViews, type ViewEntry } from "../component-registry/views.js";

type AnyView = ComponentType<ViewProps<unknown, unknown>>;

const lazyViews = new Map<string, AnyView>();

export function viewEntry(name: string, type: number): ViewEntry | undefined {
  return componentViews[componentKey(name, type)];
}

/** One React.lazy per component, made on first use and kept, so React sees the same component each time. */
export function lazyView(name: string, type: number): AnyView | undefined {
  const key = componentKey(name, type);
  const entry = componentViews[key];
  if (!entry) return undefined;
  let view = lazyViews.get(key);
  if (!view) {
    view = lazy(entry.load as () => Promise<{ default: AnyView }>);
    lazyViews.set(key, view);
  }
  return view;
}
