import type { RequestHandler } from "express";
import type { Messenger } from "../messaging/messenger.js";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * GET /dev/outbox outside production: the latest messages sent to users (one-time codes), newest first,
 * as a page or, with ?format=json, as JSON, so developers and browser tests can read codes.
 */
export function devOutbox(messenger: Messenger): RequestHandler {
  return async (req, res) => {
    const messages = await messenger.recent(100);
    if (req.query.format === "json") return void res.json(messages);
    const rows = messages
      .map(
        (message) =>
          `<tr><td>${message.createdAt.toISOString()}</td><td>${message.channel}</td><td>${escapeHtml(message.recipient)}</td>` +
          `<td>${escapeHtml(message.subject)}</td><td>${escapeHtml(message.body)}</td><td>${message.delivery}</td></tr>`,
      )
      .join("");
    res
      .set("Cache-Control", "no-store")
      .type("html")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body><h1>Outbox</h1>` +
          `<table><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Message</th><th>Delivery</th></tr></thead>` +
          `<tbody>${rows}</tbody></table></body></html>`,
      );
  };
}
