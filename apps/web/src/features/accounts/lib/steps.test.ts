import { describe, expect, it } from 'vitest';
import { codeFlowReducer, initialCodeFlow, needsCodeFirst, stepIndex, type CodeFlowAction, type CodeFlowState } from './steps';

const run = (actions: CodeFlowAction[], from: CodeFlowState = initialCodeFlow()) => actions.reduce(codeFlowReducer, from);

describe('code-verified flow', () => {
  it('goes verify -> password -> done', () => {
    const s = run([
      { type: 'codeSent', to: '13800000000' },
      { type: 'verified', ticket: 't1' },
    ]);
    expect(s).toMatchObject({ step: 'password', ticket: 't1', sentTo: '13800000000' });
    expect(stepIndex(s)).toBe(1);
    expect(stepIndex(run([{ type: 'done' }], s))).toBe(2);
  });

  it('asks for a code first until one was sent to the value in the field', () => {
    const s0 = initialCodeFlow('email');
    expect(needsCodeFirst(s0.sentTo, 'a@b.cn')).toBe(true);
    const s1 = run([{ type: 'codeSent', to: 'A@b.cn' }], s0);
    expect(needsCodeFirst(s1.sentTo, ' a@b.cn ')).toBe(false);
    expect(needsCodeFirst(s1.sentTo, 'other@b.cn')).toBe(true);
  });

  it('changing the way drops the code sent the other way', () => {
    const s = run([
      { type: 'codeSent', to: '13800000000' },
      { type: 'way', way: 'email' },
    ]);
    expect(s).toEqual(initialCodeFlow('email'));
    // choosing the same way again keeps the state
    const same = run(
      [
        { type: 'codeSent', to: 'x@y.cn' },
        { type: 'way', way: 'email' },
      ],
      initialCodeFlow('email'),
    );
    expect(same.sentTo).toBe('x@y.cn');
  });

  it('back from the password step forgets the ticket; verified only counts on the verify step', () => {
    const s = run([{ type: 'codeSent', to: '1' }, { type: 'verified', ticket: 't' }, { type: 'back' }]);
    expect(s).toMatchObject({ step: 'verify', ticket: null });
    const done = run([{ type: 'done' }, { type: 'verified', ticket: 'again' }]);
    expect(done.step).toBe('done');
    expect(run([{ type: 'reset' }], done)).toEqual(initialCodeFlow());
  });
});
