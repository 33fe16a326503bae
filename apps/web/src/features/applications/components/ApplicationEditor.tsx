import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUTOSAVE_DEBOUNCE_MS, FORM_SCHEMAS, issueMessage, type ApplicationDetail, type ApplicationForm, type FindingOut } from '@tic/shared';
import { SaveStatus } from '../../../components/application/SaveStatus';
import { blocksSubmit, needsConfirmation, submitCheck, type AttachmentItem } from '../../../components/attachments/attachmentRules';
import type { SaveOutcome } from '../../../lib/autosave';
import { isApiError } from '../../../lib/http';
import { currentLang } from '../../../lib/i18n';
import { createSubmitAttempts } from '../../../lib/submitAttempt';
import { useAutosave } from '../../../lib/useAutosave';
import { useStickyBarSize } from '../../../lib/useStickyBarSize';
import { createApplication, saveApplication } from '../api/save';
import { submitApplication } from '../api/submit';
import { toPayload, type FormValues } from '../lib/payload';
import { issuesOf, schemaRules } from '../lib/schemaRules';
import { InstantQuote } from '../../payments';
import { FormSections } from './FormSections';
import { ConsistencyPanel } from './ConsistencyPanel';
import { findingsNow, useConsistency } from '../lib/useConsistency';
import { ProductImport } from './ProductImport';

/** How long the typing pauses before the consistency check runs again. */
const CHECK_DELAY_MS = 300;

export interface EditorStart {
  id: number | null;
  version: number;
  values: FormValues;
  savedAt: number | null;
  editable: boolean;
}

/**
 * One application form being filled in: auto-saved while typing (one save at a time, each with the
 * version the last one answered), saved as a draft on demand, submitted with one Idempotency-Key per
 * attempt. A stale save stops saving and offers to reload; a non-editable application is view-only.
 */
