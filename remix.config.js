// Remix options shared by the Vite plugin (vite.config.ts). Kept here so that route conventions,
// future flags and ignored files live in one place a Remix developer expects to find them.
/** @type {Partial<import("@remix-run/dev").VitePluginConfig>} */
export default {
  appDirectory: "app",
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  // The home page is a builder page like any other: the catch-all route answers "/" too.
  routes: (defineRoutes) => defineRoutes((route) => route("/", "routes/$.tsx", { index: true, id: "routes/builder-home" })),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
