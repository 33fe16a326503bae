/**
 * Step state of the code-verified flows (forgot password, change password, change phone or e-mail):
 * choose the way (phone or e-mail), get a code, enter it with the new value, done. The rule "please
 * obtain the verification code first" (spec section 5) is a property of this state, not of a screen.
 */
export type VerifyWay = 'phone' | 'email';

export interface CodeFlowState {
  step: 'verify' | 'password' | 'done';
  way: VerifyWay;
  /** The recipient the current code was sent to, once one was requested. */
  sentTo: string | null;
  /** What the server handed back after checking the code (the forgot flow's reset ticket). */
  ticket: string | null;
}

export type CodeFlowAction =
  | { type: 'way'; way: VerifyWay }
  | { type: 'codeSent'; to: string }
  | { type: 'verified'; ticket: string }
  | { type: 'done' }
  | { type: 'back' }
  | { type: 'reset' };

export const initialCodeFlow = (way: VerifyWay = 'phone'): CodeFlowState => ({ step: 'verify', way, sentTo: null, ticket: null });

export function codeFlowReducer(state: CodeFlowState, action: CodeFlowAction): CodeFlowState {
  switch (action.type) {
    case 'way':
      // A code sent to the phone is no good for the e-mail way: ask again.
      return action.way === state.way ? state : { ...initialCodeFlow(action.way) };
    case 'codeSent':
      return { ...state, sentTo: action.to };
    case 'verified':
      return state.step === 'verify' ? { ...state, step: 'password', ticket: action.ticket } : state;
    case 'done':
      return { ...state, step: 'done' };
    case 'back':
      return state.step === 'password' ? { ...state, step: 'verify', ticket: null } : state;
    case 'reset':
      return initialCodeFlow(state.way);
  }
}

/**
 * Whether submitting must be refused with "please obtain the verification code first": no code was
 * requested (sentTo null), or it went to another recipient than the one now in the field. Every form
 * that takes a code (register, forgot password, change password, change of contact) asks this.
 */
export function needsCodeFirst(sentTo: string | null, recipient: string): boolean {
  return sentTo === null || sentTo.trim().toLowerCase() !== recipient.trim().toLowerCase();
}

/** Index of the antd Steps for a state. */
export const stepIndex = (s: CodeFlowState): number => ({ verify: 0, password: 1, done: 2 })[s.step];
