/** SPEC §6 and §8: the homework entrance (hk and cn) hands the signed-in account to the learning site. */

/** The part of a browser window the hand-over uses. */
export interface HomeworkWindow {
  opener: unknown;
  location: { href: string };
  close(): void;
}

export interface HomeworkHandOver {
  /** The learning site's homework page (site setting homeworkUrl); a site path is read against `base`. */
  homeworkUrl: string;
  base: string;
  /**
   * Opens an empty window, still within the click so that pop-up blockers allow it; null when it was blocked.
   * (The token arrives later, after the click has ended.)
   */
  openBlankWindow(): HomeworkWindow | null;
  fetchToken(): Promise<string>;
  onBlocked(): void;
}

/** The homework page with its hand-over token. */
export function homeworkLink(homeworkUrl: string, token: string, base: string): string {
  const url = new URL(homeworkUrl, base);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The unfinished-homework badge, or null when nothing is unfinished. */
export const homeworkBadge = (unfinished: number): string | null =>
  unfinished <= 0 ? null : unfinished > 99 ? "99+" : String(unfinished);

/**
 * Opens the homework in a new window: blocked, it says so (onBlocked); when the token cannot be had, the
 * window closes again and nothing is said (SPEC §8: homework and temp-token failures are swallowed).
 */
export async function openHomework(handOver: HomeworkHandOver): Promise<"opened" | "blocked" | "failed"> {
  const opened = handOver.openBlankWindow();
  if (!opened) {
    handOver.onBlocked();
    return "blocked";
  }
  // The learning site must not be able to steer this page.
  opened.opener = null;
  try {
    opened.location.href = homeworkLink(handOver.homeworkUrl, await handOver.fetchToken(), handOver.base);
    return "opened";
  } catch {
    opened.close();
    return "failed";
  }
}
