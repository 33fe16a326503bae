import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Tag, Upload } from 'antd';
import { SafetyCertificateOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LOGIN_PATH, type VerifyPdfResult, type VerifyResult } from '@tic/shared';
import { LoginHeading, LoginShell } from '../../auth';
import { useTypeLabel } from '../../certificates';
import { checkCertificate, checkPdf, type CheckOutcome } from '../api/verify';
import { localDate } from '../../../lib/i18n';

const COLORS: Record<string, string> = { valid: 'green', suspended: 'orange', withdrawn: 'red', expired: 'default', superseded: 'purple' };

/**
 * /verify, without sign-in: a customs officer or a buyer checks a certificate by its number and verification
 * code; the QR code of the certificate PDF opens this page filled in (?no=&code=) and checks at once.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [form] = Form.useForm<{ no: string; code: string }>();
  const [outcome, setOutcome] = useState<CheckOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (no: string, code: string) => {
    setBusy(true);
    setOutcome(await checkCertificate(no.trim(), code.trim()));
    setBusy(false);
  };
  const initialNo = params.get('no') ?? '';
  const initialCode = params.get('code') ?? '';
  useEffect(() => {
    if (initialNo && initialCode) void run(initialNo, initialCode);
  }, [initialNo, initialCode]);

  return (
    <LoginShell>
      <LoginHeading title={t('trust.verify.title')} subtitle={t('trust.verify.intro')} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ no: initialNo, code: initialCode }}
        onFinish={(v) => {
          setParams({ no: v.no.trim(), code: v.code.trim() }, { replace: true });
          void run(v.no, v.code);
        }}
        data-testid="verify-form"
      >
        <Form.Item name="no" label={t('trust.verify.no')} rules={[{ required: true, message: t('validation.required', { field: t('trust.verify.no') }) }]}>
          <Input autoComplete="off" maxLength={60} data-testid="verify-no" dir="ltr" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('trust.verify.code')}
          rules={[{ required: true, message: t('validation.required', { field: t('trust.verify.code') }) }]}
        >
          <Input autoComplete="off" maxLength={20} placeholder="XXXX-XXXX-XXXX" data-testid="verify-code" dir="ltr" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} icon={<SafetyCertificateOutlined />} data-testid="verify-submit">
          {t('trust.verify.check')}
        </Button>
      </Form>
      <div className="verify-result" aria-live="polite">
        {outcome?.kind === 'tooMany' && <Alert type="warning" showIcon message={t('trust.verify.tooMany')} data-testid="verify-too-many" />}
        {outcome?.kind === 'failed' && <Alert type="error" showIcon message={t('common.pageLoadFailed')} />}
        {outcome?.kind === 'result' && <Result result={outcome.result} />}
      </div>
      <PdfCheck />
      <div className="login-links">
        <Link to={LOGIN_PATH}>{t('route.login')}</Link>
      </div>
    </LoginShell>
  );
}

function Result({ result }: { result: VerifyResult }) {
  const { t } = useTranslation();
  // The scheme by the public rfc dictionary in the page's language (the JSON keeps the code).
  const typeLabel = useTypeLabel();
  if (!result.found) return <Alert type="error" showIcon message={t('trust.verify.notFound')} data-testid="verify-not-found" />;
  const statusLine = (
    <span data-testid="verify-status" data-status={result.status}>
      <Tag color={COLORS[result.status]}>{t(`trust.verify.status_${result.status}`)}</Tag>
      {t('trust.verify.since', { date: result.status_since })}
      {result.suspended_until && <> · {t('trust.verify.until', { date: result.suspended_until })}</>}
      {result.superseded_by && (
        <>
          {' · '}
          <Link to={`/verify?no=${encodeURIComponent(result.superseded_by)}`}>{t('trust.verify.supersededBy', { no: result.superseded_by })}</Link>
        </>
      )}
    </span>
  );
  const items = [
    { key: 'no', label: t('trust.verify.no'), children: <bdi>{result.cert_no}</bdi> },
    { key: 'status', label: t('trust.verify.status'), children: statusLine },
    { key: 'holder', label: t('trust.verify.holder'), children: <bdi>{result.holder}</bdi> },
    { key: 'product', label: t('trust.verify.product'), children: <bdi>{result.product}</bdi> },
    { key: 'models', label: t('trust.verify.models'), children: <bdi>{result.models.join(', ') || '—'}</bdi> },
    { key: 'brands', label: t('trust.verify.brands'), children: <bdi>{result.brands.join(', ') || '—'}</bdi> },
    { key: 'scheme', label: t('trust.verify.scheme'), children: <bdi>{typeLabel(result.scheme)}</bdi> },
    { key: 'issue', label: t('trust.verify.issueDate'), children: localDate(result.issue_date) },
    { key: 'expiry', label: t('trust.verify.expiryDate'), children: result.expiry_date ? localDate(result.expiry_date) : t('certPdf.noExpiry') },
    { key: 'issuer', label: t('trust.verify.issuer'), children: <bdi>{result.issuer}</bdi> },
  ];
  return <Descriptions bordered size="small" column={1} items={items} data-testid="verify-details" />;
}

function PdfCheck() {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<{ type: 'success' | 'error' | 'warning'; text: string } | null>(null);
  const onFile = async (file: File) => {
    const r = await checkPdf(file);
    if (r.ok) setAnswer(genuineAnswer(r.result, t));
    else setAnswer({ type: r.tooMany ? 'warning' : 'error', text: r.tooMany ? t('trust.verify.tooMany') : (r.message ?? t('common.pageLoadFailed')) });
  };
  return (
    <section className="verify-pdf">
      <h3>{t('trust.verify.pdfTitle')}</h3>
      <p>{t('trust.verify.pdfIntro')}</p>
      <Upload
        accept="application/pdf,.pdf"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          void onFile(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} data-testid="verify-pdf">
          {t('trust.verify.pdfChoose')}
        </Button>
      </Upload>
      {answer && <Alert className="verify-pdf-answer" type={answer.type} showIcon message={answer.text} data-testid="verify-pdf-answer" />}
    </section>
  );
}

const genuineAnswer = (r: VerifyPdfResult, t: (k: string, p?: Record<string, string>) => string) =>
  r.genuine
    ? { type: 'success' as const, text: t('trust.verify.pdfGenuine', { no: r.cert_no ?? '' }) }
    : { type: 'error' as const, text: t('trust.verify.pdfNotGenuine') };
