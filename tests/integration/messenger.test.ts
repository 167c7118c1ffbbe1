import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { BODY_NOT_KEPT } from "../../server/messaging/messenger.js";
import { CodeScene } from "../../schemas/account-values.js";
import { freshClient, latestCode, uniqueEmail } from "../helpers/accounts.js";
import { startTestService, usContext, type TestService } from "../helpers/test-service.js";

/** A local SMTP server that keeps what it receives, and can be told to refuse recipients. */
async function startMailCatcher() {
  const received: { to: string[]; raw: string }[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(_address, _session, callback) {
      callback(refuse ? new Error("mailbox unavailable") : undefined);
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseRecipients: (value: boolean) => (refuse = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let running: TestService;

beforeAll(async () => {
  mail = await startMailCatcher();
  running = await startTestService({ SMTP_URL: mail.url, MAIL_FROM: "Mathwise <codes@mathwise.example>" });
});
afterAll(async () => {
  await running?.close();
  await mail?.close();
});

describe("codes by e-mail with SMTP_URL", () => {
  it("go out through the SMTP server, and the outbox records them as sent", async () => {
    const email = uniqueEmail();
    await freshClient(running).call("sendLoginCode", { scene: CodeScene.login, type: 2, contactInfo: email }, usContext);
    const code = await latestCode(running, email);
    const message = mail.received.find((candidate) => candidate.to.includes(email));
    expect(message?.raw).toContain(code);
    expect(message?.raw).toMatch(/^From: Mathwise <codes@mathwise\.example>/m);
    const [recorded] = (await running.service.messenger.recent(20)).filter((candidate) => candidate.recipient === email);
    expect(recorded?.delivery).toBe("sent");
  });

  it("answer 'Submission failed' when the server refuses the message, which the outbox keeps as failed", async () => {
    mail.refuseRecipients(true);
    try {
      const email = uniqueEmail();
      await expect(
        freshClient(running).call("sendLoginCode", { scene: CodeScene.login, type: 2, contactInfo: email }, usContext),
      ).rejects.toMatchObject({ code: ErrorCode.SYSTEM_ERROR, message: "Submission failed. Please try again later." });
      const [recorded] = (await running.service.messenger.recent(20)).filter((candidate) => candidate.recipient === email);
      expect(recorded?.delivery).toBe("failed");
    } finally {
      mail.refuseRecipients(false);
    }
  });
});

describe("the outbox in production", () => {
  it("records that a code went out by e-mail, but not the message that holds it", async () => {
    const production = await startTestService({
      APP_ENV: "production",
      API_SIGNING_KEY: "a-key-of-this-deployment",
      PREVIEW_SIGN_SECRET: "a-preview-secret-of-this-deployment-0123",
      OTP_SECRET: "an-otp-secret-of-this-deployment-0123456",
      STRIPE_SECRET_KEY: "sk_test_0123456789",
      STRIPE_WEBHOOK_SECRET: "whsec_0123456789",
      SMTP_URL: mail.url,
    });
    try {
      const email = uniqueEmail();
      await freshClient(production).call("sendLoginCode", { scene: CodeScene.login, type: 2, contactInfo: email }, usContext);
      const code = mail.received.find((candidate) => candidate.to.includes(email))?.raw.match(/code is (\d+)/)?.[1];
      expect(code).toMatch(/^\d+$/);
      const [recorded] = (await production.service.messenger.recent(20)).filter((candidate) => candidate.recipient === email);
      expect(recorded).toMatchObject({ channel: "email", delivery: "sent", body: BODY_NOT_KEPT });
      expect(JSON.stringify(recorded)).not.toContain(code);
    } finally {
      await production.close();
    }
  });
});
