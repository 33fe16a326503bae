import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@tic/shared';
import type { Tx } from '../../db/client.js';
import { webhooksRepo } from './repo.js';

/**
 * Raises a webhook event for a customer inside the caller's transaction: the event row and one delivery row per
 * active endpoint subscribed to it (nothing at all when none is). The insert's trigger wakes the sender after the
 * commit; if the transaction rolls back, no event exists and nothing is sent.
 */
export async function emitWebhookEvent(
  tx: Tx,
  userId: number,
  type: WebhookEventType | 'ping',
  data: Record<string, unknown>,
  onlyWebhookId?: number,
): Promise<string | null> {
  const hooks = onlyWebhookId ? [{ id: onlyWebhookId }] : await webhooksRepo.subscribed(tx, userId, type);
  if (hooks.length === 0) return null;
  const eventId = randomUUID();
  await webhooksRepo.insertEvent(tx, { id: eventId, userId, type, data });
  await webhooksRepo.insertDeliveries(
    tx,
    hooks.map((h) => ({ id: randomUUID(), webhookId: h.id, eventId })),
  );
  return eventId;
}
