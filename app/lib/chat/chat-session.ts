/**
 * The conversation id of a school's chat, kept for the browser tab (sessionStorage) so the window reopens
 * the same conversation without starting a new one (SPEC §4 Chat).
 */
const keyFor = (schoolCode: string) => `chat.webchatSid.${schoolCode}`;

export function storedChatSession(storage: Storage, schoolCode: string): string | null {
  return storage.getItem(keyFor(schoolCode));
}

export function storeChatSession(storage: Storage, schoolCode: string, webchatSid: string): void {
  storage.setItem(keyFor(schoolCode), webchatSid);
}

export function forgetChatSession(storage: Storage, schoolCode: string): void {
  storage.removeItem(keyFor(schoolCode));
}
