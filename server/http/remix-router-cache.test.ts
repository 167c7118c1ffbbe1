import { createRequire } from "node:module";
import type * as RemixRouter from "@remix-run/router";
import { describe, expect, it } from "vitest";

// The router as the server loads it (its CommonJS build, which patches/ changes; decision 0039).
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router") as typeof RemixRouter;

describe("the server's route matching (@remix-run/router as patched)", () => {
  it("ranks a routes array once: the same array matches as it was first ranked", () => {
    const routes = [{ id: "faq", path: "/faq" }, { id: "page", path: "*" }];
    expect(matchRoutes(routes, "/faq")?.map((match) => match.route.id)).toEqual(["faq"]);
    expect(matchRoutes(routes, "/about")?.map((match) => match.route.id)).toEqual(["page"]);

    // A route added to the same array afterwards is not seen (route arrays are never changed on the server)...
    routes.push({ id: "about", path: "/about" });
    expect(matchRoutes(routes, "/about")?.map((match) => match.route.id)).toEqual(["page"]);
    // ...while a new array is ranked afresh.
    expect(matchRoutes([...routes], "/about")?.map((match) => match.route.id)).toEqual(["about"]);
  });

  it("still matches parameters and splats with the patterns it keeps", () => {
    const routes = [{ id: "order", path: "/order/result/:orderId" }, { id: "page", path: "*" }];
    for (let round = 0; round < 2; round++) {
      expect(matchRoutes(routes, "/order/result/42")?.[0]?.params).toEqual({ orderId: "42" });
      expect(matchRoutes(routes, "/ORDER/result/7")?.[0]?.params).toEqual({ orderId: "7" });
      expect(matchRoutes(routes, "/a/b")?.[0]?.params).toEqual({ "*": "a/b" });
    }
  });
});
