import { describe, expect, it } from 'vitest';
import { issueMessage } from '../validation.js';
import { CHANNEL_REASON_MAX, channelDecisionBody } from './channelProfile.js';

/** Issue 19: the staff decision on a channel profile, one rule for the staff screen and the server. */
const messages = (value: unknown, locale: 'zh_CN' | 'en' | 'ar') => {
  const r = channelDecisionBody.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => issueMessage(i as never, locale));
};

describe('channel profile decision', () => {
  it('approves at the version read, without a reason', () => {
    expect(channelDecisionBody.safeParse({ decision: 'approve', version: 2 }).success).toBe(true);
  });

  it('a return needs its reason (blank is none), worded in each language', () => {
    expect(messages({ decision: 'return', reason: '  ', version: 1 }, 'en')).toEqual(['Please give a reason']);
    expect(messages({ decision: 'return', version: 1 }, 'zh_CN')).toEqual(['请填写原因']);
    expect(messages({ decision: 'return', version: 1 }, 'ar')).toEqual(['يرجى ذكر السبب']);
    expect(channelDecisionBody.safeParse({ decision: 'return', reason: '营业执照不清晰', version: 1 }).success).toBe(true);
  });

  it('refuses a reason over the limit, an unknown decision and a missing version', () => {
    expect(channelDecisionBody.safeParse({ decision: 'return', reason: 'x'.repeat(CHANNEL_REASON_MAX + 1), version: 1 }).success).toBe(false);
    expect(channelDecisionBody.safeParse({ decision: 'maybe', version: 1 }).success).toBe(false);
    expect(channelDecisionBody.safeParse({ decision: 'approve' }).success).toBe(false);
  });
});
