import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http';
import { codeButtonState, countdownKey } from '../lib/countdown';
import { countdowns, useCountdown } from '../lib/useCountdown';

export interface CodeButtonProps {
  /** What the code is for (login, register, forgot, contact...): each has its own count. */
  purpose: string;
  recipient: string;
  /** Sends the code; the HTTP client shows any failure. */
  send: () => Promise<unknown>;
  onSent?: (recipient: string) => void;
  testId?: string;
}

/** Seconds to wait named by a 429 answer (data.seconds_left), if any. */
function retryAfter(e: unknown): number | null {
  if (!isApiError(e) || e.status !== 429 || !e.data || typeof e.data !== 'object') return null;
  const s = Number((e.data as { seconds_left?: unknown }).seconds_left);
  return Number.isFinite(s) && s > 0 ? s : null;
}

/** "Get code": disabled for 60 s after a code was sent (or for what the server says is left). */
export function CodeButton({ purpose, recipient, send, onSent, testId = 'send-code' }: CodeButtonProps) {
  const { t } = useTranslation();
  const key = countdownKey(purpose, recipient);
  const left = useCountdown(key);
  const [sending, setSending] = useState(false);
  const state = codeButtonState(left, sending, recipient.trim() !== '');

  const click = async () => {
    setSending(true);
    try {
      await send();
      countdowns.start(key);
      onSent?.(recipient);
    } catch (e) {
      const wait = retryAfter(e);
      if (wait) countdowns.start(key, wait);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void click()} disabled={state.disabled} loading={sending} className="code-button" data-testid={testId}>
      {state.counting ? t('accountsWeb.resendIn', { count: state.seconds }) : t('accountsWeb.getCode')}
    </Button>
  );
}
