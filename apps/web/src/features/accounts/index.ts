/** The public surface of the accounts feature: what other features may import (lint: import-x/no-restricted-paths). */
export { type Captcha, fetchCaptcha } from './api/captcha';
export { CaptchaField } from './components/CaptchaField';
export { ChangePasswordDialog } from './components/ChangePasswordDialog';
export { ForgotPassword } from './components/ForgotPassword';
export { QrLogin } from './components/QrLogin';
export { RegisterForm } from './components/RegisterForm';
export { SmsLoginForm } from './components/SmsLoginForm';
export { ThirdPartyButtons } from './components/ThirdPartyButtons';
export { FileSlot, ProfileFilesContext } from './components/FileSlot';
export { formatDateTime } from './lib/format';
export { MobileInput } from './components/MobileInput';
