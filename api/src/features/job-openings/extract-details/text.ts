// Text helpers every field reader shares: URLs and hashtags stripped, decorated lines, "Label: value".

export const URL_PATTERN =
  /\b(?:https?:\/\/|www\.)[^\s<>"']+|\b(?:[a-z0-9-]+\.)+(?:com|in|io|co|org|net|club|jobs|ai|dev|app)\/[^\s<>"']*/gi;
const HASHTAG_PATTERN = /#[\p{L}\p{N}_]+/gu;
// Emoji, bullets and arrows that posts put before a label ("📍 Location: …", "→ Exp: …").
const LINE_DECORATION =
  /^(?:[\s\p{Extended_Pictographic}\p{Emoji_Modifier}•·▪▫◦►▶→➡⇒✓✔☑*>|-]|\u200d|\ufe0f)+/u;

export function withoutUrls(text: string): string {
  return text.replace(URL_PATTERN, ' ');
}

export function withoutHashtags(text: string): string {
  return text.replace(HASHTAG_PATTERN, ' ');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function lines(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.replace(LINE_DECORATION, '').trim());
}

/** The value of the first "Label: value" line whose label matches, e.g. "Location - Pune" → "Pune". */
export function labelledValue(text: string, label: RegExp): string | undefined {
  const linePattern = new RegExp(`^(?:${label.source})\\s*(?:[:=|]|[-–—]+|👉|➡️?)\\s*(.+)$`, 'iu');
  for (const line of lines(text)) {
    const value = line.match(linePattern)?.[1]?.trim();
    if (value) return value;
  }
  return undefined;
}
