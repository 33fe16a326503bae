/**
 * The panels a business line adds to an application's pages, by its form (issue 26): the one map the generic
 * screens read, so they name no line. `detail`: on the customer's application page, after the samples; `actions`: the
 * customer's actions on the application, after its links; `staff`: on the staff application page, after the actions.
 * Every form has its row ({}: none), so a new line fails the web typecheck until it says what it shows.
 */
import type { ComponentType } from 'react';
import { PARENT_STATUSES, type ApplicationDetail, type ApplicationForm, type StaffApplication } from '@tic/shared';
import { AuditPanel } from './AuditPanel';
import { DecisionCard } from './DecisionCard';
import { FollowUpButton } from './FollowUpButton';
import { InspectionPanel } from './InspectionPanel';
import { TestReportPanel } from './TestReportPanel';

export interface CustomerPanelProps {
  detail: ApplicationDetail;
  /** The application changed (an action taken on the panel): the page loads it afresh. */
  onChanged: () => void;
}
export interface LinePanels {
  detail?: ComponentType<CustomerPanelProps>;
  actions?: ComponentType<CustomerPanelProps>;
  staff?: ComponentType<{ app: StaffApplication }>;
}

/** Entrusted inspection: the booking's date, inspector and report, and the client's decision on the issued report. */
function InspectionPanels({ detail, onChanged }: CustomerPanelProps) {
  if (!detail.inspection) return null;
  return (
    <>
      <InspectionPanel
        id={detail.id}
        status={detail.status}
        step={detail.process_step}
        inspection={detail.inspection}
        certificate={detail.certificate}
        onChanged={onChanged}
      />
      <DecisionCard id={detail.id} inspection={detail.inspection} onChanged={onChanged} />
    </>
  );
}

/** The factory audit: man-days, date, rating and corrective actions, the follow-up (once submitted). */
const AuditCustomerPanel = ({ detail }: CustomerPanelProps) =>
  detail.factory_audit && detail.status !== 'draft' ? (
    <AuditPanel id={detail.id} audit={detail.factory_audit} certificate={detail.certificate} customer />
  ) : null;
const AuditStaffPanel = ({ app }: { app: StaffApplication }) =>
  app.factory_audit ? <AuditPanel id={app.id} audit={app.factory_audit} certificate={app.certificate} /> : null;

/** Laboratory testing: the test report (once accepted; null while the samples are tested). */
const TestReportCustomerPanel = ({ detail }: CustomerPanelProps) =>
  detail.test_report !== undefined && detail.status !== 'draft' && detail.status !== 'pending_acceptance' ? (
    <TestReportPanel report={detail.test_report} certificate={detail.certificate} />
  ) : null;
const TestReportStaffPanel = ({ app }: { app: StaffApplication }) => (app.test_report ? <TestReportPanel report={app.test_report} certificate={null} /> : null);

/** The customs lines' re-inspection, extension or re-assessment of a processing or issued application (issue 19). */
const FollowUpActions = ({ detail }: CustomerPanelProps) =>
  (PARENT_STATUSES as readonly string[]).includes(detail.status) ? (
    <div className="follow-up-actions" style={{ marginBottom: 12 }}>
      <FollowUpButton parent={detail} />
    </div>
  ) : null;

export const LINE_PANELS: Readonly<Record<ApplicationForm, LinePanels>> = {
  customs: { actions: FollowUpActions },
  saudi: {},
  entrusted: { detail: InspectionPanels },
  nb: {},
  communication: {},
  testing: { detail: TestReportCustomerPanel, staff: TestReportStaffPanel },
  gcc: {},
  cb: {},
  audit: { detail: AuditCustomerPanel, staff: AuditStaffPanel },
};
