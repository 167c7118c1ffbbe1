// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { customerService, renderAdmin } from "../../tests/helpers/render-admin.js";
import { siteFilterOf } from "../service-desk/SiteField.js";
import type { ServiceAssessment } from "./assessment-list.js";
import { AssessmentListScreen } from "./AssessmentListScreen.js";

afterEach(cleanup);

const booking = (extra: Partial<ServiceAssessment> = {}): ServiceAssessment => ({
  bookingId: "7f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5",
  locale: "us",
  timezone: "America/Los_Angeles",
  studentCardNo: "100000001",
  student: { uid: "s-1", nickName: "Liv", firstName: "Olivia", lastName: "Miller" },
  method: "center",
  place: { teachingPointId: 2, name: "Cupertino", address: "10240 Orchard Crest Ave, Suite 200, Cupertino, CA 95014", phone: "", online: false },
  startsAt: "2026-12-02T17:00:00.000Z",
  endsAt: "2026-12-02T18:00:00.000Z",
  contact: { name: "Jenny Miller", phone: "+1 4155550142", email: "jenny@example.com" },
  note: "Shy at first.\nLikes puzzles.",
  status: "booked",
  cancellable: true,
  ...extra,
});

describe("AssessmentListScreen", () => {
  it("lists each booking to come at its site's time, with the student's number, the place, the contact and the note", () => {
    const video = booking({ bookingId: "b-2", locale: "uk", timezone: "Europe/London", method: "video", note: "", contact: { name: "Sarah Hughes", phone: "", email: "sarah@example.com" }, place: { teachingPointId: 11, name: "Online", address: "", phone: "", online: true } });
    renderAdmin(<AssessmentListScreen locale={undefined} list={[booking(), video]} more />, {
      staff: customerService,
      path: "/admin/orders/assessments",
    });
    expect(screen.getByRole("heading", { level: 1, name: "Assessment bookings" })).toBeTruthy();
    const [first, second] = screen.getAllByRole("article");
    // 09:00 in Cupertino; 17:00 in London, written time first as the uk site writes it.
    expect(within(first!).getByRole("heading").textContent).toBe("02-12-2026 09:00–10:00 (America/Los_Angeles) · us");
    expect(within(second!).getByRole("heading").textContent).toBe("17:00 02/12/2026–18:00 (Europe/London) · uk");
    expect(within(first!).getByText("Olivia Miller (Liv) · 100000001")).toBeTruthy();
    expect(within(first!).getByText("At the learning centre Cupertino, 10240 Orchard Crest Ave, Suite 200, Cupertino, CA 95014")).toBeTruthy();
    expect(within(first!).getByText("Jenny Miller").parentElement!.textContent).toBe("Jenny Miller+1 4155550142jenny@example.com");
    expect(within(first!).getByText(/Shy at first/).textContent).toBe("Shy at first.\nLikes puzzles.");
    expect(within(second!).getByText("Video call")).toBeTruthy();
    expect(within(second!).queryByText("Note from the parent")).toBeNull();
    expect(screen.getByText("Only the first 2 are shown.")).toBeTruthy();
  });

  it("filters by site and says when nothing is booked", () => {
    renderAdmin(<AssessmentListScreen locale="hk" list={[]} more={false} />, { staff: customerService, path: "/admin/orders/assessments?site=hk" });
    expect((screen.getByLabelText("Site") as HTMLSelectElement).value).toBe("hk");
    expect(screen.getByRole("status").textContent).toBe("No free assessment is booked to come.");
    expect(screen.getByRole("link", { name: "Find another order" }).getAttribute("href")).toBe("/admin/orders");
  });
});

describe("the list's query and sites", () => {
  it("reads a site's locale from ?site=, anything else as every site", () => {
    expect(siteFilterOf("uk")).toBe("uk");
    for (const param of [null, "", "moon", "UK"]) expect(siteFilterOf(param), String(param)).toBeUndefined();
  });
});
