import expressStaticGzip from "express-static-gzip";
import type { ServeStaticOptions } from "serve-static";

/**
 * Files of the client build, each sent as the brotli or gzip copy scripts/precompress-client.mjs wrote beside
 * it when the browser accepts one (brotli first), else as it is (then the compression middleware compresses it).
 */
export const precompressedFiles = (root: string, options: ServeStaticOptions) =>
  expressStaticGzip(root, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic: options });
