import { describe, expect, it } from 'vitest';
import { CLIENT_DECISIONS } from '@tic/shared';
import { DECISION_COLOR, decisionCardState } from './decision';

const decided = { decision: 'release', comment: null, decided_by: 'Demo', decided_at: '2026-11-28T10:00:00Z', reinspection: null } as const;

describe('the "Your decision" card', () => {
  it.each([
    ['no inspection part', undefined, 'hidden'],
    ['report not issued yet', { decision: null, decision_open: false }, 'hidden'],
    ['report issued, no decision', { decision: null, decision_open: true }, 'open'],
    ['decided', { decision: decided, decision_open: false }, 'decided'],
  ] as const)('%s: %s', (_, inspection, state) => {
    expect(decisionCardState(inspection)).toBe(state);
  });
  it('a colour for every decision', () => {
    expect(Object.keys(DECISION_COLOR).sort()).toEqual([...CLIENT_DECISIONS].sort());
  });
});
