import { redirect } from "@remix-run/node";
import type { ApiClient, CallContext } from "../../api/client.js";
import { ErrorCode, isApiError } from "../../api/errors.js";
import type { ModuleEnvironment } from "../../component-registry/define.js";
import { componentResolvers } from "../../component-registry/resolvers.js";
import { componentOf } from "../../component-registry/components.js";
import type { PreparedModule } from "../../schemas/api/calls/pages.js";
import type { RenderableModule } from "../../renderer/PageModules.js";
import { log } from "../../server/log.js";

export function previewSignOf(url: URL): string | undefined {
  return url.searchParams.get("viewModel") === "preview" ? (url.searchParams.get("previewSign") ?? undefined) : undefined;
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
export async function loadPage(api: ApiClient, call: CallContext, host: string, path: string, previewSign?: string) {
  if (previewSign) {
    try {
      return { ...(await api.call("queryPagePreviewData", { host, path, previewSign }, call)), preview: true };
    } catch (error) {
      if (!isApiError(error) || error.isNetworkError || error.code === ErrorCode.SYSTEM_ERROR) throw error;
      // An invalid or expired sign, or a draft that is gone: the visitor sees what everyone sees.
    }
  }
  try {
    return { ...(await api.call("queryPageData", { host, path }, call)), preview: false };
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

/** Runs each module's resolver (teachers, ads, campuses) in parallel; a failing resolver leaves its module without. */
export function resolveModules(
  modules: PreparedModule[],
  context: { api: ApiClient; call: CallContext; environment: ModuleEnvironment },
): Promise<RenderableModule[]> {
  return Promise.all(
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
}
