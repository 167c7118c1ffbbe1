// Plain values of the chat calls, apart from their zod schemas: the chat opener loads with every page.

/** The longest message a visitor may send to the chat assistant (SPEC §5 Chat input, §9). */
export const CHAT_MAX_LENGTH = 500;

/** Who wrote a chat message (SPEC §3 Chat message). */
export const ChatAuthor = { user: 1, assistant: 2 } as const;
/** What a chat message holds: 0 text, 1 an image url, 2 a class card. */
export const ChatContentType = { text: 0, image: 1, classCard: 2 } as const;
