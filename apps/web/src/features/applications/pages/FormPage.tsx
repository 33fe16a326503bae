import { LINE_PAGES, type LinePage } from '@tic/shared';
import { ApplicationFormScreen } from '../components/ApplicationFormScreen';

/**
 * The one application form page: every line's form route opens it with the route's page from the line registry
 * (LINE_PAGES: the forms the route serves, its base path and title). A line needs no page of its own.
 */
/** The line page of a route's page id: the line registry loads with this page, not with the entry (app/pages.ts). */
export function linePage(id: string): LinePage {
  const page = LINE_PAGES[id];
  if (!page) throw new Error(`No line page ${id}`);
  return page;
}

export default function FormPage({ page }: { page: LinePage }) {
  const [form, ...alsoForms] = page.forms;
  return <ApplicationFormScreen form={form!} alsoForms={alsoForms} basePath={page.basePath} titleKey={page.titleKey} />;
}
