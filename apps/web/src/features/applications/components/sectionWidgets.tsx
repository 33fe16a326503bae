/**
 * What a declared section may show beside its fields, by the name its declaration gives (`widget`): a
 * read-out computed from the values as the customer types. The form screen looks them up here.
 */
import type { ComponentType } from 'react';

export type SectionWidget = ComponentType<{ values: Record<string, unknown> }>;

export const SECTION_WIDGETS: Record<string, SectionWidget> = {};
