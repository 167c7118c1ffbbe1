import { createHash, randomBytes } from "node:crypto";
import sharp from "sharp";
import type { mediaCalls } from "../../schemas/api/calls/media.js";
import type { RequestOf } from "../../schemas/api/contract.js";
import type { SignedInStaff } from "./staff.js";
import type { TestService } from "./test-service.js";

/**
 * A PNG made here, never shipped as a file: a random colour, so each call's bytes differ (unless `colour`
 * is given) and a test never finds another's image in the library.
 */
export function testImage({ width = 1200, height = 800, colour }: { width?: number; height?: number; colour?: string } = {}) {
  const background = colour ?? `#${randomBytes(3).toString("hex")}`;
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** An image put straight into the test service's library (as POST /media does after its checks), as the staff member. */
export async function libraryImage(running: TestService, staff: { id: number; email: string }, alt = "A test image") {
  const bytes = await testImage({ width: 700, height: 400 });
  const { asset } = await running.service.media.upload({ bytes, hash: sha256(bytes), fileName: "test.png", alt }, staff);
  return asset;
}

type Cases<N extends keyof typeof mediaCalls> = {
  valid: RequestOf<N> | ((running: TestService, family: unknown, staff: SignedInStaff) => Promise<RequestOf<N>>);
  wrongType: unknown;
  missing: { data: unknown; field: string };
};

const newImage = async (running: TestService, _family: unknown, staff: SignedInStaff) => ({ id: (await libraryImage(running, staff.staff)).id });

/** The cases of tests/integration/calls.test.ts for the media library's calls (decision 0018), made as the publisher. */
export const mediaCallCases: { [N in keyof typeof mediaCalls]: Cases<N> } = {
  adminListMedia: { valid: { search: "test", page: 1 }, wrongType: { page: "first" }, missing: { data: undefined, field: "data" } },
  adminUpdateMediaAlt: {
    valid: async (running, family, staff) => ({ ...(await newImage(running, family, staff)), alt: "Children at the open day" }),
    wrongType: { id: 1, alt: 7 },
    missing: { data: { id: 1 }, field: "data.alt" },
  },
  adminMediaUsage: { valid: newImage, wrongType: { id: "one" }, missing: { data: {}, field: "data.id" } },
  adminDeleteMedia: { valid: newImage, wrongType: { id: [1] }, missing: { data: {}, field: "data.id" } },
  queryMediaImages: {
    valid: async (running, _family, staff) => ({ addresses: [(await libraryImage(running, staff.staff)).address, "/images/logo.svg"] }),
    wrongType: { addresses: "/media/x.webp" },
    missing: { data: {}, field: "data.addresses" },
  },
};
