/**
 * Communication / VOC / PVOC: radio and telecom type approval (SRRC, CTA, foreign type approval) and
 * VOC / PVOC communication-product certification (business-lines.md). Parties, the product with its
 * models and series differences, the radio parameters (frequency ranges, bandwidth, spacing,
 * modulation, maximum output power in W or dBm, tolerance, antenna), power supply, standards, the
 * target scheme, the samples sent to the laboratory, attachments (spec: 5 files of 10 MB at a time).
 * The work after acceptance is the sample loop of the engine (`sampleLogistics`, samples.ts).
 */
import { z } from 'zod';
import { TEXT_CAPS } from '../../constants.js';
import { choice, country, email, num, phone, section, text } from '../../schemas/applicationFields.js';
import { attachmentsList, lineList } from '../../forms/lists.js';
import { typeIs, type FormDeclaration, type ListSection, type PartiesSection } from '../../forms/declaration.js';
import { SAMPLE_DISPOSITIONS } from '../../samples/retention.js';

export const COMMUNICATION_TYPES = ['comm_srrc', 'comm_cta', 'comm_foreign_ta', 'voc', 'pvoc'] as const;
export const RADIO_CATEGORIES = ['wlan', 'bluetooth', 'cellular', 'srd', 'rfid_nfc', 'gnss', 'broadcast', 'wired_telecom', 'other'] as const;
export const FREQUENCY_DIRECTIONS = ['tx', 'rx', 'tx_rx'] as const;
export const POWER_UNITS = ['W', 'dBm'] as const;
export const POWER_KINDS = ['peak', 'average'] as const;
export const ANTENNA_TYPES = ['integral', 'external', 'pcb', 'chip', 'dipole', 'patch', 'other'] as const;
export const POWER_SUPPLIES = ['ac_mains', 'dc_adapter', 'battery', 'poe', 'usb', 'vehicle'] as const;
export const COMMUNICATION_FILE_TYPES = [
  'business_licence',
  'technical_manual',
  'block_diagram',
  'circuit_diagram',
  'user_manual',
  'product_photos',
  'power_of_attorney',
  'other',
] as const;
/**
 * Maximum output power: the same ceiling (1 kW) in both units, 60 dBm = 1000 W; the floor of dBm is a
 * weak short-range transmitter (-30 dBm = 1 µW). Shown as one of two fields by the unit chosen.
 */
export const RADIO_POWER_LIMITS = { W: { max: 1000 }, dBm: { min: -30, max: 60 } } as const;
export const MAX_FREQUENCY_MHZ = 300_000;
export const MAX_FREQUENCY_RANGES = 20;
export const MAX_COMM_STANDARDS = 30;
export const MAX_SAMPLES = 100;

/** 10 MB per file, 5 files at a time (spec section 9). */
const limits = { maxBytes: 10 * 1024 * 1024, maxFiles: 5, mergedPdfMaxBytes: null };

const commParty = (required: boolean) =>
  section({
    company_name: text(TEXT_CAPS.short, { required }),
    address: text(TEXT_CAPS.medium, { required }),
    country: country({ required }),
    contact_name: text(TEXT_CAPS.short, { required }),
    telephone: phone({ required }),
    email: email(),
  });
const parties: PartiesSection = {
  key: 'parties',
  render: 'parties',
  required: ['applicant', 'manufacturer'],
  optional: ['agent', 'factory'],
  party: commParty,
};

export const commProductSection = section({
  product_name: text(TEXT_CAPS.short, { required: true }),
  brand: text(TEXT_CAPS.short, { required: true }),
  model: text(TEXT_CAPS.short, { required: true }),
  series_models: text(TEXT_CAPS.long, { kind: 'textarea' }),
  series_differences: text(TEXT_CAPS.long, { kind: 'textarea' }),
  hardware_version: text(50, { required: true }),
  software_version: text(50, { required: true }),
  category: choice(RADIO_CATEGORIES, { required: true }),
});

export const commRadioSection = section({
  channel_bandwidth_khz: num({ required: true, positive: true, max: 1_000_000 }),
  channel_spacing_khz: num({ positive: true, max: 1_000_000 }),
  modulation: text(TEXT_CAPS.short, { required: true }),
  power_unit: choice(POWER_UNITS, { required: true }),
  max_power_w: num({ positive: true, max: RADIO_POWER_LIMITS.W.max }),
  max_power_dbm: num({ min: RADIO_POWER_LIMITS.dBm.min, max: RADIO_POWER_LIMITS.dBm.max }),
  power_kind: choice(POWER_KINDS, { required: true }),
  frequency_tolerance_ppm: num({ min: 0, max: 1_000_000 }),
  antenna_type: choice(ANTENNA_TYPES, { required: true }),
  antenna_gain_dbi: num({ min: -20, max: 50 }),
  antenna_connector: text(50),
});

