import { asc } from "drizzle-orm";
import type { Locale, Site } from "../../schemas/site.js";
import type { Database } from "../db/connection.js";
import { siteHosts, sites, teachingPoints } from "../db/schema.js";

/**
 * The regional sites, read from the store once and kept in memory: every call and page needs its site, and
 * sites change only when fixtures are loaded or an operator edits them (then call `reload`).
 */
export class SiteDirectory {
  private byHost = new Map<string, Site>();
  private bySchoolCode = new Map<string, Site>();
  private byLocale = new Map<Locale, Site>();
  private ordered: Site[] = [];

  constructor(private readonly db: Database) {}

  async reload(): Promise<void> {
    const [siteRows, hostRows, pointRows] = await Promise.all([
      this.db.select().from(sites).orderBy(asc(sites.createdAt), asc(sites.locale)),
      this.db.select().from(siteHosts),
      this.db.select().from(teachingPoints).orderBy(asc(teachingPoints.sort), asc(teachingPoints.id)),
    ]);
    const all = siteRows.map(({ createdAt: _createdAt, ...row }): Site => ({
      ...row,
      hosts: hostRows.filter((host) => host.locale === row.locale).map((host) => host.host),
      teachingPoints: pointRows
        .filter((point) => point.locale === row.locale)
        .map(({ locale: _locale, sort: _sort, pagePath, ...point }) => ({ ...point, ...(pagePath ? { pagePath } : {}) })),
    }));
    this.ordered = all;
    this.bySchoolCode = new Map(all.map((site) => [site.schoolCode, site]));
    this.byLocale = new Map(all.map((site) => [site.locale, site]));
    this.byHost = new Map(all.flatMap((site) => site.hosts.map((host) => [host, site] as const)));
  }

  /** The site serving `host` (a port, trailing dot and letter case are ignored). */
  forHost(host: string): Site | undefined {
    const name = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
    return this.byHost.get(name);
  }

  forSchoolCode(schoolCode: string): Site | undefined {
    return this.bySchoolCode.get(schoolCode);
  }

  forLocale(locale: Locale): Site | undefined {
    return this.byLocale.get(locale);
  }

  all(): readonly Site[] {
    return this.ordered;
  }
}
