/**
 * Reading one event of the live notice stream against the shared schema. Its own module, loaded by stream.ts after
 * the first paint: the schema library is not part of the signed-in shell's first load (issue 16, Lighthouse).
 */
import { noticeStreamEventSchema, type NoticeStreamEvent } from '@tic/shared';

/** The event a message carries, or null when it is not one (a malformed or unexpected message is dropped). */
export function parseNoticeStreamEvent(data: string): NoticeStreamEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = noticeStreamEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
