import type { CallName, ParsedRequestOf, ResponseOf } from "../../schemas/api/contract.js";
import type { RequestHeader } from "../../schemas/api/envelope.js";
import type { AnswerText } from "../../i18n/messages-resources.js";
import type { Language, LocalizedText, Site } from "../../schemas/site.js";
import type { IdentityProvider, ThirdPartySourceValue } from "../auth/identity-providers.js";
import type { OneTimeCodes } from "../auth/one-time-codes.js";
import type { StaffSession } from "../admin/staff-sessions.js";
import type { SignedInSession } from "../auth/sessions.js";
import type { Messenger } from "../messaging/messenger.js";
import type { Database } from "../db/connection.js";
import type { Env } from "../env.js";
import type { ContentChanges } from "../pages/content-changes.js";
import type { PublishedPages } from "../pages/published-pages.js";
import type { Payments } from "../payments/payments.js";
import type { MediaLibrary } from "../media/library.js";
import type { RateLimits } from "../security/rate-limit.js";
import type { SiteDirectory } from "./sites.js";

/** What a handler knows about the call it answers. */
export interface HandlerContext {
  db: Database;
  env: Env;
  sites: SiteDirectory;
  pages: PublishedPages;
  header: RequestHeader;
  clientIp: string;
  /** The signed-in session, for calls whose auth is optional or required. */
  session: SignedInSession | null;
  /** The staff member of an editors' tool call (auth "staff"), role already checked. */
  staffSession: StaffSession | null;
  /** Announces published content changes to every process's caches (call after the commit). */
  changes: ContentChanges;
  codes: OneTimeCodes;
  /** Per-key call limits beyond the general ones (staff sign-in counts attempts per e-mail and address). */
  rateLimits: RateLimits;
  messenger: Messenger;
  payments: Payments;
  media: MediaLibrary;
  identityProviders: Record<ThirdPartySourceValue, IdentityProvider>;
  now: Date;
  /** The site named by header.schoolCode; answers code 4000 when there is none. */
  site(): Site;
  /** The request's language among the site's languages. */
  language(): Language;
  /** A localized text in the request's language. */
  text(value: LocalizedText): string;
  /** One of the service's answer texts (i18n/locales/messages, `answers`) in the request's language. */
  say(key: AnswerText, values?: Record<string, string | number>): string;
  /** A shared answer kept for a minute (see Memo); `key` must name everything the answer depends on. */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /**
   * An idempotent call's: stores its answer for repeats now, in its transaction, instead of after its last write, so
   * that a row its last writes lock (a SKU many buy at once) is held only until the commit (runOnce).
   */
  keepAnswer?: (answer: unknown) => Promise<void>;
}

export type Handler<N extends CallName> = (data: ParsedRequestOf<N>, ctx: HandlerContext) => Promise<ResponseOf<N>>;

export type Handlers<N extends CallName = CallName> = { [K in N]: Handler<K> };
