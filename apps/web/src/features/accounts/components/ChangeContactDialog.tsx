import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MOBILE_ZONE, VERIFY_TYPE } from '@tic/shared';
import { changeContact } from '../api/changeContact';
import { sendCode } from '../api/sendCode';
import { rules } from '../lib/rules';
import { useCodeSubmit } from '../lib/useCodeSubmit';
import { CodeField } from './CodeField';
import { MobileInput } from './MobileInput';

interface Values {
  mobile_zone: string;
  mobile: string;
  email: string;
  code: string;
}

/**
 * The profile's second dialog: a new phone or e-mail. The code goes to the NEW value and the change is
 * committed only once it verifies (verify_type, code and the new value); the old address is told.
 */
export function ChangeContactDialog({ kind, open, onClose }: { kind: 'phone' | 'email'; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirm = useCodeSubmit();
  const mobile = (Form.useWatch('mobile', form) ?? '').replace(/\s+/g, '');
  const email = (Form.useWatch('email', form) ?? '').trim();
  const recipient = kind === 'phone' ? mobile : email;

  const target = () => {
    const v = form.getFieldsValue();
    return kind === 'phone'
      ? { verify_type: VERIFY_TYPE.phone, mobile: v.mobile.replace(/\s+/g, ''), mobile_zone: v.mobile_zone }
      : { verify_type: VERIFY_TYPE.email, email: v.email.trim() };
  };
  const submit = async () => {
    const v = await form.validateFields();
    await confirm.submit(
      sentTo,
      recipient,
      async () => {
        await changeContact({ ...target(), code: v.code.trim() });
        await qc.invalidateQueries({ queryKey: ['customer'] });
        await qc.invalidateQueries({ queryKey: ['me'] });
      },
      () => {
        form.resetFields();
        onClose();
      },
    );
  };

  return (
    <Modal
      open={open}
      title={kind === 'phone' ? t('accountsWeb.changeMobile') : t('accountsWeb.changeEmail')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={confirm.saving}
      okButtonProps={{ 'data-testid': 'contact-ok' } as Record<string, string>}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={{ mobile_zone: DEFAULT_MOBILE_ZONE }} data-testid="contact-dialog">
        {kind === 'phone' ? (
          <MobileInput label={t('accountsWeb.newMobile')} testId="contact-mobile" rules={rules.mobile} />
        ) : (
          <Form.Item name="email" label={t('accountsWeb.newEmail')} rules={rules.email}>
            <Input className="ltr-field" data-testid="contact-email" />
          </Form.Item>
        )}
        <CodeField
          purpose="contact"
          recipient={recipient}
          send={async () => {
            await form.validateFields([kind === 'phone' ? 'mobile' : 'email']);
            return sendCode({ ...target(), purpose: 'change_contact' });
          }}
          onSent={setSentTo}
          testIdPrefix="contact"
        />
      </Form>
    </Modal>
  );
}
