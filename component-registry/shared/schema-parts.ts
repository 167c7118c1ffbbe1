/**
 * JSON Schema pieces reused by components, so every URL field refuses javascript: and the like, and
 * protocol-relative URLs (//elsewhere.example) that would leave the site unannounced.
 */
export const urlField = { type: "string", minLength: 1, maxLength: 2048, pattern: "^(https?://|/(?!/))" } as const;

export const linkField = {
  type: "object",
  properties: { url: urlField, newWindow: { type: "boolean" } },
  required: ["url"],
  additionalProperties: false,
} as const;

export const shortText = (maxLength: number) => ({ type: "string", minLength: 1, maxLength }) as const;
export const optionalText = (maxLength: number) => ({ type: "string", maxLength }) as const;
