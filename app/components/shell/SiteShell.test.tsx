// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nFor } from "../../../i18n/i18n.server.js";
import { SiteShell } from "./SiteShell.js";

// Each part of the frame stands in as its name, so that the test reads which parts a layout shows.
vi.mock("./use-shell.js", () => ({ useShell: () => ({ settings: { shell: { homeworkUrl: "" } } }) }));
vi.mock("./ShellHeader.js", () => ({ ShellHeader: () => "[ShellHeader]" }));
vi.mock("../account/learning/LearningCorner.js", () => ({ LearningCorner: () => "[LearningCorner]" }));
vi.mock("./OfflinePanel.js", () => ({ OfflinePanel: () => "[OfflinePanel]" }));
vi.mock("../account/AccountDialogs.js", () => ({ AccountDialogs: () => "[AccountDialogs]" }));
vi.mock("./TimezoneNotice.js", () => ({ TimezoneNotice: () => "[TimezoneNotice]" }));
vi.mock("./CampusRedirect.js", () => ({ CampusRedirect: () => "[CampusRedirect]" }));
vi.mock("./ShellFooter.js", () => ({ ShellFooter: () => "[ShellFooter]" }));
vi.mock("./ToolPanel.js", () => ({ ToolPanel: () => "[ToolPanel]" }));
vi.mock("./OnlineService.js", () => ({ OnlineService: () => "[OnlineService]" }));
vi.mock("./CookieBanner.js", () => ({ CookieBanner: () => "[CookieBanner]" }));

afterEach(cleanup);

function partsOf(shell: ReactElement) {
  const { container } = render(<I18nextProvider i18n={i18nFor("en")}>{shell}</I18nextProvider>);
  return container.textContent!.match(/\[\w+\]|page/g);
}

describe("SiteShell", () => {
  it("frames a default page with every part, the tool panel beside the online service", () => {
    expect(partsOf(<SiteShell layout="default">page</SiteShell>)).toEqual([
      "[ShellHeader]",
      "[LearningCorner]",
      "page",
      "[OfflinePanel]",
      "[AccountDialogs]",
      "[TimezoneNotice]",
      "[CampusRedirect]",
      "[ShellFooter]",
      "[ToolPanel]",
      "[OnlineService]",
      "[CookieBanner]",
    ]);
  });

  it("leaves out the tool panel alone when told to", () => {
    expect(partsOf(<SiteShell layout="default" tools={false}>page</SiteShell>)).toEqual([
      "[ShellHeader]",
      "[LearningCorner]",
      "page",
      "[OfflinePanel]",
      "[AccountDialogs]",
      "[TimezoneNotice]",
      "[CampusRedirect]",
      "[ShellFooter]",
      "[OnlineService]",
      "[CookieBanner]",
    ]);
  });

  it("has no tool panel in a layout without the floating parts, whatever it is told", () => {
    expect(partsOf(<SiteShell layout="header" tools>page</SiteShell>)).toEqual(["[ShellHeader]", "page", "[OfflinePanel]", "[AccountDialogs]"]);
  });
});
