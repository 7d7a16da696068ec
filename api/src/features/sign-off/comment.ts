import { HttpError } from '../../httpError';

// One rule for a reviewer's comment, whether an assessment or a task is reviewed.
const MAX_COMMENT = 2000;
export const RETURN_NEEDS_COMMENT = 'Please say what must be reworked (a comment is required to return)';

/** The comment trimmed; refused (400) beyond the limit. */
export function cleanComment(comment: string | undefined): string {
  const text = (comment ?? '').trim();
  if (text.length > MAX_COMMENT) throw new HttpError(400, `Comments may be at most ${MAX_COMMENT} characters`);
  return text;
}