export const frequencyRangeSection = section({
  direction: choice(FREQUENCY_DIRECTIONS, { required: true }),
  from_mhz: num({ required: true, positive: true, max: MAX_FREQUENCY_MHZ }),
  to_mhz: num({ required: true, positive: true, max: MAX_FREQUENCY_MHZ }),
});

/** Frequency ranges: at least one, each from a lower to a higher frequency. */
const frequencyRanges = (): ListSection => {
  const base = lineList('frequency_ranges', frequencyRangeSection, { min: 1, max: MAX_FREQUENCY_RANGES });
  const ordered = (list: z.ZodType) =>
    list.superRefine((rows, ctx) => {
      (rows as { from_mhz?: number; to_mhz?: number }[]).forEach((r, i) => {
        if (typeof r?.from_mhz === 'number' && typeof r?.to_mhz === 'number' && r.to_mhz <= r.from_mhz)
          ctx.addIssue({ code: 'custom', path: [i, 'to_mhz'], message: 'validation.frequencyOrder' });
      });
    });
  return { ...base, submit: ordered(base.submit) };
};

export const commPowerSection = section({
  power_supply: choice(POWER_SUPPLIES, { required: true }),
  rated_voltage: text(50, { required: true }),
  rated_current: text(50),
  rated_power: text(50),
});

export const commStandardSection = section({
  standard_no: text(50, { required: true }),
  standard_title: text(TEXT_CAPS.medium),
});

export const commSchemeSection = section({
  target_scheme: text(TEXT_CAPS.short, { required: true }),
  target_country: country(),
  certificate_language: choice(['zh', 'en'] as const),
});

/** The samples sent to the laboratory: how many, their serial numbers, what happens to them after testing. */
export const commSamplesSection = section({
  quantity: num({ required: true, integer: true, positive: true, max: MAX_SAMPLES }),
  serial_numbers: text(TEXT_CAPS.long, { kind: 'textarea', required: true }),
  after_testing: choice(SAMPLE_DISPOSITIONS, { required: true }),
  return_address: text(TEXT_CAPS.medium),
});

export const communicationForm: FormDeclaration<'communication'> = {
  form: 'communication',
  area: 'communication',
  stage: 'system_certification',
  types: COMMUNICATION_TYPES.map((code) => ({ code })),
  limits,
  sampleLogistics: true,
  sections: [
    parties,
    { key: 'comm_product', render: 'fields', fields: commProductSection, presence: 'always' },
    frequencyRanges(),
    { key: 'comm_radio', render: 'fields', fields: commRadioSection, presence: 'always', initial: { power_unit: 'dBm', power_kind: 'average' } },
    { key: 'comm_power', render: 'fields', fields: commPowerSection, presence: 'always' },
    lineList('comm_standards', commStandardSection, { min: 1, max: MAX_COMM_STANDARDS }),
    { key: 'comm_scheme', render: 'fields', fields: commSchemeSection, presence: 'always' },
    { key: 'samples', render: 'fields', fields: commSamplesSection, presence: 'always', initial: { quantity: 2, after_testing: 'return' } },
    attachmentsList(limits, {
      fileTypes: COMMUNICATION_FILE_TYPES,
      requireFileTypes: [{ fileType: 'technical_manual', message: 'validation.commManualMissing' }],
    }),
  ],
  fieldRules: [
    // The power in the unit chosen: one field shown and required, with that unit's limits.
    {
      path: 'comm_radio.max_power_w',
      visibleWhen: { field: 'comm_radio.power_unit', equals: 'W' },
      requiredWhen: { field: 'comm_radio.power_unit', equals: 'W' },
    },
    {
      path: 'comm_radio.max_power_dbm',
      visibleWhen: { field: 'comm_radio.power_unit', equals: 'dBm' },
      requiredWhen: { field: 'comm_radio.power_unit', equals: 'dBm' },
    },
    // A foreign type approval or VOC / PVOC certifies for a country: name it.
    { path: 'comm_scheme.target_country', requiredWhen: typeIs('comm_foreign_ta', 'voc', 'pvoc') },
    {
      path: 'samples.return_address',
      visibleWhen: { field: 'samples.after_testing', equals: 'return' },
      requiredWhen: { field: 'samples.after_testing', equals: 'return' },
    },
  ],
};
