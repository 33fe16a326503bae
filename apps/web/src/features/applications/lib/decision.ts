import type { ClientDecision, InspectionView } from '@tic/shared';

/** What the "Your decision" card shows: nothing (no issued report), the three choices (open), or the decision taken. */
export const decisionCardState = (inspection: Pick<InspectionView, 'decision' | 'decision_open'> | undefined): 'hidden' | 'open' | 'decided' =>
  inspection?.decision ? 'decided' : inspection?.decision_open ? 'open' : 'hidden';

/** The tag colour of each decision. */
export const DECISION_COLOR: Record<ClientDecision, string> = { release: 'green', reject: 'red', re_inspect: 'gold' };
