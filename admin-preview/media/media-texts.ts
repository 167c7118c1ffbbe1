import type { TFunction } from "i18next";
import { MEDIA_ALT_MAX_LENGTH, MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_MAX_SIDE, MEDIA_TYPE_NAMES } from "../../schemas/api/calls/media.js";
import type { UploadFailure } from "./upload.js";
import { numberFormat } from "../../rules/regional/intl-formats.js";

/** A file size in the editor's language: kilobytes below a megabyte, megabytes above. */
export function byteSize(bytes: number, language: string): string {
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, "kilobyte"] : [bytes / 1024 / 1024, "megabyte"];
  return numberFormat(language, { style: "unit", unit, maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

/** The library's limits, as the texts name them. */
export function limitValues(language: string) {
  const number = numberFormat(language, {});
  return {
    types: MEDIA_TYPE_NAMES,
    size: byteSize(MEDIA_MAX_BYTES, language),
    megapixels: number.format(MEDIA_MAX_PIXELS / 1_000_000),
    side: number.format(MEDIA_MAX_SIDE),
    max: MEDIA_ALT_MAX_LENGTH,
  };
}

/** Why a file did not go in the library, in the editor's language (adminMedia `refusals`). */
export function refusalText(t: TFunction<"adminMedia">, language: string, name: string, failure: { reason: UploadFailure; message: string }): string {
  return t(`refusals.${failure.reason}`, { name, message: failure.message, ...limitValues(language) });
}
