import type { SiteShellData } from "../../schemas/api/calls/pages.js";
import type { SiteShell } from "../../schemas/site-shell.js";
import type { LocalizedText, Site } from "../../schemas/site.js";

/**
 * A site's configured frame as its pages receive it: names in the request's language, policy links only
 * to pages the site publishes, follow links flagged isTm only on tm (SPEC §2 footer), and the chat tool
 * only where chat is offered (cn and us).
 */
export function shellForSite(
  site: Site,
  shell: SiteShell,
  publishedPaths: ReadonlySet<string>,
  text: (value: LocalizedText) => string,
): SiteShellData {
  const link = ({ names, url, newWindow, icon }: SiteShell["policyLinks"][number]) => ({
    name: text(names),
    url,
    newWindow,
    ...(icon ? { icon } : {}),
  });
  return {
    policyLinks: shell.policyLinks.filter((entry) => publishedPaths.has(entry.url)).map(link),
    followLinks: shell.followLinks.filter((entry) => site.locale !== "tm" || entry.isTm).map(link),
    toolPanel: {
      items: shell.toolPanel.items
        .filter((item) => item.type !== "chat" || site.features.chat)
        .map(({ names, tip, tipWechat, ...item }) => ({
          ...item,
          name: text(names),
          ...(tip ? { tip: text(tip) } : {}),
          ...(tipWechat ? { tipWechat: text(tipWechat) } : {}),
        })),
      banner: shell.toolPanel.banner,
    },
    ...(shell.homeworkUrl && site.features.homeworkEntrance ? { homeworkUrl: shell.homeworkUrl } : {}),
  };
}
