import { describe, expect, it } from 'vitest';
import { FORM_DECLARATIONS, FORM_SCHEMAS, formOfType, SAMPLE_LOGISTICS_FORMS, typesOfArea } from './index.js';
import { nextState, type LifecycleState, type ProcessStep, type TransitionAction } from '../lifecycle.js';

const party = (name: string) => ({
  company_name: name,
  address: '8 Science Park Road, Shenzhen',
  country: 'CN',
  contact_name: 'Li Ming',
  telephone: '+86-755-1234',
});
/** A complete radio type-approval application (the server tests and the journey fill in the same). */
export const validCommunication = (type = 'comm_srrc') => ({
  application_type: type,
  title: 'Wi-Fi router WR-6',
  parties: { applicant: party('Bright Star Electronics'), manufacturer: party('Bright Star Electronics') },
  comm_product: {
    product_name: 'Wi-Fi router',
    brand: 'BrightStar',
    model: 'WR-6',
    series_models: 'WR-6S, WR-6P',
    series_differences: 'Colour of the housing only',
    hardware_version: 'V1.2',
    software_version: '3.0.1',
    category: 'wlan',
  },
  frequency_ranges: [{ direction: 'tx_rx', from_mhz: 2400, to_mhz: 2483.5 }],
  comm_radio: {
    channel_bandwidth_khz: 20000,
    modulation: 'OFDM',
    power_unit: 'dBm',
    max_power_dbm: 20,
    power_kind: 'average',
    antenna_type: 'external',
    antenna_gain_dbi: 3,
  },
  comm_power: { power_supply: 'dc_adapter', rated_voltage: '12 V DC' },
  comm_standards: [{ standard_no: 'GB/T 15629.11' }],
  comm_scheme: { target_scheme: 'SRRC type approval', target_country: type === 'comm_srrc' || type === 'comm_cta' ? undefined : 'KE' },
  samples: { quantity: 2, serial_numbers: 'SN001, SN002', after_testing: 'dispose' },
  attachments: [{ file_id: 1, file_type: 'technical_manual' }],
});
const submit = FORM_SCHEMAS.communication.submit;
const messages = (v: unknown) => {
  const r = submit.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('communication form declaration', () => {
  it('serves the five types of the communication area, sends samples, 5 files of 10 MB', () => {
    expect(typesOfArea('communication')).toEqual(['comm_srrc', 'comm_cta', 'comm_foreign_ta', 'voc', 'pvoc']);
    expect(formOfType('voc')).toBe('communication');
    expect(SAMPLE_LOGISTICS_FORMS).toContain('communication');
    expect(FORM_DECLARATIONS.communication.limits).toEqual({ maxBytes: 10 * 1024 * 1024, maxFiles: 5, mergedPdfMaxBytes: null });
  });
  it('accepts a complete application of each type', () => {
    for (const t of ['comm_srrc', 'comm_cta', 'comm_foreign_ta', 'voc', 'pvoc']) expect(messages(validCommunication(t))).toEqual([]);
  });
  it('radio power: the field of the unit chosen is required, within that unit’s limits', () => {
    const v = validCommunication();
    expect(messages({ ...v, comm_radio: { ...v.comm_radio, max_power_dbm: undefined } })).toEqual(['comm_radio.max_power_dbm:validation.required']);
    expect(messages({ ...v, comm_radio: { ...v.comm_radio, max_power_dbm: 61 } })).toEqual(['comm_radio.max_power_dbm:validation.numberMax']);
    expect(messages({ ...v, comm_radio: { ...v.comm_radio, max_power_dbm: -31 } })).toEqual(['comm_radio.max_power_dbm:validation.numberMin']);
    expect(messages({ ...v, comm_radio: { ...v.comm_radio, max_power_dbm: -10 } })).toEqual([]);
    const watts = { ...v.comm_radio, power_unit: 'W', max_power_dbm: undefined };
    expect(messages({ ...v, comm_radio: watts })).toEqual(['comm_radio.max_power_w:validation.required']);
    expect(messages({ ...v, comm_radio: { ...watts, max_power_w: 0 } })).toEqual(['comm_radio.max_power_w:validation.positive']);
    expect(messages({ ...v, comm_radio: { ...watts, max_power_w: 1001 } })).toEqual(['comm_radio.max_power_w:validation.numberMax']);
    expect(messages({ ...v, comm_radio: { ...watts, max_power_w: 0.1 } })).toEqual([]);
    expect(messages({ ...v, comm_radio: { ...v.comm_radio, power_unit: 'mW' } })).toEqual(['comm_radio.power_unit:validation.choice']);
  });
  it('frequency ranges: at least one, each from low to high', () => {
    const v = validCommunication();
    expect(messages({ ...v, frequency_ranges: [] })).toEqual(['frequency_ranges:validation.minLines']);
    expect(messages({ ...v, frequency_ranges: [{ direction: 'tx', from_mhz: 5850, to_mhz: 5725 }] })).toEqual([
      'frequency_ranges.0.to_mhz:validation.frequencyOrder',
    ]);
  });
  it('a foreign approval or VOC / PVOC names its country; samples to return name the address; the technical manual is attached', () => {
    const v = validCommunication('pvoc');
    expect(messages({ ...v, comm_scheme: { target_scheme: 'PVOC' } })).toEqual(['comm_scheme.target_country:validation.required']);
    expect(messages({ ...v, samples: { ...v.samples, after_testing: 'return' } })).toEqual(['samples.return_address:validation.required']);
    expect(messages({ ...v, attachments: [{ file_id: 1, file_type: 'user_manual' }] })).toEqual(['attachments:validation.commManualMissing']);
    expect(messages({ ...v, samples: { ...v.samples, quantity: 0 } })).toEqual(['samples.quantity:validation.positive']);
  });
  it('a draft keeps anything half-typed within the caps', () => {
    expect(FORM_SCHEMAS.communication.draft.safeParse({ application_type: 'voc', comm_radio: { power_unit: 'W' } }).success).toBe(true);
  });
});

describe('the sample loop (lifecycle)', () => {
  const at = (processStep: ProcessStep, over: Partial<LifecycleState> = {}): LifecycleState => ({
    status: 'processing',
    paymentStatus: 'to_be_paid',
    stage: 'system_certification',
    processStep,
    form: 'communication',
    samples: true,
    ...over,
  });
  const step = (s: LifecycleState, action: TransitionAction, actor: 'staff' | 'customer', reason?: string) => {
    const r = nextState(s, action, { actor, reason });
    if (!r.ok) throw new Error(`${action}: ${r.reason}`);
    return r;
  };
  it('runs delivery -> transit -> not conforming -> again -> receipt -> acceptance (paid) -> testing -> data disputed -> confirmed', () => {
    let r = step(at('acceptance'), 'request_samples', 'staff');
    expect([r.state.processStep, r.notice]).toEqual(['sample_delivery', 'sample_delivery_notice']);
    r = step(r.state, 'ship_samples', 'customer');
    expect([r.state.processStep, r.notice]).toEqual(['sample_in_transit', 'sample_shipped']);
    r = step(r.state, 'reject_samples', 'staff', 'Housing cracked');
    expect([r.state.processStep, r.notice]).toEqual(['sample_delivery', 'sample_not_conforming']);
    r = step(step(r.state, 'ship_samples', 'customer').state, 'receive_samples', 'staff');
    expect([r.state.processStep, r.notice]).toEqual(['sample_receipt', 'sample_received']);
    expect(nextState(r.state, 'accept_samples', { actor: 'staff' })).toEqual({ ok: false, reason: 'lifecycle.paymentNotAllowed' });
    r = step({ ...r.state, paymentStatus: 'paid_in_full' }, 'accept_samples', 'staff');
    expect([r.state.processStep, r.notice]).toEqual(['laboratory_testing', 'sample_accepted']);
    r = step(r.state, 'send_test_data', 'staff');
    expect([r.state.processStep, r.notice]).toEqual(['data_review', 'test_data_ready']);
    expect(nextState(r.state, 'dispute_test_data', { actor: 'customer' })).toEqual({ ok: false, reason: 'lifecycle.reasonRequired' });
    const disputed = step(r.state, 'dispute_test_data', 'customer', 'Power reading too high');
    expect([disputed.state.processStep, disputed.notice]).toEqual(['laboratory_testing', 'test_data_disputed']);
    r = step(step(disputed.state, 'send_test_data', 'staff').state, 'confirm_test_data', 'customer');
    expect([r.state.processStep, r.notice]).toEqual(['conformity_assessment', 'test_data_confirmed']);
    expect(step(r.state, 'send_draft', 'staff').state.processStep).toBe('certificate_issuance');
  });
  it('the document review writes its notice for forms that send samples only', () => {
    const pending = { status: 'pending_acceptance', paymentStatus: null, stage: 'system_certification', processStep: 'pending' } as const;
    expect(nextState({ ...pending, form: 'communication', samples: true }, 'accept', { actor: 'staff' })).toMatchObject({ notice: 'documents_accepted' });
    expect(nextState({ ...pending, form: 'nb' }, 'accept', { actor: 'staff' })).toMatchObject({ notice: null });
  });
  it('refuses out of step, the wrong actor, and forms without samples; the loop is not skipped', () => {
    expect(nextState(at('acceptance'), 'ship_samples', { actor: 'customer' })).toEqual({ ok: false, reason: 'lifecycle.stepNotAllowed' });
    expect(nextState(at('sample_delivery'), 'ship_samples', { actor: 'staff' })).toEqual({ ok: false, reason: 'lifecycle.wrongActor' });
    expect(nextState(at('laboratory_testing'), 'confirm_test_data', { actor: 'customer' })).toEqual({ ok: false, reason: 'lifecycle.stepNotAllowed' });
    expect(nextState(at('acceptance', { form: 'nb', samples: false }), 'request_samples', { actor: 'staff' })).toEqual({
      ok: false,
      reason: 'lifecycle.notAllowed',
    });
    for (const a of ['send_draft', 'issue'] as const)
      expect(nextState(at('sample_in_transit'), a, { actor: 'staff' })).toEqual({ ok: false, reason: 'lifecycle.stepNotAllowed' });
    expect(nextState(at('acceptance'), 'advance', { actor: 'staff', step: 'conformity_assessment' })).toEqual({
      ok: false,
      reason: 'lifecycle.stepNotAllowed',
    });
  });
});
