import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  KEYSET_IDS,
  type KeysetCursor,
} from '../../lib/keyset-cursor';

/** Where a feed page starts: after the row (createdAt, id) of the previous page's last opening. */
export type FeedCursor = KeysetCursor<number>;

export const encodeFeedCursor = (cursor: FeedCursor): string => encodeKeysetCursor(cursor);

export const decodeFeedCursor = (value: string): FeedCursor => decodeKeysetCursor(value, KEYSET_IDS.serial);
