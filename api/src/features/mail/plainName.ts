import { isDisplayName } from 'shared-contracts';

/**
 * A user-written name as the platform's own e-mails may carry it: one line, at most `max` characters, and nothing a
 * mail client would turn into a link. Names are checked when written (isDisplayName); one stored before that check
 * that still reads as an address answers null, and the mail says something generic instead.
 */
export function plainName(name: string, max: number): string | null {
  const oneLine = name
    // eslint-disable-next-line no-control-regex -- control and bidirectional characters are exactly what is removed.
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!oneLine || !isDisplayName(oneLine)) return null;
  return oneLine.length <= max ? oneLine : `${oneLine.slice(0, max - 1).trimEnd()}…`;
}

/** Subjects name a company in at most this many characters. */
export const SUBJECT_NAME_MAX = 40;
