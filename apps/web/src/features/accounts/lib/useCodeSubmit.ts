import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { needsCodeFirst } from './steps';

/**
 * The confirm step of a dialog that changes something with a code (change password, change of contact): refuse with
 * "please obtain the verification code first" unless the code went to this recipient, then run the change, say
 * "modification success" and close. A refused call is already shown by the HTTP client.
 */
export function useCodeSubmit() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const submit = async (sentTo: string | null, recipient: string, change: () => Promise<unknown>, done: () => void) => {
    if (needsCodeFirst(sentTo, recipient)) return void message.warning(t('accountsWeb.codeFirst'));
    setSaving(true);
    try {
      await change();
      void message.success(t('accountsWeb.modificationSuccess'));
      done();
    } catch {
      // shown by the HTTP client
    } finally {
      setSaving(false);
    }
  };
  return { saving, submit };
}
