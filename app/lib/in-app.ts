/**
 * In-app mode (SPEC §4): the student and parent apps open pages in a web view and inject this global.
 * The page then locks zooming and leaves the header to the app.
 */
export const IN_APP_GLOBAL = "__MATHWISE_APP__";

export function isInApp(scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): boolean {
  return scope[IN_APP_GLOBAL] !== undefined && scope[IN_APP_GLOBAL] !== false;
}

export const IN_APP_VIEWPORT = "width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no";
