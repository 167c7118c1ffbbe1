import { redirect } from "@remix-run/node";
import type { ApiClient, CallContext } from "../../api/client.js";
import { ErrorCode, isApiError } from "../../api/errors.js";
import type { ModuleEnvironment } from "../../component-registry/define.js";
import { componentResolvers } from "../../component-registry/resolvers.js";
import { componentOf } from "../../component-registry/components.js";
import type { PreparedModule } from "../../schemas/api/calls/pages.js";
import type { RenderableModule } from "../../renderer/PageModules.js";
import { log } from "../../server/log.js";
import { imagesFor, mediaAddressesIn } from "../../ui/media-images.js";
import { MEDIA_IMAGES_PER_CALL } from "../../schemas/api/calls/media.js";

/** How a request asks for a draft: a shared preview link, or the editors' tool's own frame (which names the tool's origin). */
export interface PreviewRequest {
  sign: string;
  editorOrigin?: string;
}

export function previewRequestOf(url: URL): PreviewRequest | undefined {
  const sign = url.searchParams.get("previewSign");
  if (!sign) return undefined;
  const mode = url.searchParams.get("viewModel");
  if (mode === "preview") return { sign };
  const editorOrigin = url.searchParams.get("editorOrigin");
  return mode === "editor" && editorOrigin ? { sign, editorOrigin } : undefined;
}

/** A loaded page's draft state: a shared link shows the page as visitors will; the tool's frame also labels it for editors. */
export interface DraftView {
  /** This version is the one visitors see now. */
  live: boolean;
  /** The tool's origin, in the tool's own frame only. */
  editorOrigin: string | null;
}

/** Any call that got no answer sends the visitor to /error (SPEC §8); other failures stay as they are. */
export async function orErrorPage<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) throw redirect("/error?status=503");
    throw error;
  }
}

/**
 * The page at host and path: the draft a valid preview sign names, otherwise the published page. A
 * missing, forged or expired sign never shows a draft. No page: 404.
 */
export async function loadPage(api: ApiClient, call: CallContext, host: string, path: string, preview?: PreviewRequest) {
  if (preview) {
    try {
      const { editorOrigin } = preview;
      const { page, live } = await api.call("queryPagePreviewData", { host, path, previewSign: preview.sign, ...(editorOrigin ? { editorOrigin } : {}) }, call);
      return { page, draft: { live, editorOrigin: editorOrigin ?? null } satisfies DraftView };
    } catch (error) {
      if (!isApiError(error) || error.isNetworkError || error.code === ErrorCode.SYSTEM_ERROR) throw error;
      // An invalid or expired sign, or a draft that is gone: the visitor sees what everyone sees.
    }
  }
  try {
    return { ...(await api.call("queryPageData", { host, path }, call)), draft: null };
  } catch (error) {
    if (isApiError(error, ErrorCode.NOT_FOUND_OR_ENDED)) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

/**
 * One module for /module-preview/{id}: of a draft when a valid sign for that path names it (an editor's
 * module preview), else the published module. Neither: 404.
 */
export async function loadModule(api: ApiClient, call: CallContext, host: string, moduleId: number, previewSign?: string) {
  if (previewSign) {
    try {
      return (await api.call("queryModulePreviewData", { host, moduleId, previewSign }, call)).module;
    } catch (error) {
      if (!isApiError(error) || error.isNetworkError || error.code === ErrorCode.SYSTEM_ERROR) throw error;
    }
  }
  const { moduleList } = await api.call("queryPageModule", { moduleIdList: [moduleId] }, call);
  if (!moduleList[0]) throw new Response("Not Found", { status: 404 });
  return moduleList[0];
}

/**
 * Runs each module's resolver (teachers, ads, campuses) in parallel; a failing resolver leaves its module
 * without. Then gives each module the media library images it names (withMediaImages).
 */
export async function resolveModules(
  modules: PreparedModule[],
  context: { api: ApiClient; call: CallContext; environment: ModuleEnvironment },
): Promise<RenderableModule[]> {
  const resolved = await Promise.all(
    modules.map(async (module) => {
      const component = module.problem ? undefined : componentOf(module.componentName, module.componentType);
      const resolver = component && componentResolvers[component];
      if (!resolver) return module;
      try {
        return { ...module, resolved: await resolver(module.componentData as never, context) };
      } catch (error) {
        if (isApiError(error) && error.isNetworkError) throw error;
        log.warn("module resolver failed", { moduleId: module.id, error: String(error) });
        return module;
      }
    }),
  );
  return withMediaImages(resolved, context);
}

/**
 * The variants, size and placeholder of every media library image the modules name, in one call for the
 * whole page (decision 0018); a page whose lookup fails shows its images plainly.
 */
async function withMediaImages(modules: RenderableModule[], { api, call }: { api: ApiClient; call: CallContext }): Promise<RenderableModule[]> {
  const named = modules.map((module) => mediaAddressesIn(module.componentData));
  const addresses = [...new Set(named.flat())].slice(0, MEDIA_IMAGES_PER_CALL);
  if (addresses.length === 0) return modules;
  try {
    const { list } = await api.call("queryMediaImages", { addresses }, call);
    return modules.map((module, index) => (named[index]!.length > 0 ? { ...module, media: imagesFor(named[index]!, list) } : module));
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) throw error;
    log.warn("media images not looked up", { error: String(error) });
    return modules;
  }
}
