import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { confirmSubscription, subscribe, type SubscribeFields } from '../api/publicApi';

type Phase = { kind: 'start' } | { kind: 'sent'; fields: SubscribeFields } | { kind: 'done'; email: string };

/**
 * Following a certificate's status by e-mail, without an account: the number and verification code prove one holds
 * the certificate (a wrong code answers as an unknown one), the code the e-mail brings proves the address.
 */
export function SubscribeForm({ certNo }: { certNo: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SubscribeFields>();
  const [phase, setPhase] = useState<Phase>({ kind: 'start' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [emailCode, setEmailCode] = useState('');

  useEffect(() => {
    if (certNo) {
      form.setFieldValue('cert_no', certNo);
      setPhase({ kind: 'start' });
    }
  }, [certNo, form]);

  const failed = (msg: string | null) => setError(msg ?? t('common.pageLoadFailed'));
  const send = async (v: SubscribeFields) => {
    setBusy(true);
    setError(null);
    const r = await subscribe({ cert_no: v.cert_no.trim(), code: v.code.trim(), email: v.email.trim() });
    setBusy(false);
    if (r.ok) setPhase({ kind: 'sent', fields: v });
    else failed(r.msg);
  };
  const confirm = async () => {
    if (phase.kind !== 'sent') return;
    setBusy(true);
    setError(null);
    const r = await confirmSubscription({ ...phase.fields, email_code: emailCode.trim() });
    setBusy(false);
    if (r.ok) setPhase({ kind: 'done', email: phase.fields.email.trim() });
    else failed(r.msg);
  };
  const required = (label: string) => [{ required: true, whitespace: true, message: t('validation.required', { field: label }) }];

  return (
    <section className="directory-subscribe" id="subscribe" data-testid="subscribe">
      <h3>{t('directory.subscribe.title')}</h3>
      <p>{t('directory.subscribe.intro')}</p>
      {phase.kind === 'done' ? (
        <Alert type="success" showIcon message={t('directory.subscribe.done', { email: phase.email })} data-testid="sub-done" />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void send(v)} disabled={phase.kind === 'sent'}>
          <Form.Item name="cert_no" label={t('directory.subscribe.certNo')} rules={required(t('directory.subscribe.certNo'))}>
            <Input autoComplete="off" maxLength={60} dir="ltr" data-testid="sub-cert-no" />
          </Form.Item>
          <Form.Item name="code" label={t('directory.subscribe.code')} rules={required(t('directory.subscribe.code'))}>
            <Input autoComplete="off" maxLength={20} placeholder="XXXX-XXXX-XXXX" dir="ltr" data-testid="sub-code" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('directory.subscribe.email')}
            rules={[...required(t('directory.subscribe.email')), { type: 'email', message: t('validation.email', { field: t('directory.subscribe.email') }) }]}
          >
            <Input type="email" autoComplete="email" maxLength={100} dir="ltr" data-testid="sub-email" />
          </Form.Item>
          {phase.kind === 'start' && (
            <Button htmlType="submit" block loading={busy} icon={<BellOutlined />} data-testid="sub-send">
              {t('directory.subscribe.send')}
            </Button>
          )}
        </Form>
      )}
      {phase.kind === 'sent' && (
        <div className="directory-subscribe-confirm">
          <Alert type="info" showIcon message={t('directory.subscribe.sent', { email: phase.fields.email })} />
          <label htmlFor="sub-email-code">{t('directory.subscribe.emailCode')}</label>
          <Input
            id="sub-email-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            value={emailCode}
            onChange={(e) => setEmailCode(e.target.value)}
            onPressEnter={() => void confirm()}
            data-testid="sub-email-code"
          />
          <Button type="primary" block loading={busy} onClick={() => void confirm()} data-testid="sub-confirm">
            {t('directory.subscribe.confirm')}
          </Button>
        </div>
      )}
      {error && <Alert type="error" showIcon message={error} data-testid="sub-error" role="alert" />}
    </section>
  );
}
