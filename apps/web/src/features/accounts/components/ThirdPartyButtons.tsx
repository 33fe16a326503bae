import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/PlainIcon';
import { thirdRedirectUrl, useThirdProviders } from '../api/thirdParty';

/**
 * One button per OpenID Connect provider configured on the server, under the sign-in tabs; nothing at all when
 * none is configured. `redirect` is the portal path to open after signing in (kept by the server meanwhile).
 * Plain React (no antd): it is part of /login's first view (issue 16).
 */
export function ThirdPartyButtons({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const providers = useThirdProviders();
  const [going, setGoing] = useState<string | null>(null);
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  const go = (type: string) => {
    setGoing(type);
    thirdRedirectUrl(type, redirect).then(
      ({ url }) => window.location.assign(url),
      // The HTTP client has shown the server's message (provider not configured or unreachable).
      () => setGoing(null),
    );
  };
  return (
    <div className="third-login" data-testid="third-login">
      <div className="third-login-divider">
        <span>{t('accountsWeb.thirdOr')}</span>
      </div>
      {list.map((p) => (
        <button
          key={p.type}
          type="button"
          className="plain-button plain-button-block plain-button-large"
          aria-busy={going === p.type}
          disabled={going !== null && going !== p.type}
          onClick={() => going === null && go(p.type)}
          data-testid={`third-${p.type}`}
        >
          {going === p.type ? <span className="plain-spinner" aria-hidden="true" /> : <PlainIcon name="login" className="flip-rtl" />}
          <span>{t('accountsWeb.thirdWith', { name: p.name })}</span>
        </button>
      ))}
    </div>
  );
}
