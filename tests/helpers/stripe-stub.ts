import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/**
 * Answers the Stripe package's requests as Stripe would, keeping each one it was sent: Checkout Sessions (POST
 * /v1/checkout/sessions, in the mode asked, and …/{id}/expire), customers, off-session PaymentIntents (a customer in
 * `declining` has its card declined, 402) and refunds (POST /v1/refunds; the same Idempotency-Key answers the same
 * refund, as Stripe keeps it). `refuseRefunds(n)` makes the next n refunds fail as Stripe refuses one (400), so a
 * test sees a refund given back later. Nothing reaches Stripe.
 */
export async function startStripeStub() {
  const requests: StubRequest[] = [];
  const refundsByKey = new Map<string, Record<string, unknown>>();
  const declining = new Set<string>();
  let refusals = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const path = req.url ?? "";
      const form = new URLSearchParams(body);
      requests.push({ method: req.method ?? "", path, headers: req.headers, form });
      res.setHeader("Content-Type", "application/json");
      const answer = (status: number, json: Record<string, unknown>) => {
        res.statusCode = status;
        res.end(JSON.stringify(json));
      };
      const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
      if (req.method !== "POST") return answer(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } });
      const expiring = /^\/v1\/checkout\/sessions\/(cs_test_\w+)\/expire$/.exec(path);
      if (expiring) return answer(200, { id: expiring[1], object: "checkout.session", mode: "payment", status: "expired", url: null });
      if (path === "/v1/checkout/sessions") {
        const session = id("cs_test");
        return answer(200, { id: session, object: "checkout.session", mode: form.get("mode") ?? "payment", status: "open", url: `https://checkout.stripe.com/c/pay/${session}` });
      }
      if (path === "/v1/customers") return answer(200, { id: id("cus"), object: "customer" });
      if (path === "/v1/payment_intents") {
        if (declining.has(form.get("customer") ?? "")) {
          return answer(402, { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } });
        }
        return answer(200, { id: id("pi"), object: "payment_intent", status: "succeeded", amount: Number(form.get("amount")) });
      }
      if (path === "/v1/refunds") {
        if (refusals > 0) {
          refusals -= 1;
          return answer(400, { error: { type: "invalid_request_error", message: "The refund could not be made right now." } });
        }
        const key = String(req.headers["idempotency-key"] ?? randomUUID());
        const refund = refundsByKey.get(key) ?? { id: id("re"), object: "refund", amount: Number(form.get("amount")), payment_intent: form.get("payment_intent"), status: "succeeded" };
        refundsByKey.set(key, refund);
        return answer(200, refund);
      }
      answer(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    /** Customers whose card the stub declines. */
    declining,
    /** The refunds made, one per idempotency key however often it was asked. */
    refunds: () => [...refundsByKey.values()],
    refuseRefunds(count: number) {
      refusals = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The package keeps its connections alive.
        server.closeAllConnections();
      }),
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;

/** A Stripe event as its webhook delivers it, about an object of the given kind. */
export function stripeEvent(type: string, object: Record<string, unknown>): string {
  return JSON.stringify({ id: `evt_${randomUUID().replaceAll("-", "")}`, object: "event", api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false, type, data: { object } });
}

/** The Stripe-Signature header of a delivery of `body`, signed with the endpoint's secret. */
export const stripeSignature = (body: string, secret: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(Date.now() / 1000) });
