import { BUSINESS_AREAS, LOCALES, translate } from '@tic/shared';
import { describe, expect, it } from 'vitest';
import { renderAllBootShells } from './bootShells';

/** React's escaping of a text (what renderToStaticMarkup writes for it). */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('the boot shells (app/bootShells.tsx, issue 27)', () => {
  it('draw, in each language, the element the page paints largest first, with the classes and text of the page', async () => {
    const shells = await renderAllBootShells();
    expect(Object.keys(shells)).toEqual([...LOCALES]);
    for (const lang of LOCALES) {
      const t = (key: string) => html(translate(lang, key));
      // /login's first view is the login page itself (LoginShell, LoginHeading, the password form, the links).
      expect(shells[lang].login).toContain(`<p class="login-heading-subtitle">${t('login.subtitle')}</p>`);
      expect(shells[lang].login).toContain(`<h2 class="login-heading-title">${t('login.welcome')}</h2>`);
      expect(shells[lang].login).toContain(`data-testid="login-submit"`);
      // The workbench's page header (components/PageHeader.tsx): the greeting still loading, the intro, the area's tag.
      expect(shells[lang].workbench).toContain(`<span class="page-header-subtitle">${t('workbench.intro')}</span>`);
      expect(shells[lang].workbench).toContain('<h1 class="page-header-title"><span class="plain-skeleton"');
      for (const area of BUSINESS_AREAS)
        expect(shells[lang].workbench).toContain(`<span data-boot-area="${area}"><span class="plain-tag wb-area-tag">${t(`area.${area}`)}</span></span>`);
    }
    // The language switch names the shell's own language.
    expect(shells.ar.login).toContain(`<span class="lang-switch-label">${html(translate('ar', 'lang.ar'))}</span>`);
  });
});