export function ApplicationEditor({
  form: formName,
  start,
  basePath,
  onSubmitted,
}: {
  form: ApplicationForm;
  start: EditorStart;
  basePath: string;
  /** Submitted: the application and the consistency warnings it went through with (shown on the success page). */
  onSubmitted: (a: ApplicationDetail, warnings: readonly FindingOut[]) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const idRef = useRef(start.id);
  const versionRef = useRef(start.version);
  const schemas = FORM_SCHEMAS[formName];
  const rules = useMemo(() => schemaRules(schemas.submit, (v) => toPayload(v as FormValues)), [schemas]);
  const [submitting, setSubmitting] = useState(false);
  const readOnly = !start.editable;
  // The consistency check runs on the values as typed (a pause of the typing apart), like the server's at submit.
  const [checked, setChecked] = useState<FormValues>(start.values);
  const checkTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const recheck = () => {
    clearTimeout(checkTimer.current);
    checkTimer.current = setTimeout(() => setChecked({ ...(form.getFieldsValue(true) as FormValues) }), CHECK_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(checkTimer.current), []);
  const findings = useConsistency(formName, readOnly ? undefined : checked);
  const toolbar = useRef<HTMLDivElement>(null);
  useStickyBarSize(toolbar);

  const save = async (): Promise<SaveOutcome> => {
    const payload = toPayload(form.getFieldsValue(true) as FormValues);
    const issue = issuesOf(schemas.draft, payload)[0];
    if (issue) return { kind: 'rejected', reason: issueMessage(issue, currentLang()) };
    try {
      const saved = idRef.current === null ? await createApplication(payload) : await saveApplication(idRef.current, versionRef.current, payload);
      if (idRef.current === null) {
        // The draft now exists: its address is the edit route. Not a router navigation, which would remount the form.
        window.history.replaceState(window.history.state, '', `${basePath}/${saved.id}`);
      }
      idRef.current = saved.id;
      versionRef.current = saved.version;
      return { kind: 'saved', at: Date.now() };
    } catch (e) {
      if (isApiError(e) && e.status === 409) return { kind: 'stale' };
      if (isApiError(e) && e.status === 400) return { kind: 'rejected', reason: e.msg };
      return { kind: 'failed' };
    }
  };
  const autosave = useAutosave({ save, delayMs: AUTOSAVE_DEBOUNCE_MS, savedAt: start.savedAt, locked: readOnly });
  const submitter = useRef(
    createSubmitAttempts((key) => submitApplication(idRef.current!, versionRef.current, key, toPayload(form.getFieldsValue(true) as FormValues))),
  );

  const saveDraft = async () => {
    const outcome = await autosave.flush();
    if (outcome.kind === 'saved') void message.success(t('appUi.draft.saved'));
    else if (outcome.kind === 'rejected') void message.warning(outcome.reason);
    else if (outcome.kind === 'failed') void message.error(t('appUi.draft.failed'));
  };

  const submit = async () => {
    if (submitter.current.busy) return;
    try {
      await form.validateFields({ recursive: true });
    } catch {
      form.scrollToField(form.getFieldsError().find((f) => f.errors.length)?.name ?? 'title', { block: 'center' });
      void message.error(t('appUi.submit.fixErrors'));
      return;
    }
    // The blocking findings of the consistency check, on the values as they are now: the server would refuse them.
    const now = { ...(form.getFieldsValue(true) as FormValues) };
    setChecked(now);
    if (findingsNow(formName, now).some((f) => f.severity === 'block')) {
      document.querySelector('[data-testid="consistency-panel"]')?.scrollIntoView({ block: 'center' });
      void message.error(t('consistency.panel.submitBlocked'));
      return;
    }
    const check = submitCheck((form.getFieldValue('attachments') as AttachmentItem[] | undefined) ?? []);
    if (blocksSubmit(check)) {
      modal.warning({
        title: t('appUi.submit.blockedTitle'),
        content: t(check.returned.length ? 'appUi.submit.returnedFiles' : check.editing.length ? 'appUi.submit.editingFiles' : 'appUi.submit.missingType'),
      });
      return;
    }
    if (needsConfirmation(check)) {
      const go = await modal.confirm({
        title: t('appUi.submit.confirmTitle'),
        content: t('appUi.submit.uploadsPending', { uploading: check.uploading.length, failed: check.failed.length }),
        okText: t('appUi.submit.submitAnyway'),
        cancelText: t('common.cancel'),
      });
      if (!go) return;
    }
    setSubmitting(true);
    try {
      const saved = await autosave.flush();
      if (saved.kind !== 'saved') {
        if (saved.kind === 'rejected') void message.warning(saved.reason);
        else if (saved.kind === 'failed') void message.error(t('appUi.draft.failed'));
        return;
      }
      const result = await submitter.current.submit();
      onSubmitted(result.application, result.warnings ?? []);
    } catch {
      // The HTTP client has shown the message (400 in the user's language, 409, or the connection error).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={start.values}
      onValuesChange={() => {
        autosave.change();
        recheck();
      }}
      disabled={readOnly}
      className="application-form"
      data-testid="application-form"
      scrollToFirstError
    >
      {readOnly && <Alert type="warning" showIcon className="form-alert" title={t('appUi.save.locked')} data-testid="application-locked" />}
      <div className="application-toolbar" ref={toolbar}>
        <SaveStatus state={autosave.state} onReload={() => window.location.reload()} />
        {!readOnly && (
          <Space>
            <Button onClick={() => void saveDraft()} disabled={autosave.state.kind === 'stale'} data-testid="save-draft">
              {t('appUi.draft.save')}
            </Button>
            <Button
              type="primary"
              loading={submitting}
              onClick={() => void submit()}
              disabled={autosave.state.kind === 'stale'}
              data-testid="submit-application"
            >
              {t('appUi.submit.button')}
            </Button>
          </Space>
        )}
      </div>
      {!readOnly && <InstantQuote />}
      {!readOnly && <ConsistencyPanel form={formName} findings={findings} />}
      <FormSections
        form={formName}
        rules={rules}
        readOnly={readOnly}
        productActions={<ProductImport onImported={() => autosave.change()} />}
        onImported={() => autosave.change()}
      />
    </Form>
  );
}
