import { CURRENT_DOCUMENT_VERSION } from "./document.js";

type RawDocument = Record<string, unknown>;

interface Migration {
  /** The version this migration reads; it writes `from + 1`. */
  from: number;
  up(document: RawDocument): RawDocument;
}

/**
 * Every change of the stored page document, in order. A stored document is read at any older version and
 * brought to the current one; stored rows are never rewritten behind an editor's back.
 */
export const documentMigrations: readonly Migration[] = [
  {
    // Version 1 kept each module's content as a JSON string, as the first builder wrote it.
    from: 1,
    up: (document) => ({
      ...document,
      modules: ((document.modules as unknown[] | undefined) ?? []).map((module) => {
        const { content, ...rest } = module as RawDocument;
        return { ...rest, content: typeof content === "string" ? parseJson(content) : content };
      }),
    }),
  },
];

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text; // left as it is: validation then names the module whose content is not JSON
  }
}

export class DocumentVersionError extends Error {
  override name = "DocumentVersionError";
}

/** Brings a stored document of any known version to CURRENT_DOCUMENT_VERSION (unchanged if already there). */
export function migrateDocument(stored: unknown): unknown {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return stored;
  let document = stored as RawDocument;
  let version = typeof document.schemaVersion === "number" ? document.schemaVersion : 1;
  if (version > CURRENT_DOCUMENT_VERSION) {
    throw new DocumentVersionError(`document version ${version} is newer than this server (${CURRENT_DOCUMENT_VERSION})`);
  }
  while (version < CURRENT_DOCUMENT_VERSION) {
    const migration = documentMigrations.find((candidate) => candidate.from === version);
    if (!migration) throw new DocumentVersionError(`no migration from document version ${version}`);
    document = { ...migration.up(document), schemaVersion: version + 1 };
    version += 1;
  }
  return document;
}
