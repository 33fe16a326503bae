/**
 * Today's lists (fixtures/today.json, written from the hand-kept lists before the line registry existed:
 * routes, menu tree, forms, types, work steps, type and dictionary seeds, form screens, pages) compared with
 * what the code answers. Once the registry derives them, a difference here is a change of behaviour that
 * must be explained in a comment below, never silently re-recorded.
 */
import { describe, expect, it } from 'vitest';
import { APPLICATION_FORMS, FORM_APPLICATION_TYPES, FORM_DECLARATIONS, LINE_WORK_STEPS, PORTAL_ROUTES } from '../index.js';
import today from './fixtures/today.json' with { type: 'json' };

describe('the lists of every business line, as they were before the registry', () => {
  it('routes', () => expect(JSON.parse(JSON.stringify(PORTAL_ROUTES))).toEqual(today.routes));
  it('forms and their areas', () => {
    expect([...APPLICATION_FORMS]).toEqual(today.forms);
    expect(Object.fromEntries(APPLICATION_FORMS.map((f) => [f, FORM_DECLARATIONS[f].area]))).toEqual(today.formAreas);
  });
  it('application types per form', () => expect(FORM_APPLICATION_TYPES).toEqual(today.formTypes));
  it('work steps per form', () => expect(LINE_WORK_STEPS).toEqual(today.workSteps));
});
