import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon, type PlainIconName } from '../PlainIcon';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  id: string;
  label: string;
  /** The message of the field's rule, shown under it and announced (role="alert"); null while the value passes. */
  error?: string | null;
  /** Help under the field (the captcha's hint). */
  extra?: ReactNode;
  icon?: PlainIconName;
  /** Something beside the input inside the same box (the captcha image). */
  addon?: ReactNode;
}

/**
 * A labelled text input without antd (issue 16: /login loads no antd), looking like antd's large Input: the label
 * names the input, the error is tied to it (aria-invalid, aria-describedby) and announced when it appears.
 * A password input gets a show/hide button named in the user's language.
 */
export function PlainField({ id, label, error, extra, icon, addon, type = 'text', className, ...input }: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  const described = [error ? `${id}-error` : null, extra ? `${id}-extra` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`plain-field${error ? ' plain-field-error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="plain-label" htmlFor={id}>
        {label}
      </label>
      <div className="plain-control">
        <span className="plain-input-box">
          {icon && <PlainIcon name={icon} className="plain-input-icon" />}
          <input
            {...input}
            id={id}
            type={isPassword && visible ? 'text' : type}
            className="plain-input"
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
          />
          {isPassword && (
            <button
              type="button"
              className="plain-input-toggle"
              aria-label={t(visible ? 'a11y.hidePassword' : 'a11y.showPassword')}
              aria-pressed={visible}
              onClick={() => setVisible((v) => !v)}
            >
              <PlainIcon name={visible ? 'eye' : 'eyeInvisible'} />
            </button>
          )}
        </span>
        {addon}
      </div>
      {error && (
        <div id={`${id}-error`} className="plain-field-message" role="alert">
          {error}
        </div>
      )}
      {extra && (
        <div id={`${id}-extra`} className="plain-field-extra">
          {extra}
        </div>
      )}
    </div>
  );
}
