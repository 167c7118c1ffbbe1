import type { Transporter } from "nodemailer";
import { desc } from "drizzle-orm";
import { ApiError, ErrorCode } from "../../api/errors.js";
import type { Database } from "../db/connection.js";
import { outboxMessages } from "../db/schema.js";
import { log } from "../log.js";

export interface Message {
  channel: "email" | "sms";
  /** An e-mail address, or a phone number with its calling code. */
  recipient: string;
  subject: string;
  body: string;
  /** The order the message is about, shown on the order's timeline. */
  orderId?: string;
  /** Files sent with an e-mail (a calendar invitation); the outbox does not keep them. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** Hands a message to whoever delivers it on one channel; throws when the provider refuses it. */
export interface DeliveryProvider {
  deliver(message: Message): Promise<void>;
}

export function smtpProvider(smtpUrl: string, from: string): DeliveryProvider {
  // nodemailer loads with the first message sent, not with every process that could send one.
  let transport: Promise<Transporter> | undefined;
  return {
    async deliver(message) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, to: message.recipient, subject: message.subject, text: message.body, attachments: message.attachments });
    },
  };
}

/** What the outbox keeps of a message's body in production, where the body holds a one-time code. */
export const BODY_NOT_KEPT = "(not kept in production)";

/**
 * Sends messages to users. Every message is recorded in the outbox table; a channel with a provider (SMTP
 * for e-mail; an SMS gateway plugs in the same way) also delivers it. Outside production (`development`) the
 * outbox keeps the whole message, shown at /dev/outbox, and logs it; in production it keeps who, when and how
 * it went, never the body: a copy of the database must not hold usable codes.
 */
export class Messenger {
  constructor(
    private readonly db: Database,
    private readonly providers: Partial<Record<Message["channel"], DeliveryProvider>>,
    private readonly development: boolean,
  ) {}

  /** Records and delivers a message; a provider's refusal answers 'Submission failed' (the outbox keeps it). */
  async send(message: Message): Promise<void> {
    const provider = this.providers[message.channel];
    let delivery: "outbox" | "sent" | "failed" = "outbox";
    if (provider) {
      try {
        await provider.deliver(message);
        delivery = "sent";
      } catch (error) {
        delivery = "failed";
        log.error("message not delivered", { channel: message.channel, error: error instanceof Error ? error.message : String(error) });
      }
    }
    const { attachments = [], ...kept } = message;
    await this.db.insert(outboxMessages).values({ ...kept, body: this.development ? message.body : BODY_NOT_KEPT, delivery });
    if (this.development) log.info("message", { ...kept, attachments: attachments.map((file) => file.filename), delivery });
    if (delivery === "failed") throw new ApiError(ErrorCode.SYSTEM_ERROR, "Submission failed. Please try again later.");
  }

  /** The same messenger recording into `db` (a transaction), so a message is kept only if the work around it commits. */
  within(db: Database): Messenger {
    return new Messenger(db, this.providers, this.development);
  }

  /** The latest messages, newest first. */
  recent(limit = 50) {
    return this.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
  }
}
