// Remix options shared by the Vite plugin (vite.config.ts). Kept here so that route conventions,
// future flags and ignored files live in one place a Remix developer expects to find them.
/** @type {Partial<import("@remix-run/dev").VitePluginConfig>} */
export default {
  appDirectory: "app",
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
