import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type DragEvent, type MouseEvent } from "react";
import type { ModuleEnvironment } from "../component-registry/define.js";
import { PageModules, type RenderableModule } from "./PageModules.js";
import { postLiveMessage, readLiveMessage, savedModuleKey, toFrameMessage, type ToToolMessage } from "../schemas/live-preview.js";

/** What the page's action answers for a posted document (app/routes/$.tsx). */
export type RenderedDocument = { ok: true; modules: RenderableModule[] } | { ok: false; message: string };

interface Props {
  modules: RenderableModule[];
  environment: ModuleEnvironment;
  /** The tool's origin and the frame's own sign, which the page's action needs to render a posted document. */
  editor: { origin: string; previewSign: string };
  path: string;
}

/**
 * The page inside the editors' tool: it shows the document the tool posts (from the tool's window and origin
 * only), rendered by the service and the same renderer visitors get, outlines the module the editor works on,
 * tells the tool which module was clicked instead of following the click, and where a module was dragged (the
 * tool's module list is the keyboard's way to move one).
 */
export function EditorFrame({ modules, environment, editor, path }: Props) {
  const [shown, setShown] = useState(() => ({ modules, keys: modules.map((module) => savedModuleKey(module.id)) }));
  const [selected, setSelected] = useState<string | null>(null);
  const fetcher = useFetcher<RenderedDocument>();
  const pending = useRef<{ revision: number; keys: string[] } | null>(null);

  const tell = (message: ToToolMessage) => postLiveMessage(window.parent, message, editor.origin);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readLiveMessage(toFrameMessage, event, { origin: editor.origin, window: window.parent });
      if (!message) return;
      if (message.type === "language") return switchLanguage(message.language);
      if (message.type === "select") {
        setSelected(message.key);
        // Keys are the tool's own (a letter and digits, checked by the protocol): safe in a selector.
        if (message.key) document.querySelector(`[data-module-key="${message.key}"]`)?.scrollIntoView({ block: "nearest", behavior: "smooth" });
        return;
      }
      pending.current = { revision: message.revision, keys: message.keys };
      // A newer document cancels the render of an older one still under way.
      fetcher.submit({ previewSign: editor.previewSign, editorOrigin: editor.origin, document: message.document } as never, { method: "post", action: path, encType: "application/json" });
    };
    window.addEventListener("message", onMessage);
    tell({ type: "ready", language: environment.language });
    return () => window.removeEventListener("message", onMessage);
    // The frame's tool and sign never change while it is open; fetcher.submit is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const answer = fetcher.data;
    const request = pending.current;
    if (fetcher.state !== "idle" || !answer || !request) return;
    pending.current = null;
    if (answer.ok) {
      setShown({ modules: answer.modules, keys: request.keys });
      tell({ type: "rendered", revision: request.revision });
    } else {
      tell({ type: "failed", revision: request.revision, message: answer.message.slice(0, 500) });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  /** The module being dragged onto another's place; the tool moves it in the document. */
  const dragged = useRef<string | null>(null);
  const moduleAt = (target: EventTarget) => (target as Element).closest<HTMLElement>("[data-module-key]");
  const markDropTarget = (element: HTMLElement | null) => {
    document.querySelectorAll("[data-drop-target]").forEach((marked) => marked !== element && marked.removeAttribute("data-drop-target"));
    element?.setAttribute("data-drop-target", "");
  };
  const dragHandlers = {
    onDragStart: (event: DragEvent<HTMLDivElement>) => {
      const module = moduleAt(event.target);
      if (!module?.dataset.moduleKey) return;
      dragged.current = module.dataset.moduleKey;
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", module.dataset.moduleKey);
    },
    onDragOver: (event: DragEvent<HTMLDivElement>) => {
      const module = moduleAt(event.target);
      if (!dragged.current || !module) return;
      event.preventDefault();
      markDropTarget(module.dataset.moduleKey === dragged.current ? null : module);
    },
    onDrop: (event: DragEvent<HTMLDivElement>) => {
      const toKey = moduleAt(event.target)?.dataset.moduleKey;
      const key = dragged.current;
      event.preventDefault();
      if (key && toKey && key !== toKey) tell({ type: "move", key, toKey });
    },
    onDragEnd: () => {
      dragged.current = null;
      markDropTarget(null);
    },
  };

  /** A click on a module selects it in the tool; links and buttons inside do nothing here (the shell's still work). */
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const module = (event.target as Element).closest<HTMLElement>("[data-module-key]");
    if (!module?.dataset.moduleKey) return;
    event.preventDefault();
    event.stopPropagation();
    setSelected(module.dataset.moduleKey);
    tell({ type: "selected", key: module.dataset.moduleKey });
  };

  return (
    <div className="editor-frame" onClickCapture={onClickCapture} {...dragHandlers}>
      <PageModules modules={shown.modules} environment={environment} editorKeys={shown.keys} selectedKey={selected} />
    </div>
  );
}

/** The site's language switch (app/routes/language.tsx), coming back to this very frame with its sign. */
function switchLanguage(language: string) {
  const form = document.createElement("form");
  form.method = "post";
  form.action = "/language";
  for (const [name, value] of [["language", language], ["returnTo", `${location.pathname}${location.search}`]]) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name!;
    input.value = value!;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
