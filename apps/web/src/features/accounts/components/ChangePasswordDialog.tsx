import { useReducer } from 'react';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { VERIFY_TYPE, type UserInfo } from '@tic/shared';
import { resetPassword } from '../api/resetPassword';
import { sendCode } from '../api/sendCode';
import { codeFlowReducer, initialCodeFlow, type VerifyWay } from '../lib/steps';
import { useCodeSubmit } from '../lib/useCodeSubmit';
import { NewPasswordFields } from './NewPasswordFields';
import { CodeField } from './CodeField';

interface Values {
  code: string;
  password: string;
  password_confirmation: string;
}

/**
 * The header's change-password dialog (spec section 2): choose phone or e-mail on file, get a code,
 * enter it with the new password; without a code first a warning; success says "modification success".
 */
export function ChangePasswordDialog({ me, open, onClose }: { me: UserInfo; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [state, dispatch] = useReducer(codeFlowReducer, initialCodeFlow(me.mobile ? 'phone' : 'email'));
  const confirm = useCodeSubmit();
  const recipient = (state.way === 'phone' ? me.mobile : me.email) ?? '';
  const target =
    state.way === 'phone'
      ? { verify_type: VERIFY_TYPE.phone, mobile: me.mobile ?? '', mobile_zone: me.mobile_zone ?? undefined }
      : { verify_type: VERIFY_TYPE.email, email: me.email ?? '' };

  const submit = async () => {
    const v = await form.validateFields();
    await confirm.submit(
      state.sentTo,
      recipient,
      () => resetPassword({ ...target, code: v.code.trim(), password: v.password, password_confirmation: v.password_confirmation }),
      () => {
        form.resetFields();
        dispatch({ type: 'reset' });
        onClose();
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('accountsWeb.changePasswordTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={confirm.saving}
      okButtonProps={{ 'data-testid': 'change-password-ok' } as Record<string, string>}
      destroyOnHidden
      data-testid="change-password-dialog"
    >
      <Alert type="info" showIcon title={t('accountsWeb.changePasswordHint')} className="dialog-hint" />
      <Form<Values> form={form} layout="vertical" requiredMark={false}>
        <Form.Item label={t('accountsWeb.forgotWay')}>
          <Radio.Group
            optionType="button"
            value={state.way}
            onChange={(e) => dispatch({ type: 'way', way: e.target.value as VerifyWay })}
            options={[
              { value: 'phone', label: t('accountsWeb.verifyPhone'), disabled: !me.mobile },
              { value: 'email', label: t('accountsWeb.verifyEmail'), disabled: !me.email },
            ]}
          />
        </Form.Item>
        <Form.Item label={state.way === 'phone' ? t('accountsWeb.mobile') : t('accountsWeb.email')}>
          <Input value={state.way === 'phone' ? `${me.mobile_zone ?? ''} ${me.mobile ?? ''}` : (me.email ?? '')} disabled className="ltr-field" />
        </Form.Item>
        <CodeField
          purpose="password"
          recipient={recipient}
          send={() => sendCode({ ...target, purpose: 'reset_password' })}
          onSent={(to) => dispatch({ type: 'codeSent', to })}
          testIdPrefix="cp"
        />
        <NewPasswordFields labelKey="accountsWeb.newPassword" testId="cp-password" />
      </Form>
    </Modal>
  );
}
