import type { DeepStrings } from '../en.js';

/**
 * What customers and officers met (issue 27, the interface part): role names beside a staff member's name,
 * the confirmations of irreversible actions, the list cards of phones and the forms' rough edges.
 */
const en = {
  ux: {
    nameWithRole: '{{name}} ({{role}})',
    suggestedStep: '{{step}} (next)',
  },
};

const zh_CN: DeepStrings<typeof en> = {
  ux: {
    nameWithRole: '{{name}}（{{role}}）',
    suggestedStep: '{{step}}（下一步）',
  },
};

const ar: DeepStrings<typeof en> = {
  ux: {
    nameWithRole: '{{name}} ({{role}})',
    suggestedStep: '{{step}} (الخطوة التالية)',
  },
};

export const uiPolishMessages = { en, zh_CN, ar };
